import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvRow, parseCsv } from './csv';

const cell = fc.string({ unit: fc.constantFrom('a', 'ä', ' ', ',', ';', '"', '\r', '\n', 'ß', '€', 'x') });
const rows = fc.array(fc.array(cell, { minLength: 1, maxLength: 5 }), { maxLength: 8 });

describe('csv properties', () => {
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
