import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../clock/system-clock';
import { MemoryLruCache } from './memory-lru-cache';

type Step = { readonly type: 'set'; readonly key: string; readonly value: number } | { readonly type: 'get'; readonly key: string } | { readonly type: 'wait'; readonly ms: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ type: fc.constant('set' as const), key: fc.constantFrom('a', 'b', 'c', 'd', 'e'), value: fc.integer() }),
  fc.record({ type: fc.constant('get' as const), key: fc.constantFrom('a', 'b', 'c', 'd', 'e') }),
  fc.record({ type: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 400 }) }),
);

const run = (maxEntries: number, steps: readonly Step[], check: (cache: MemoryLruCache<number>, step: Step) => void) => {
  const clock = fixedClock(Temporal.Instant.from('2026-11-22T09:00:00Z'));
  const cache = new MemoryLruCache<number>({ name: 'p', description: '', maxEntries, ttlMs: 1_000, clock });
  for (const current of steps) {
    if (current.type === 'set') cache.set(current.key, current.value);
    if (current.type === 'get') cache.get(current.key);
    if (current.type === 'wait') clock.advance({ milliseconds: current.ms });
    check(cache, current);
  }
};

describe('MemoryLruCache properties', () => {
  it('never holds more entries than its maximum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.array(step, { maxLength: 60 }), (maxEntries, steps) => {
        run(maxEntries, steps, (cache) => {
          expect(cache.stats().entries).toBeLessThanOrEqual(maxEntries);
        });
      }),
    );
  });

  it('a hit always gives the value last set for that key, never another', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const last = new Map<string, number>();
        const clock = fixedClock(Temporal.Instant.from('2026-11-22T09:00:00Z'));
        const cache = new MemoryLruCache<number>({ name: 'p', description: '', maxEntries: 3, ttlMs: 1_000, clock });
        for (const current of steps) {
          if (current.type === 'set') {
            cache.set(current.key, current.value);
            last.set(current.key, current.value);
          }
          if (current.type === 'wait') clock.advance({ milliseconds: current.ms });
          if (current.type === 'get') {
            const hit = cache.get(current.key);
            if (hit !== undefined) expect(hit).toBe(last.get(current.key));
          }
        }
      }),
    );
  });

  it('hits plus misses equal the number of reads', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        let reads = 0;
        run(3, steps, (cache, current) => {
          if (current.type === 'get') reads += 1;
          const { hits, misses } = cache.stats();
          expect(hits + misses).toBe(reads);
        });
      }),
    );
  });
});
