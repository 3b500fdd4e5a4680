import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN } from './content-query.codecs';
import { slugOf } from './content-slug';
import { sortTitleOf } from './sort-title';

describe('slugs and sort titles', () => {
  it('slugOf always yields a valid slug or nothing, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const slug = slugOf(text);
        expect(slug === '' || SLUG_PATTERN.test(slug)).toBe(true);
        expect(slugOf(slug)).toBe(slug);
      }),
    );
  });

  it('sortTitleOf ignores letter case and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (title) => {
        expect(sortTitleOf(title.toLocaleUpperCase('de-DE'))).toBe(sortTitleOf(sortTitleOf(title.toLocaleUpperCase('de-DE'))));
        expect(sortTitleOf(title)).toBe(sortTitleOf(title).toLocaleLowerCase('de-DE'));
      }),
    );
  });
});
