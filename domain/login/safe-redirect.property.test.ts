import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileRedirectArb, sitePathArb } from './login.arbitraries';
import { isSafeRedirect } from './safe-redirect';

const SITE = 'https://example.org';

describe('safe redirect (properties)', () => {
  it('never accepts a string that URL-parses to another origin relative to https://example.org', () => {
    fc.assert(
      fc.property(fc.oneof(hostileRedirectArb, sitePathArb.map((path) => `/${path}`)), (candidate) => {
        if (isSafeRedirect(candidate)) expect(new URL(candidate, SITE).origin).toBe(SITE);
      }),
      { numRuns: 1000 },
    );
  });

  it('accepts every same-site path from the root, and it stays on the site', () => {
    fc.assert(
      fc.property(sitePathArb, (path) => {
        expect(isSafeRedirect(path)).toBe(true);
        expect(new URL(path, SITE).origin).toBe(SITE);
      }),
    );
  });

  it('never accepts anything that does not start with a slash', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }).filter((s) => !s.startsWith('/')), (candidate) => {
        expect(isSafeRedirect(candidate)).toBe(false);
      }),
    );
  });
});
