import { describe, expect, it } from 'vitest';
import { unavailable } from '../../../domain/errors/app-error';
import { ExportInterrupted } from '../../content/content.port';
import { mapAsync, prefetched } from './prefetched';

async function* numbers(failAt?: number, count = 3): AsyncGenerator<number> {
  for (let value = 1; value <= count; value += 1) {
    await Promise.resolve();
    if (value === failAt) throw new ExportInterrupted(unavailable('Die Datenbank antwortet nicht.'));
    yield value;
  }
}

const all = async <A>(values: AsyncIterable<A>): Promise<A[]> => {
  const collected: A[] = [];
  for await (const value of values) collected.push(value);
  return collected;
};

describe('prefetched', () => {
  it('gives every value, the first one included', async () => {
    const result = await prefetched(() => mapAsync(numbers(), (value) => value * 10))();
    expect(result._tag === 'Right' && (await all(result.right))).toEqual([10, 20, 30]);
  });

  it('turns a failure at the first step into an error answer', async () => {
    expect(await prefetched(() => numbers(1))()).toEqual({ _tag: 'Left', left: { _tag: 'Unavailable', message: 'Die Datenbank antwortet nicht.' } });
  });

  it('lets a later failure end the iteration by throwing', async () => {
    const result = await prefetched(() => numbers(3))();
    if (result._tag === 'Left') throw new Error('first step failed');
    await expect(all(result.right)).rejects.toBeInstanceOf(ExportInterrupted);
  });

  it('passes on errors that are bugs, and handles an empty iteration', async () => {
    // eslint-disable-next-line require-yield
    async function* broken(): AsyncGenerator<number> {
      await Promise.resolve();
      throw new TypeError('bug');
    }
    await expect(prefetched(broken)()).rejects.toThrow('bug');
    const empty = await prefetched(() => mapAsync(numbers(1), (value) => value))().catch(() => undefined);
    expect(empty).toMatchObject({ _tag: 'Left' });
    // An export of nothing is a success with no values.
    const none = await prefetched(() => numbers(undefined, 0))();
    expect(none._tag === 'Right' && (await all(none.right))).toEqual([]);
  });
});
