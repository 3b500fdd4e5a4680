import { describe, expect, it } from 'vitest';
import type { PrintDocument } from '../../application/documents/print-document';
import { PdfkitRenderer } from './pdfkit-renderer';
import { Temporal } from 'temporal-polyfill';
import { gremiumOverviewDocument } from '../../application/documents/layouts/portal.layout';
import { pdfEnvelope, pdfPageCount, pdfText, pdfTextLines } from './testing/pdf-text';

const everyBlock: PrintDocument = {
  title: 'Bestellbestätigung',
  subtitle: 'Bestellnummer IFB-2027-000042 vom 12.03.2027',
  blocks: [
    { type: 'facts', rows: [{ label: 'Besteller', value: 'Frau Dr. Özlem Yılmaz' }] },
    { type: 'heading', text: 'Übernachtung' },
    { type: 'paragraph', text: 'Größere Gruppen erhalten Rabatt.\nZweite Zeile.' },
    { type: 'paragraph', tone: 'small', text: 'Kleingedrucktes' },
    { type: 'paragraph', tone: 'strong', text: 'Wichtig' },
    {
      type: 'table',
      columns: [
        { header: 'Teilnehmer', width: 0.7, align: 'left' },
        { header: 'Preis', width: 0.3, align: 'right' },
      ],
      rows: [['1. Teilnehmer', '1.290,00\u00a0€']],
      totals: [['Gesamtsumme', '1.290,00\u00a0€']],
    },
    { type: 'fillIn', fields: [{ label: 'Firma' }, { label: 'Seminar', value: 'Betriebsrat kompakt' }] },
    { type: 'checkboxes', options: ['mit Übernachtung', 'ohne Übernachtung'] },
    { type: 'signature', labels: ['Ort, Datum', 'Unterschrift'] },
  ],
};

describe('PdfkitRenderer', () => {
  it('writes a well-formed, compressed A4 PDF with the German text, amounts and the page frame', async () => {
    const bytes = await new PdfkitRenderer().render(everyBlock);
    expect(pdfEnvelope(bytes)).toEqual({ header: '%PDF-', endsWithEof: true });
    expect(Buffer.from(bytes).toString('latin1')).toContain('/FlateDecode');
    expect(Buffer.from(bytes).toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    expect(pdfPageCount(bytes)).toBe(1);
    const text = pdfText(bytes);
    for (const expected of [
      'ifb Seminare GmbH',
      'Bestellbestätigung',
      'Bestellnummer IFB-2027-000042 vom 12.03.2027',
      'Frau Dr. Özlem Yilmaz',
      'Übernachtung',
      'Größere Gruppen erhalten Rabatt.',
      'Zweite Zeile.',
      '1.290,00\u00a0€',
      'Gesamtsumme',
      'Betriebsrat kompakt',
      'ohne Übernachtung',
      'Unterschrift',
      'Seite 1 von 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('breaks long tables onto further pages, repeats the header and numbers every page', async () => {
    const rows = Array.from({ length: 120 }, (_, index) => [`${String(index + 1)}. Teilnehmer`, '990,00\u00a0€']);
    const bytes = await new PdfkitRenderer({ compress: false }).render({
      title: 'Kostenrechner',
      blocks: [{ type: 'table', columns: [{ header: 'Teilnehmer', width: 0.7, align: 'left' }, { header: 'Preis', width: 0.3, align: 'right' }], rows }],
    });
    const pages = pdfPageCount(bytes);
    expect(pages).toBeGreaterThanOrEqual(3);
    const text = pdfText(bytes);
    expect(text).toContain('120. Teilnehmer');
    expect(text).toContain(`Seite ${String(pages)} von ${String(pages)}`);
    expect(text.match(/^Teilnehmer$/gm)).toHaveLength(pages);
  });

  it("wraps a long e-mail address in the Gremium overview after '@' or '.', not in the middle of a word", async () => {
    const email = 'alexandra.hartmann-schneider@betriebsrat.muster-logistik.de';
    const bytes = await new PdfkitRenderer({ compress: false }).render(
      gremiumOverviewDocument({
        issuedAt: Temporal.Instant.from('2027-03-01T09:00:00Z'),
        gremium: { gremiumId: 1, name: 'BR Nord', company: 'Nord AG', billingAddress: { street: 'Hafenweg', streetNumber: '3', postalCode: '20457', city: 'Hamburg', country: 'DE' }, invoiceEmail: null, leitwegId: null },
        members: [{ userId: 4, salutation: 'Frau', firstname: 'Alexandra', lastname: 'Hartmann-Schneider', gremiumRole: 'admin', brFunctions: ['Vorsitzende'], email }],
        futureEvents: [],
        pastEvents: [],
      }),
    );
    const lines = pdfTextLines(bytes);
    const start = lines.findIndex((line) => email.startsWith(line) && line.length > 1);
    const pieces: string[] = [];
    for (let index = start; pieces.join('').length < email.length; index += 1) pieces.push(lines[index] ?? '');
    expect(pieces.join('')).toBe(email);
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces.slice(0, -1)) expect(piece).toMatch(/[@.-]$/);
    expect(pdfText(bytes)).toContain('Rechnungsadresse');
    expect(lines).toEqual(expect.arrayContaining(['Nord AG', 'Hafenweg 3', '20457 Hamburg', 'Deutschland']));
  });
});
