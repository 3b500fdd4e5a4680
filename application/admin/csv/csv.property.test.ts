import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvReader, csvRow, parseCsv, type CsvRecord } from './csv';

const cell = fc.string({ unit: fc.constantFrom('a', 'ä', ' ', ',', ';', '"', '\r', '\n', 'ß', '€', 'x') });
const rows = fc.array(fc.array(cell, { minLength: 1, maxLength: 5 }), { maxLength: 8 });

describe('csv properties', () => {
  it('read in pieces cut anywhere (inside a CRLF, between doubled quotes), CSV gives the same records and lines as read whole', () => {
    const text = fc.string({ unit: fc.constantFrom('a', ',', '"', '\r', '\n', 'ä', '\uFEFF') });
    fc.assert(
      fc.property(text, fc.array(fc.nat(), { maxLength: 6 }), fc.boolean(), (whole, cuts, single) => {
        const points = [...new Set(cuts.map((cut) => cut % (whole.length + 1)))].sort((a, b) => a - b);
        const pieces = single ? Array.from({ length: whole.length }, (_, index) => whole.charAt(index)) : [0, ...points, whole.length].slice(1).map((end, index, ends) => whole.slice(index === 0 ? 0 : ends[index - 1], end));
        const reader = new CsvReader(',');
        const records: CsvRecord[] = [];
        let failed: unknown;
        for (const piece of [...pieces, null]) {
          const next = piece === null ? reader.end() : reader.push(piece);
          if (E.isLeft(next)) {
            failed = next.left;
            break;
          }
          records.push(...next.right);
        }
        const expected = parseCsv(whole);
        if (E.isLeft(expected)) expect(failed).toEqual(expected.left);
        else expect(failed === undefined ? records : failed).toEqual(expected.right);
      }),
    );
  });

  it('parsing what csvRow wrote gives back every row and field, for either delimiter', () => {
    fc.assert(
      fc.property(rows, fc.constantFrom(',', ';'), (table, delimiter) => {
        const parsed = parseCsv(table.map((row) => csvRow(row, delimiter)).join(''), delimiter);
        expect(E.map((records: readonly { fields: readonly string[] }[]) => records.map((r) => r.fields))(parsed)).toEqual(E.right(table));
      }),
    );
  });

  it('each record starts on the line after the last line of the one before', () => {
    fc.assert(
      fc.property(rows, (table) => {
        const text = table.map((row) => csvRow(row)).join('');
        const parsed = parseCsv(text);
        if (E.isLeft(parsed)) throw new Error('written CSV must parse');
        let line = 1;
        for (const [index, record] of parsed.right.entries()) {
          expect(record.line).toBe(line);
          line += (csvRow(table[index]!).match(/\r\n|\r|\n/g) ?? []).length;
        }
      }),
    );
  });
});
