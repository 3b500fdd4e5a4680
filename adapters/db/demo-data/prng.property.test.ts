import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from './prng';

describe('createRng properties', () => {
  it('next() always lies in [0, 1)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 50 }), (seed, count) => {
        const rng = createRng(seed);
        for (let i = 0; i < count; i++) {
          const value = rng.next();
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThan(1);
        }
      }),
    );
  });

  it('int(min, max) is always an integer within [min, max]', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -1000, max: 1000 }), fc.nat(1000), (seed, min, width) => {
        const value = createRng(seed).int(min, min + width);
        expect(Number.isInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(min);
        expect(value).toBeLessThanOrEqual(min + width);
      }),
    );
  });

  it('the same seed always yields the same sequence', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const a = createRng(seed);
        const b = createRng(seed);
        expect(Array.from({ length: 10 }, () => a.next())).toEqual(Array.from({ length: 10 }, () => b.next()));
      }),
    );
  });
});
