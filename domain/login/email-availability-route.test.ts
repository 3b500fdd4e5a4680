import { describe, expect, it } from 'vitest';
import {
  EMAIL_AVAILABILITY_FAILURE_MESSAGE,
  routeAfterEmailAvailability,
  UNUSED_REGISTRATION_EMAIL_KEY,
} from './email-availability-route';

describe('routing after the e-mail availability answer', () => {
  it('sends an unused address to registration and remembers it', () => {
    expect(routeAfterEmailAvailability({ available: true, email: 'erika@example.de', redirectRoute: '/meinifb' })).toEqual({
      _tag: 'Register',
      storeUnusedRegistrationEmail: 'erika@example.de',
      navigateTo: '/registrierung?email=erika%40example.de&redirect=%2Fmeinifb',
    });
    expect(routeAfterEmailAvailability({ available: true, email: 'erika@example.de', redirectRoute: 'https://evil.example' }).navigateTo).toBe(
      '/registrierung?email=erika%40example.de',
    );
    expect(UNUSED_REGISTRATION_EMAIL_KEY).toBe('unusedRegistrationEmail');
  });

  it('sends an existing address to login with the e-mail URL-encoded as path parameter', () => {
    expect(routeAfterEmailAvailability({ available: false, email: 'erika+br@example.de' })).toEqual({
      _tag: 'Login',
      navigateTo: '/kundenportal/login/erika%2Bbr%40example.de',
    });
  });

  it("leaves out '.' and '..', which URL parsers would resolve away even as %2E, keeping the redirect", () => {
    expect(routeAfterEmailAvailability({ available: false, email: '.' }).navigateTo).toBe('/kundenportal/login');
    expect(routeAfterEmailAvailability({ available: false, email: '..', redirectRoute: '/meinifb' }).navigateTo).toBe(
      '/kundenportal/login?redirect=%2Fmeinifb',
    );
    expect(new URL('/kundenportal/login/%2E', 'https://example.org').pathname).toBe('/kundenportal/login/');
    expect(routeAfterEmailAvailability({ available: false, email: '...' }).navigateTo).toBe('/kundenportal/login/...');
  });

  it('adds the encoded redirect route when one was given', () => {
    expect(
      routeAfterEmailAvailability({ available: 0, email: 'erika@example.de', redirectRoute: '/meinifb/merkliste?x=1&y=2' })
        .navigateTo,
    ).toBe('/kundenportal/login/erika%40example.de?redirect=%2Fmeinifb%2Fmerkliste%3Fx%3D1%26y%3D2');
  });

  it('leaves out an empty or off-site redirect route', () => {
    expect(routeAfterEmailAvailability({ available: null, email: 'a@b.de', redirectRoute: '' }).navigateTo).toBe(
      '/kundenportal/login/a%40b.de',
    );
    expect(
      routeAfterEmailAvailability({ available: false, email: 'a@b.de', redirectRoute: '//evil.example' }).navigateTo,
    ).toBe('/kundenportal/login/a%40b.de');
  });

  it('uses the login route base of the works-council variant when given', () => {
    expect(
      routeAfterEmailAvailability({ available: false, email: 'a@b.de', loginRouteBase: '/br-portal/login/' }).navigateTo,
    ).toBe('/br-portal/login/a%40b.de');
  });

  it('has the spec failure message', () => {
    expect(EMAIL_AVAILABILITY_FAILURE_MESSAGE).toBe(
      'Es ist ein unerwarteter Fehler aufgetreten! Bitte wenden Sie sich an den Support.',
    );
  });
});
