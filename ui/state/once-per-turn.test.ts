import { describe, expect, it } from 'vitest';
import { oncePerTurn } from './once-per-turn';

describe('oncePerTurn', () => {
  it('reads once for all the asking of one run, and again in the next', async () => {
    let source = 'a';
    let readings = 0;
    const token = oncePerTurn(() => {
      readings += 1;
      return source;
    });
    expect([token(), token(), token()]).toEqual(['a', 'a', 'a']);
    expect(readings).toBe(1);
    source = 'b';
    expect(token()).toBe('a');
    await Promise.resolve();
    expect(token()).toBe('b');
    expect(readings).toBe(2);
  });
});
