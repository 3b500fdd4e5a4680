import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MemoryCookieJar } from './cookie-jar';
import { decodeCookieValue } from './xsrf-header';

const SITE = 'http://127.0.0.1:3000';

const cookieName = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_-]{0,15}$/);
// Any text without lone surrogates (encodeURIComponent cannot encode those).
const cookieText = fc.string({ unit: 'binary' });

describe('MemoryCookieJar properties', () => {
  it('round-trips any encodeURIComponent-ed cookie value: read and decoded gives back the original text', () => {
    fc.assert(
      fc.property(cookieText, (text) => {
        const jar = new MemoryCookieJar();
        jar.setCookie(`${SITE}/login`, `XSRF-TOKEN=${encodeURIComponent(text)}; Path=/`);
        expect(jar.read('XSRF-TOKEN', `${SITE}/api/anything`)).toBe(encodeURIComponent(text));
        expect(decodeCookieValue(jar.read('XSRF-TOKEN', `${SITE}/api/anything`) ?? '')).toBe(text);
        expect(jar.cookieHeader(SITE)).toBe(`XSRF-TOKEN=${encodeURIComponent(text)}`);
      }),
    );
  });

  it('sends every distinct cookie exactly once, with the value set last', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(cookieName, cookieText), { minLength: 1, maxLength: 12 }), (cookies) => {
        const jar = new MemoryCookieJar();
        for (const [name, text] of cookies) jar.setCookie(SITE, `${name}=${encodeURIComponent(text)}; Path=/`);
        const expected = new Map(cookies.map(([name, text]) => [name, encodeURIComponent(text)]));
        const sent = (jar.cookieHeader(SITE) ?? '').split('; ').map((pair) => pair.split('='));
        expect(sent.map(([name]) => name)).toEqual([...expected.keys()]);
        expect(new Map(sent.map(([name = '', value = '']) => [name, value]))).toEqual(expected);
      }),
    );
  });

  it('never sends a cookie again after it was set with Max-Age=0', () => {
    fc.assert(
      fc.property(fc.uniqueArray(cookieName, { minLength: 1, maxLength: 8 }), fc.nat(), (names, pick) => {
        const jar = new MemoryCookieJar();
        for (const name of names) jar.setCookie(SITE, `${name}=x; Path=/`);
        const deleted = names[pick % names.length] ?? '';
        jar.setCookie(SITE, `${deleted}=; Path=/; Max-Age=0`);
        const sent = (jar.cookieHeader(SITE) ?? '').split('; ').filter((pair) => pair !== '');
        expect(sent).toEqual(names.filter((name) => name !== deleted).map((name) => `${name}=x`));
      }),
    );
  });
});
