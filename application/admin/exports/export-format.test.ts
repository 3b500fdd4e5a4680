import { describe, expect, it } from 'vitest';
import { exportText } from './export-format';

async function* objects(count: number): AsyncGenerator {
  for (let index = 1; index <= count; index += 1) {
    await Promise.resolve();
    yield { id: index, title: `Begriff ${index}` };
  }
}

const text = async (pieces: AsyncIterable<string>): Promise<{ readonly text: string; readonly pieces: number }> => {
  let all = '';
  let count = 0;
  for await (const piece of pieces) {
    all += piece;
    count += 1;
  }
  return { text: all, pieces: count };
};

describe('exportText', () => {
  it('writes a JSON array, one object per line, and [] for none', async () => {
    expect((await text(exportText(objects(2), 'json'))).text).toBe('[\n{"id":1,"title":"Begriff 1"},\n{"id":2,"title":"Begriff 2"}\n]\n');
    expect((await text(exportText(objects(0), 'json'))).text).toBe('[]\n');
  });

  it('writes NDJSON, and nothing for none', async () => {
    expect((await text(exportText(objects(2), 'ndjson'))).text).toBe('{"id":1,"title":"Begriff 1"}\n{"id":2,"title":"Begriff 2"}\n');
    expect((await text(exportText(objects(0), 'ndjson'))).text).toBe('');
  });

  it('joins small objects into pieces of about 64 kB instead of one write each', async () => {
    const { text: all, pieces } = await text(exportText(objects(5_000), 'ndjson'));
    expect(all.split('\n')).toHaveLength(5_001);
    expect(pieces).toBe(Math.ceil(all.length / (64 * 1024)));
  });
});
