import { describe, expect, it } from 'vitest';
import { bodyToText, textToBody } from './body-text';

describe('a body as one cell', () => {
  it('writes headings, quotes, lists and paragraphs as a person would type them', () => {
    expect(
      bodyToText([
        { type: 'heading', text: 'Begriff' },
        { type: 'paragraph', text: 'Der Betriebsrat wird gewählt.' },
        { type: 'list', items: ['§ 37 BetrVG', 'Schulung'] },
        { type: 'quote', text: 'Ein Zitat' },
      ]),
    ).toBe('## Begriff\n\nDer Betriebsrat wird gewählt.\n\n* § 37 BetrVG\n* Schulung\n\n> Ein Zitat');
  });

  it('escapes a paragraph that would read as a marker', () => {
    const body = [
      { type: 'paragraph' as const, text: '* kein Listenpunkt' },
      { type: 'paragraph' as const, text: '\\ mit Backslash' },
    ];
    expect(bodyToText(body)).toBe('\\* kein Listenpunkt\n\n\\\\ mit Backslash');
    expect(textToBody(bodyToText(body))).toEqual(body);
  });

  it('reads CRLF line ends, extra blank lines, and keeps single line breaks inside a paragraph', () => {
    expect(textToBody('Erste Zeile\r\nzweite Zeile\r\n\r\n\r\n* a\r\n* b\r\n')).toEqual([
      { type: 'paragraph', text: 'Erste Zeile\nzweite Zeile' },
      { type: 'list', items: ['a', 'b'] },
    ]);
    expect(textToBody('')).toEqual([]);
  });

  it('turns blank lines inside a text into single ones, and line breaks in list items into spaces', () => {
    expect(bodyToText([{ type: 'paragraph', text: 'a\n\nb' }, { type: 'list', items: ['x\ny'] }])).toBe('a\nb\n\n* x y');
  });
});
