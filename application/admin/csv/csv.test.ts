import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { CSV_MESSAGES, csvField, csvRow, detectDelimiter, parseCsv } from './csv';

const records = (text: string, delimiter?: string) => {
  const parsed = parseCsv(text, delimiter);
  if (E.isLeft(parsed)) throw new Error(parsed.left.message);
  return parsed.right;
};

describe('parseCsv', () => {
  it('reads records with the line each starts on, CRLF or LF', () => {
    expect(records('a,b\r\nc,d\ne,f')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['c', 'd'] },
      { line: 3, fields: ['e', 'f'] },
    ]);
  });

  it('keeps line breaks, delimiters and doubled quotes inside quotes, and counts the lines they span', () => {
    expect(records('slug,text\r\nbetriebsrat,"Zeile 1\r\nZeile 2, mit ""Zitat"""\r\nwahl,kurz\r\n')).toEqual([
      { line: 1, fields: ['slug', 'text'] },
      { line: 2, fields: ['betriebsrat', 'Zeile 1\r\nZeile 2, mit "Zitat"'] },
      { line: 4, fields: ['wahl', 'kurz'] },
    ]);
  });

  it('skips a byte order mark and empty lines, but keeps a line of empty fields', () => {
    expect(records('\uFEFFa;b\n\n;\n', ';')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 3, fields: ['', ''] },
    ]);
    expect(records('""\n')).toEqual([{ line: 1, fields: [''] }]);
    expect(records('a\rb')).toEqual([
      { line: 1, fields: ['a'] },
      { line: 2, fields: ['b'] },
    ]);
  });

  it('names the line of a quote that is never closed', () => {
    expect(parseCsv('a,b\nc,"offen\nweiter\n')).toEqual(E.left({ line: 2, message: CSV_MESSAGES.unclosedQuote }));
  });

  it('refuses text after a closing quote, and a quote in the middle of a field', () => {
    expect(parseCsv('a\n"x"y,b\n')).toEqual(E.left({ line: 2, message: CSV_MESSAGES.textAfterQuote }));
    expect(parseCsv('a\n\nab"c"\n')).toEqual(E.left({ line: 3, message: CSV_MESSAGES.quoteInField }));
  });
});

describe('writing', () => {
  it('quotes only the fields that need it', () => {
    expect(csvField('Betriebsrat')).toBe('Betriebsrat');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('a;b', ';')).toBe('"a;b"');
    expect(csvField('sagt "ja"')).toBe('"sagt ""ja"""');
    expect(csvField('zwei\nZeilen')).toBe('"zwei\nZeilen"');
    expect(csvField(' Rand')).toBe('" Rand"');
    expect(csvRow(['a', '', 'c'])).toBe('a,,c\r\n');
    expect(csvRow([''])).toBe('""\r\n');
  });

  it('tells the delimiter from the header line', () => {
    expect(detectDelimiter('section;slug;term\r\nbr;a;b')).toBe(';');
    expect(detectDelimiter('section,slug,term')).toBe(',');
    expect(detectDelimiter('a;b,c\n')).toBe(',');
  });
});
