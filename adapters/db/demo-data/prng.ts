/**
 * A small seeded pseudo-random generator, so the demo catalogue is reproducible: the same seed
 * always yields the same data, and nothing here ever touches Math.random.
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  /** True with the given probability (0 never, 1 always). */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
}

const UINT32_RANGE = 2 ** 32;

/** mulberry32: 32 bits of state, good spread, plenty for picking demo data. */
const mulberry32 = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / UINT32_RANGE;
  };
};

export const createRng = (seed: number): Rng => {
  const next = mulberry32(seed);
  const int = (min: number, max: number): number => {
    if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || max < min) {
      throw new RangeError(`invalid integer range ${min}..${max}`);
    }
    return min + Math.floor(next() * (max - min + 1));
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    // The index is always in range (an empty list makes int() throw), so the element exists.
    pick: <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T,
  };
};

/** The final mixing step of MurmurHash3: nearby inputs give unrelated outputs. */
const fmix32 = (value: number): number => {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
};

/**
 * A seed for an independent stream, derived from integer parts (e.g. seed, theme, copy). Each
 * theme draws from its own stream, so adding themes never shifts the data of the others.
 * Parts are folded as 64-bit two's complement words, so every safe integer counts in full.
 */
export const deriveSeed = (...parts: readonly number[]): number =>
  parts.reduce<number>((hash, part) => {
    const low = part >>> 0;
    const high = Math.floor(part / UINT32_RANGE) >>> 0;
    return fmix32(Math.imul(fmix32(Math.imul(hash ^ low, 0x9e3779b1)) ^ high, 0x9e3779b1));
  }, 0x2545f491);
