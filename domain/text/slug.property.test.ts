import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

const germanText = fc.string({ unit: fc.constantFrom(...'aäbcdeéfghijkloöpqrsßtuüvwxyzAÄOÖUÜ 0123456789-–&§.,()'.split('')) });

describe('slugify properties', () => {
  it('a slug is lowercase ASCII letters and digits joined by single hyphens', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), germanText), (text) => {
        expect(slugify(text)).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/);
      }),
    );
  });

  it('slugify is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), germanText), (text) => {
        expect(slugify(slugify(text))).toBe(slugify(text));
      }),
    );
  });
});
