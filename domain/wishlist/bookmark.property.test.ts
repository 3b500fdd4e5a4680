import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeRedirect } from '../login/safe-redirect';
import { bookmarkUrlRule } from './bookmark';
import { sitePathArb } from './wishlist.arbitraries';

describe('bookmarkUrlRule (properties)', () => {
  it('an accepted bookmark is always a safe same-site redirect once trimmed', () => {
    fc.assert(
      fc.property(fc.oneof(sitePathArb, fc.string({ maxLength: 40 })), (url) => {
        if (bookmarkUrlRule(url) === undefined) expect(isSafeRedirect(url.trim())).toBe(true);
      }),
    );
  });

  it('every same-site path up to the length limit is accepted', () => {
    fc.assert(
      fc.property(sitePathArb, (url) => {
        expect(bookmarkUrlRule(url)).toBeUndefined();
      }),
    );
  });
});
