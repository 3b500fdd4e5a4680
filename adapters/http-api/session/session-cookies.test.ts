import { describe, expect, it } from 'vitest';
import { isStateChanging, sessionCookieName, sessionCookieOptions, xsrfCookieOptions } from './session-cookies';

describe('session cookie naming and attributes', () => {
  it('takes the __Host- prefix and Secure over https, neither over plain http', () => {
    expect(sessionCookieName(true)).toBe('__Host-session');
    expect(sessionCookieName(false)).toBe('session');
    expect(sessionCookieOptions(true, 43_200)).toEqual({ httpOnly: true, sameSite: 'lax', secure: true, path: '/', maxAge: 43_200 });
    expect(sessionCookieOptions(false, 43_200)).toMatchObject({ secure: false });
  });

  it('lets scripts read the XSRF cookie, with otherwise the same attributes', () => {
    expect(xsrfCookieOptions(true, 43_200)).toEqual({ httpOnly: false, sameSite: 'lax', secure: true, path: '/', maxAge: 43_200 });
  });

  it('treats POST, PUT, PATCH and DELETE as state changes, in any case', () => {
    expect(['POST', 'put', 'PATCH', 'DELETE'].map(isStateChanging)).toEqual([true, true, true, true]);
    expect(['GET', 'HEAD', 'OPTIONS'].map(isStateChanging)).toEqual([false, false, false]);
  });
});
