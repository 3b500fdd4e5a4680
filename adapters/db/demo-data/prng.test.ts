import { describe, expect, it } from 'vitest';
import { createRng, deriveSeed } from './prng';

const take = (seed: number, count: number): number[] => {
  const rng = createRng(seed);
  return Array.from({ length: count }, () => rng.next());
};

describe('createRng', () => {
  it('repeats its sequence for the same seed and differs for another', () => {
    expect(take(42, 5)).toEqual(take(42, 5));
    expect(take(42, 5)).not.toEqual(take(43, 5));
  });

  it('reaches both ends of an integer range', () => {
    const rng = createRng(7);
    const seen = new Set(Array.from({ length: 200 }, () => rng.int(1, 3)));
    expect([...seen].sort()).toEqual([1, 2, 3]);
  });

  it('rejects an empty or non-integer range', () => {
    const rng = createRng(1);
    expect(() => rng.int(3, 2)).toThrow(RangeError);
    expect(() => rng.int(0, 1.5)).toThrow(RangeError);
    expect(() => rng.int(Number.NaN, 1)).toThrow(RangeError);
  });

  it('picks an element of the list and throws for an empty list', () => {
    const rng = createRng(3);
    expect(['Berlin', 'Hamburg']).toContain(rng.pick(['Berlin', 'Hamburg']));
    expect(() => rng.pick([])).toThrow(RangeError);
  });

  it('never gives chance 0 and always gives chance 1', () => {
    const rng = createRng(5);
    const rolls = Array.from({ length: 100 }, () => [rng.chance(0), rng.chance(1)]);
    expect(rolls.every(([never, always]) => never === false && always === true)).toBe(true);
  });
});

describe('deriveSeed', () => {
  it('depends on every part, their order and the high bits of large seeds', () => {
    const seeds = [
      deriveSeed(1, 2, 3),
      deriveSeed(1, 3, 2),
      deriveSeed(1, 2),
      deriveSeed(2 ** 32 + 1, 2, 3),
      deriveSeed(-1, 2, 3),
      deriveSeed(2 ** 32 - 1, 2, 3),
    ];
    expect(new Set(seeds).size).toBe(seeds.length);
  });

  it('gives a 32-bit unsigned seed and the same seed for the same parts', () => {
    expect(deriveSeed(42, 1, 7)).toBe(deriveSeed(42, 1, 7));
    expect(Number.isInteger(deriveSeed(42, 1, 7))).toBe(true);
    expect(deriveSeed(42, 1, 7)).toBeGreaterThanOrEqual(0);
    expect(deriveSeed(42, 1, 7)).toBeLessThan(2 ** 32);
  });
});
