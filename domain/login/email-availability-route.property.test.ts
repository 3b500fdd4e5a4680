import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailArb } from '../validation/validation.arbitraries';
import { routeAfterEmailAvailability } from './email-availability-route';
import { falsyAnswerArb, hostileRedirectArb, sitePathArb, truthyAnswerArb } from './login.arbitraries';
import { isSafeRedirect } from './safe-redirect';

const SITE = 'https://example.org';
const BASE = '/kundenportal/login';
const anyEmailArb = fc.oneof(emailArb, fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }));
const redirectArb = fc.option(fc.oneof(sitePathArb, hostileRedirectArb), { nil: undefined });

const loginRoute = (email: string, redirectRoute: string | undefined): string =>
  routeAfterEmailAvailability({ available: false, email, redirectRoute }).navigateTo;

describe('e-mail availability routing (properties)', () => {
  it('a truthy answer always leads to registration and stores the e-mail unchanged', () => {
    fc.assert(
      fc.property(truthyAnswerArb, anyEmailArb, redirectArb, (available, email, redirectRoute) => {
        expect(routeAfterEmailAvailability({ available, email, redirectRoute })).toEqual({
          _tag: 'Register',
          storeUnusedRegistrationEmail: email,
          navigateTo: '/registrierung',
        });
      }),
    );
  });

  it('a falsy answer always leads to exactly one path segment below the login base', () => {
    fc.assert(
      fc.property(falsyAnswerArb, anyEmailArb, redirectArb, (available, email, redirectRoute) => {
        const { navigateTo } = routeAfterEmailAvailability({ available, email, redirectRoute });
        const url = new URL(navigateTo, SITE);
        expect(url.origin).toBe(SITE);
        expect(url.hash).toBe('');
        expect(url.pathname.startsWith(`${BASE}/`)).toBe(true);
        expect(url.pathname.slice(BASE.length + 1)).not.toContain('/');
      }),
    );
  });

  it('the encoded e-mail decodes back to the e-mail', () => {
    fc.assert(
      fc.property(anyEmailArb, redirectArb, (email, redirectRoute) => {
        const segment = new URL(loginRoute(email, redirectRoute), SITE).pathname.slice(BASE.length + 1);
        expect(decodeURIComponent(segment)).toBe(email);
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
