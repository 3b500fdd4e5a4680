import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportText } from './export-format';

async function* from(values: readonly unknown[]): AsyncGenerator {
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
