import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { generateDemoContent } from './generate-content';

const optionsArb = fc.record({
  now: fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2032, 0, 1) }).map((ms) => Temporal.Instant.fromEpochMilliseconds(ms)),
  seed: fc.integer(),
  scale: fc.integer({ min: 1, max: 3 }),
});

describe('generateDemoContent', () => {
  it('never dates content after now, and is the same for the same options', () => {
    fc.assert(
      fc.property(optionsArb, (options) => {
        const content = generateDemoContent(options);
        for (const item of content.items) {
          if (item.publishedAt) expect(Temporal.Instant.compare(Temporal.Instant.from(item.publishedAt), options.now)).toBeLessThanOrEqual(0);
        }
        expect(generateDemoContent(options)).toEqual(content);
      }),
      { numRuns: 15 },
    );
  });

  it('gives every item a unique id and a unique (kind, section, slug), at every scale', () => {
    fc.assert(
      fc.property(optionsArb, (options) => {
        const { items } = generateDemoContent(options);
        expect(new Set(items.map((item) => item.contentId)).size).toBe(items.length);
        expect(new Set(items.map((item) => `${item.kind}/${item.section ?? ''}/${item.slug}`)).size).toBe(items.length);
      }),
      { numRuns: 15 },
    );
  });
});
