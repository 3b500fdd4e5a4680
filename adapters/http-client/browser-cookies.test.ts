import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserCookies } from './browser-cookies';

const PAGE = 'https://www.ifb.de/seminare/betriebsverfassungsrecht';

const pageWithCookies = (cookieString: string) =>
  createBrowserCookies({ cookieString: () => cookieString, pageUrl: () => PAGE });

describe('createBrowserCookies', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads the XSRF token as stored, still URL-encoded, from among several cookies', () => {
    const cookies = pageWithCookies('_ga=GA1.2; XSRF-TOKEN=eyJ%2Fab%3D%3D;session=x');
    expect(cookies.read('XSRF-TOKEN', '/api/get-user')).toBe('eyJ%2Fab%3D%3D');
  });

  it('finds nothing when the cookie is not there', () => {
    expect(pageWithCookies('_ga=GA1.2; X-XSRF-TOKEN=wrong').read('XSRF-TOKEN', '/api/get-user')).toBeUndefined();
    expect(pageWithCookies('').read('XSRF-TOKEN', '/api/get-user')).toBeUndefined();
  });

  it('gives the token to absolute URLs of the page origin only, never to another site', () => {
    const cookies = pageWithCookies('XSRF-TOKEN=t');
    expect(cookies.read('XSRF-TOKEN', 'https://www.ifb.de/order-api/get-shopping-cart')).toBe('t');
    expect(cookies.read('XSRF-TOKEN', 'https://tracking.example.org/collect')).toBeUndefined();
    expect(cookies.read('XSRF-TOKEN', 'http://www.ifb.de/api/get-user')).toBeUndefined();
  });

  it('leaves the Cookie header and Set-Cookie to the browser', () => {
    const cookies = pageWithCookies('XSRF-TOKEN=t');
    const headers = new Headers({ 'Set-Cookie': 'XSRF-TOKEN=other; Path=/' });
    cookies.receive('/login', headers);
    expect(cookies.cookieHeader('/api/get-user')).toBeUndefined();
    expect(cookies.read('XSRF-TOKEN', '/api/get-user')).toBe('t');
  });

  it('reads document.cookie and location by default', () => {
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=from%20document' });
    vi.stubGlobal('location', { href: PAGE });
    expect(createBrowserCookies().read('XSRF-TOKEN', '/api/get-user')).toBe('from%20document');
  });
});
