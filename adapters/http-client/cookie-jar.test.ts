import { describe, expect, it } from 'vitest';
import { MemoryCookieJar } from './cookie-jar';

const SITE = 'http://127.0.0.1:3000';

/** A jar on a clock the test moves by hand. */
const jarAt = (startMs = Date.parse('2025-03-01T10:00:00Z')) => {
  let nowMs = startMs;
  const jar = new MemoryCookieJar(() => nowMs);
  return {
    jar,
    advance: (ms: number) => {
      nowMs += ms;
    },
  };
};

describe('MemoryCookieJar', () => {
  it('is empty at first: no Cookie header, nothing to read', () => {
    const { jar } = jarAt();
    expect(jar.cookieHeader(`${SITE}/api/get-user`)).toBeUndefined();
    expect(jar.read('XSRF-TOKEN', `${SITE}/api/get-user`)).toBeUndefined();
  });

  it('keeps several cookies and sends them all, still encoded, in the order they were set', () => {
    const { jar } = jarAt();
    jar.setCookie(`${SITE}/kundenportal/local-login`, 'XSRF-TOKEN=a%2Fb%3D%3D; Path=/');
    jar.setCookie(`${SITE}/kundenportal/local-login`, 'session=s1; Path=/; HttpOnly; SameSite=Lax');
    expect(jar.cookieHeader(`${SITE}/order-api/get-shopping-cart`)).toBe('XSRF-TOKEN=a%2Fb%3D%3D; session=s1');
  });

  it('reads a value as it was set, still URL-encoded, as document.cookie shows it', () => {
    const { jar } = jarAt();
    jar.setCookie(SITE, 'XSRF-TOKEN=Gr%C3%BC%C3%9Fe%20%2B%20mehr; Path=/');
    expect(jar.read('XSRF-TOKEN', `${SITE}/api/x`)).toBe('Gr%C3%BC%C3%9Fe%20%2B%20mehr');
  });

  it('takes every Set-Cookie header of a response', () => {
    const { jar } = jarAt();
    const headers = new Headers();
    headers.append('Set-Cookie', 'XSRF-TOKEN=t1; Path=/');
    headers.append('Set-Cookie', 'wishlist=w; Path=/');
    jar.receive(`${SITE}/login`, headers);
    expect(jar.cookieHeader(SITE)).toBe('XSRF-TOKEN=t1; wishlist=w');
  });

  it('replaces a cookie of the same name, domain and path, keeping its place', () => {
    const { jar } = jarAt();
    jar.setCookie(SITE, 'XSRF-TOKEN=old; Path=/');
    jar.setCookie(SITE, 'session=s; Path=/');
    jar.setCookie(SITE, 'XSRF-TOKEN=new; Path=/');
    expect(jar.cookieHeader(SITE)).toBe('XSRF-TOKEN=new; session=s');
  });

  it('deletes a cookie set again with Max-Age=0, and leaves the others', () => {
    const { jar } = jarAt();
    jar.setCookie(SITE, 'XSRF-TOKEN=t; Path=/');
    jar.setCookie(SITE, 'session=s; Path=/');
    jar.setCookie(`${SITE}/kundenportal/logout`, 'session=; Path=/; Max-Age=0');
    expect(jar.cookieHeader(SITE)).toBe('XSRF-TOKEN=t');
  });

  it('deletes a cookie set again with an Expires date in the past', () => {
    const { jar } = jarAt();
    jar.setCookie(SITE, 'session=s; Path=/');
    jar.setCookie(SITE, 'session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT');
    expect(jar.cookieHeader(SITE)).toBeUndefined();
  });

  it('stops sending a cookie once its Max-Age has run out', () => {
    const { jar, advance } = jarAt();
    jar.setCookie(SITE, 'XSRF-TOKEN=t; Path=/; Max-Age=60');
    advance(59_999);
    expect(jar.read('XSRF-TOKEN', SITE)).toBe('t');
    advance(1);
    expect(jar.read('XSRF-TOKEN', SITE)).toBeUndefined();
    expect(jar.cookieHeader(SITE)).toBeUndefined();
  });

  it('lets Max-Age win over Expires', () => {
    const { jar, advance } = jarAt(Date.parse('2025-03-01T10:00:00Z'));
    jar.setCookie(SITE, 'a=1; Path=/; Expires=Sat, 01 Mar 2025 10:00:10 GMT; Max-Age=3600');
    advance(60_000);
    expect(jar.cookieHeader(SITE)).toBe('a=1');
  });

  it('stops sending a cookie after its Expires date', () => {
    const { jar, advance } = jarAt(Date.parse('2025-03-01T10:00:00Z'));
    jar.setCookie(SITE, 'a=1; Path=/; Expires=Sat, 01 Mar 2025 10:00:10 GMT');
    advance(9_000);
    expect(jar.cookieHeader(SITE)).toBe('a=1');
    advance(1_000);
    expect(jar.cookieHeader(SITE)).toBeUndefined();
  });

  it('sends a Path=/ cookie everywhere on the site, a deeper path only below it', () => {
    const { jar } = jarAt();
    jar.setCookie(SITE, 'root=r; Path=/');
    jar.setCookie(SITE, 'portal=p; Path=/api-meinifb');
    expect(jar.cookieHeader(`${SITE}/order-api/get-shopping-cart`)).toBe('root=r');
    expect(jar.cookieHeader(`${SITE}/api-meinifb-other`)).toBe('root=r');
    expect(jar.cookieHeader(`${SITE}/api-meinifb`)).toBe('portal=p; root=r');
    expect(jar.cookieHeader(`${SITE}/api-meinifb/countries`)).toBe('portal=p; root=r');
  });

  it('defaults the path to the directory of the request, and reads the most specific cookie first', () => {
    const { jar } = jarAt();
    jar.setCookie(SITE, 'XSRF-TOKEN=root; Path=/');
    jar.setCookie(`${SITE}/wishlist/add/5`, 'XSRF-TOKEN=deep');
    expect(jar.cookieHeader(`${SITE}/wishlist/add/6`)).toBe('XSRF-TOKEN=deep; XSRF-TOKEN=root');
    expect(jar.read('XSRF-TOKEN', `${SITE}/wishlist/add/6`)).toBe('deep');
    expect(jar.cookieHeader(`${SITE}/wishlist/get`)).toBe('XSRF-TOKEN=root');
  });

  it('takes a Path attribute that is not absolute as the default path', () => {
    const { jar } = jarAt();
    jar.setCookie(`${SITE}/login`, 'a=1; Path=relative');
    expect(jar.cookieHeader(`${SITE}/anything`)).toBe('a=1');
  });

  it('sends a host-only cookie only to its own host', () => {
    const { jar } = jarAt();
    jar.setCookie('http://ifb.de/login', 'a=1; Path=/');
    expect(jar.cookieHeader('http://ifb.de/x')).toBe('a=1');
    expect(jar.cookieHeader('http://www.ifb.de/x')).toBeUndefined();
  });

  it('sends a Domain cookie to that domain and its subdomains', () => {
    const { jar } = jarAt();
    jar.setCookie('http://www.ifb.de/login', 'a=1; Domain=.IFB.de; Path=/');
    expect(jar.cookieHeader('http://ifb.de/x')).toBe('a=1');
    expect(jar.cookieHeader('http://betriebsrat.ifb.de/x')).toBe('a=1');
    expect(jar.cookieHeader('http://notifb.de/x')).toBeUndefined();
  });

  it('ignores a cookie a server sets for another domain', () => {
    const { jar } = jarAt();
    jar.setCookie('http://www.ifb.de/login', 'a=1; Domain=example.org; Path=/');
    expect(jar.cookieHeader('http://example.org/')).toBeUndefined();
    expect(jar.cookieHeader('http://www.ifb.de/')).toBeUndefined();
  });

  it('keeps a cookie with a Domain attribute host-only when the host is an IP address', () => {
    const { jar } = jarAt();
    jar.setCookie('http://10.0.0.1/login', 'own=1; Domain=10.0.0.1; Path=/');
    expect(jar.cookieHeader('http://10.0.0.1/x')).toBe('own=1');
    expect(jar.cookieHeader('http://110.0.0.1/x')).toBeUndefined();
    jar.setCookie('http://[::1]:3000/login', 'v6=1; Domain=[::1]; Path=/');
    expect(jar.cookieHeader('http://[::1]:3000/x')).toBe('v6=1');
  });

  it('ignores a cookie whose Domain is a tail of the IP address host or any other name', () => {
    const { jar } = jarAt();
    jar.setCookie('http://10.0.0.1/login', 'tail=1; Domain=0.0.1; Path=/');
    jar.setCookie('http://10.0.0.1/login', 'other=1; Domain=ifb.de; Path=/');
    expect(jar.cookieHeader('http://10.0.0.1/x')).toBeUndefined();
    expect(jar.cookieHeader('http://1.0.0.1/x')).toBeUndefined();
    expect(jar.cookieHeader('http://ifb.de/x')).toBeUndefined();
  });

  it('ignores a cookie whose Domain has no inner dot, like Domain=com, unless it names the host itself', () => {
    const { jar } = jarAt();
    jar.setCookie('http://www.ifb.com/login', 'tld=1; Domain=com; Path=/');
    jar.setCookie('http://www.ifb.com/login', 'dotted=1; Domain=.com.; Path=/');
    expect(jar.cookieHeader('http://www.ifb.com/x')).toBeUndefined();
    expect(jar.cookieHeader('http://other.com/x')).toBeUndefined();
    jar.setCookie('http://localhost:3000/login', 'local=1; Domain=localhost; Path=/');
    expect(jar.cookieHeader('http://localhost:3000/x')).toBe('local=1');
    expect(jar.cookieHeader('http://sub.localhost:3000/x')).toBeUndefined();
  });

  it('keeps Secure cookies to HTTPS and the loopback host', () => {
    const { jar } = jarAt();
    jar.setCookie('http://ifb.de/', 'plain=1; Secure; Path=/');
    jar.setCookie('https://ifb.de/', 'secure=1; Secure; Path=/');
    jar.setCookie('http://localhost:3000/', 'local=1; Secure; Path=/');
    expect(jar.cookieHeader('https://ifb.de/')).toBe('secure=1');
    expect(jar.cookieHeader('http://ifb.de/')).toBeUndefined();
    expect(jar.cookieHeader('http://localhost:3000/')).toBe('local=1');
  });

  it('sends an HttpOnly cookie but, like document.cookie, does not let it be read', () => {
    const { jar } = jarAt();
    jar.setCookie(SITE, 'XSRF-TOKEN=hidden; Path=/; HttpOnly');
    expect(jar.cookieHeader(SITE)).toBe('XSRF-TOKEN=hidden');
    expect(jar.read('XSRF-TOKEN', SITE)).toBeUndefined();
  });

  it('ignores lines a browser would ignore', () => {
    const { jar } = jarAt();
    jar.setCookie(SITE, 'no-equals-sign; Path=/');
    jar.setCookie(SITE, '=value-without-name; Path=/');
    expect(jar.cookieHeader(SITE)).toBeUndefined();
  });

  it('uses the real clock when none is given', () => {
    const jar = new MemoryCookieJar();
    jar.setCookie(SITE, 'a=1; Max-Age=3600');
    jar.setCookie(SITE, 'b=2; Max-Age=-1');
    expect(jar.cookieHeader(SITE)).toBe('a=1');
  });
});
