import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../csv/csv';
import { csvText, excelSafeCell, exportText } from './export-format';

async function* from<A>(values: readonly A[]): AsyncGenerator<A> {
  for (const value of values) {
    // A tick between objects, as between the batches of a database read.
    await Promise.resolve();
    yield value;
  }
}

const joined = async (pieces: AsyncIterable<string>): Promise<string> => {
  let all = '';
  for await (const piece of pieces) all += piece;
  return all;
};

const json = fc.jsonValue().filter((value) => value !== null);

describe('export format properties', () => {
  it('the JSON array and the NDJSON of an export carry the same objects in the same order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(json, { maxLength: 20 }), async (values) => {
        const array = JSON.parse(await joined(exportText(from(values), 'json'))) as unknown;
        const lines = (await joined(exportText(from(values), 'ndjson')))
          .split('\n')
          .filter((line) => line !== '')
          .map((line) => JSON.parse(line) as unknown);
        const expected = JSON.parse(JSON.stringify(values)) as unknown;
        expect(array).toEqual(expected);
        expect(lines).toEqual(expected);
      }),
    );
  });
});

/** Text of the kinds that make CSV hard: quotes, both delimiters, every line break, umlauts, formula starts, spaces at the ends. */
const cell = fc.string({ unit: fc.constantFrom('a', 'Ä', 'ö', 'ß', '€', ' ', ',', ';', '"', "'", '\r', '\n', '=', '+', '-', '@', '1') });
const table = fc.integer({ min: 1, max: 5 }).chain((width) =>
  fc.record({
    headers: fc.array(cell, { minLength: width, maxLength: width }),
    rows: fc.array(fc.array(cell, { minLength: width, maxLength: width }), { maxLength: 12 }),
  }),
);
const columnsOf = (headers: readonly string[]) => headers.map((header, at) => ({ header, cell: (row: readonly string[]) => row[at] ?? '' }));

/** The records an RFC 4180 reader finds in the text; a record of one empty field is written as "". */
const read = (text: string, delimiter: ',' | ';'): readonly (readonly string[])[] => {
  const parsed = parseCsv(text, delimiter);
  if (E.isLeft(parsed)) throw new Error(`written CSV must parse: ${parsed.left.message}`);
  return parsed.right.map((record) => record.fields);
};

describe('csv export properties', () => {
  it('reading the RFC 4180 text back gives the header and every cell unchanged, and every record ends with CRLF', async () => {
    await fc.assert(
      fc.asyncProperty(table, async ({ headers, rows }) => {
        const text = await joined(csvText(from(rows), columnsOf(headers)));
        expect(text.endsWith('\r\n')).toBe(true);
        expect(text.startsWith('\uFEFF')).toBe(false);
        expect(read(text, ',')).toEqual([headers, ...rows]);
      }),
    );
  });

  it('reading the Excel text back (BOM, semicolons) gives every cell, formulas only as text', async () => {
    await fc.assert(
      fc.asyncProperty(table, async ({ headers, rows }) => {
        const text = await joined(csvText(from(rows), columnsOf(headers), { excel: true }));
        expect(text.startsWith('\uFEFF')).toBe(true);
        const [header, ...records] = read(text, ';');
        expect(header).toEqual(headers);
        expect(records).toEqual(rows.map((row) => row.map(excelSafeCell)));
        for (const value of records.flat()) expect(/^[=+\-@\t\r]/.test(value) && !/^[+-]?\d+(?:[.,]\d+)*$/.test(value)).toBe(false);
      }),
    );
  });

  it('the CSV of objects has the fields of the first object as columns and one record per object', async () => {
    const objects = fc.array(fc.record({ slug: cell, title: cell, count: fc.integer() }), { minLength: 1, maxLength: 10 });
    await fc.assert(
      fc.asyncProperty(objects, async (values) => {
        expect(read(await joined(exportText(from(values), 'csv')), ',')).toEqual([
          ['slug', 'title', 'count'],
          ...values.map((value) => [value.slug, value.title, String(value.count)]),
        ]);
      }),
    );
  });
});
