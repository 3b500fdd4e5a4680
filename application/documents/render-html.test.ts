import { describe, expect, it } from 'vitest';
import { escapeHtml, renderHtml } from './render-html';

describe('escapeHtml', () => {
  it('escapes every character that could start markup', () => {
    expect(escapeHtml(`<script>alert("x") & 'y'</script>`)).toBe('&lt;script&gt;alert(&quot;x&quot;) &amp; &#39;y&#39;&lt;/script&gt;');
  });
});

describe('renderHtml', () => {
  const html = renderHtml('Ihre Bestellung <IFB>', [
    { type: 'heading', text: 'Müller & Söhne' },
    { type: 'paragraph', text: 'Zeile 1\n<b>Zeile 2</b>' },
    { type: 'paragraph', tone: 'strong', text: 'Wichtig' },
    { type: 'paragraph', tone: 'small', text: 'Klein' },
    { type: 'facts', rows: [{ label: 'Von', value: '"Kim" <kim@example.org>' }] },
    {
      type: 'table',
      columns: [
        { header: 'Teilnehmer', width: 0.7, align: 'left' },
        { header: 'Preis', width: 0.3, align: 'right' },
      ],
      rows: [['<i>Anna</i>', '1.290,00 €']],
      totals: [['Summe', '1.290,00 €']],
    },
    { type: 'fillIn', fields: [{ label: 'Firma', value: 'A&B' }] },
    { type: 'checkboxes', options: ['<ja>'] },
    { type: 'signature', labels: ['Ort, Datum'] },
  ]);

  it('is a German HTML page with the escaped subject as title', () => {
    expect(html).toMatch(/^<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Ihre Bestellung &lt;IFB&gt;<\/title>/);
  });

  it('escapes all text, keeping the line breaks of paragraphs', () => {
    expect(html).toContain('Müller &amp; Söhne');
    expect(html).toContain('Zeile 1<br>&lt;b&gt;Zeile 2&lt;/b&gt;');
    expect(html).toContain('&quot;Kim&quot; &lt;kim@example.org&gt;');
    expect(html).toContain('&lt;i&gt;Anna&lt;/i&gt;');
    expect(html).toContain('Firma: A&amp;B');
    expect(html).toContain('<li>&lt;ja&gt;</li>');
    expect(html).not.toMatch(/<(b|i|ja)>/);
  });

  it('right-aligns amount cells and prints totals bold', () => {
    expect(html).toContain('text-align:right;">1.290,00 €</td>');
    expect(html).toContain('text-align:right;font-weight:bold;">1.290,00 €</td>');
  });
});
