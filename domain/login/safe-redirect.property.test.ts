import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileRedirectArb, sitePathArb } from './login.arbitraries';
import { isSafeRedirect } from './safe-redirect';

const SITE = 'https://example.org';

describe('safe redirect (properties)', () => {
  it('never accepts a string that URL-parses to another origin relative to https://example.org', () => {
    // Real same-site paths and hostile text behind a leading '/' are accepted often, so the
    // check below runs on accepted candidates, not only on refused ones.
    const candidateArb = fc.oneof(sitePathArb, hostileRedirectArb, hostileRedirectArb.map((text) => `/${text}`));
    fc.assert(
      fc.property(candidateArb, (candidate) => {
        const accepted = isSafeRedirect(candidate);
        expect(accepted && new URL(candidate, SITE).origin !== SITE).toBe(false);
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
