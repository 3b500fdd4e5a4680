import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailArb } from '../validation/validation.arbitraries';
import { routeAfterEmailAvailability } from './email-availability-route';
import { falsyAnswerArb, hostileRedirectArb, sitePathArb, truthyAnswerArb } from './login.arbitraries';
import { isSafeRedirect } from './safe-redirect';

const SITE = 'https://example.org';
const BASE = '/kundenportal/login';
/** '.' and '..' are the texts no path segment can carry; '...' is an ordinary segment. */
const DOT_SEGMENTS: readonly string[] = ['.', '..'];
const anyEmailArb = fc.oneof(
  emailArb,
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
  // Arbitrary text finds '.' only by luck, so the dot segments are drawn on purpose too.
  fc.constantFrom('.', '..', '...'),
);
const redirectArb = fc.option(fc.oneof(sitePathArb, hostileRedirectArb), { nil: undefined });

const loginRoute = (email: string, redirectRoute: string | undefined): string =>
  routeAfterEmailAvailability({ available: false, email, redirectRoute }).navigateTo;

/** The path below the login base: nothing, one segment, or something else. */
const shapeBelowBase = (pathname: string): 'bare base' | 'one segment' | 'other' => {
  if (pathname === BASE) return 'bare base';
  return /^\/[^/]+$/.test(pathname.slice(BASE.length)) && pathname.startsWith(BASE) ? 'one segment' : 'other';
};

describe('e-mail availability routing (properties)', () => {
  it('a truthy answer always leads to registration, stores the e-mail unchanged and carries it and only a safe redirect', () => {
    fc.assert(
      fc.property(truthyAnswerArb, anyEmailArb, redirectArb, (available, email, redirectRoute) => {
        const route = routeAfterEmailAvailability({ available, email, redirectRoute });
        expect(route).toMatchObject({ _tag: 'Register', storeUnusedRegistrationEmail: email });
        const url = new URL(route.navigateTo, SITE);
        expect(url.origin).toBe(SITE);
        expect(url.pathname).toBe('/registrierung');
        expect(url.searchParams.get('email')).toBe(email);
        const redirect = url.searchParams.get('redirect');
        expect(redirect === null || isSafeRedirect(redirect)).toBe(true);
        if (redirectRoute !== undefined && redirectRoute !== '' && isSafeRedirect(redirectRoute)) expect(redirect).toBe(redirectRoute);
      }),
    );
  });

  it('a falsy answer leads to exactly one path segment below the login base, for every text but . and ..', () => {
    fc.assert(
      fc.property(falsyAnswerArb, anyEmailArb, redirectArb, (available, email, redirectRoute) => {
        const { navigateTo } = routeAfterEmailAvailability({ available, email, redirectRoute });
        const url = new URL(navigateTo, SITE);
        expect(url.origin).toBe(SITE);
        expect(url.hash).toBe('');
        expect(shapeBelowBase(url.pathname)).toBe(DOT_SEGMENTS.includes(email) ? 'bare base' : 'one segment');
      }),
    );
  });

  it('the segment below the login base decodes back to the e-mail; . and .. leave it out', () => {
    fc.assert(
      fc.property(anyEmailArb, redirectArb, (email, redirectRoute) => {
        const { pathname } = new URL(loginRoute(email, redirectRoute), SITE);
        const readBack = pathname === BASE ? undefined : decodeURIComponent(pathname.slice(BASE.length + 1));
        expect(readBack).toBe(DOT_SEGMENTS.includes(email) ? undefined : email);
      }),
    );
  });

  it('the login route never contains a raw @, and nothing but the redirect is in its query', () => {
    fc.assert(
      fc.property(anyEmailArb, redirectArb, (email, redirectRoute) => {
        const route = loginRoute(email, redirectRoute);
        expect(route).not.toContain('@');
        const keys = [...new URL(route, SITE).searchParams.keys()];
        expect(keys.every((key) => key === 'redirect')).toBe(true);
        expect(keys.length).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('the redirect query reads back as the given route exactly when that route is safe', () => {
    fc.assert(
      fc.property(emailArb, redirectArb, (email, redirectRoute) => {
        const redirect = new URL(loginRoute(email, redirectRoute), SITE).searchParams.get('redirect');
        const expected = redirectRoute !== undefined && isSafeRedirect(redirectRoute) ? redirectRoute : null;
        expect(redirect).toBe(expected);
      }),
    );
  });
});
