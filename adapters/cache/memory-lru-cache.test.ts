import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../clock/system-clock';
import { MemoryLruCache } from './memory-lru-cache';

const AT = Temporal.Instant.from('2026-11-22T09:00:00Z');
const cacheOf = (maxEntries = 3, ttlMs = 60_000) => {
  const clock = fixedClock(AT);
  return { clock, cache: new MemoryLruCache<string>({ name: 'test', description: 'Test', maxEntries, ttlMs, clock }) };
};

describe('MemoryLruCache', () => {
  it('gives back what was set, and counts hits and misses', () => {
    const { cache } = cacheOf();
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 'Anna');
    expect(cache.get('a')).toBe('Anna');
    expect(cache.stats()).toEqual({ name: 'test', description: 'Test', entries: 1, maxEntries: 3, ttlSeconds: 60, hits: 1, misses: 1 });
  });

  it('forgets an entry when its time to live is over, also one with a time of its own', () => {
    const { cache, clock } = cacheOf();
    cache.set('a', 'Anna');
    cache.set('b', 'Berta', 1_000);
    clock.advance({ milliseconds: 1_000 });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.stats().entries).toBe(1);
    clock.advance({ milliseconds: 59_000 });
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the least recently used entry when full; a read counts as use', () => {
    const { cache } = cacheOf(2);
    cache.set('a', 'Anna');
    cache.set('b', 'Berta');
    cache.get('a');
    cache.set('c', 'Cäsar');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['Anna', undefined, 'Cäsar']);
  });

  it('makes room from expired entries first', () => {
    const { cache, clock } = cacheOf(2);
    cache.set('a', 'Anna', 10);
    cache.set('b', 'Berta');
    clock.advance({ milliseconds: 10 });
    cache.set('c', 'Cäsar');
    expect([cache.get('b'), cache.get('c')]).toEqual(['Berta', 'Cäsar']);
  });

  it('replaces the value of a key set again, and clears', () => {
    const { cache } = cacheOf();
    cache.set('a', 'Anna');
    cache.set('a', 'Anton');
    expect(cache.get('a')).toBe('Anton');
    cache.clear();
    expect(cache.stats().entries).toBe(0);
  });

  it('refuses sizes that make no cache', () => {
    const clock = fixedClock(AT);
    expect(() => new MemoryLruCache({ name: 'x', description: '', maxEntries: 0, ttlMs: 1, clock })).toThrow(RangeError);
    expect(() => new MemoryLruCache({ name: 'x', description: '', maxEntries: 1, ttlMs: 0, clock })).toThrow(RangeError);
  });
});
