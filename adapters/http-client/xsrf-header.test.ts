import { describe, expect, it } from 'vitest';
import { decodeCookieValue, isValidHeaderValue, xsrfHeaderValue } from './xsrf-header';

describe('decodeCookieValue', () => {
  it('URL-decodes a cookie value, as axios does with document.cookie', () => {
    expect(decodeCookieValue('eyJ%2Fab%3D%3D')).toBe('eyJ/ab==');
    expect(decodeCookieValue('Gr%C3%BC%C3%9Fe%20%2B%20mehr')).toBe('Grüße + mehr');
  });

  it('takes a value that is not valid percent-encoding as it stands', () => {
    expect(decodeCookieValue('100%')).toBe('100%');
  });
});

describe('isValidHeaderValue', () => {
  it('accepts printable ASCII and Latin-1, with spaces and tabs inside, and the empty value', () => {
    expect(isValidHeaderValue('tok/en+=ä 1')).toBe(true);
    expect(isValidHeaderValue('a\tb')).toBe(true);
    expect(isValidHeaderValue('ÿ')).toBe(true);
    expect(isValidHeaderValue('')).toBe(true);
  });

  it('refuses characters above U+00FF, CR, LF, other controls, and whitespace at either end', () => {
    for (const text of ['tōken', 'tok€n', '😀', 'a\r\nX-Evil: 1', 'a\nb', 'a\u0000b', 'a\u007fb', ' tok', 'tok ', '\ttok']) {
      expect(isValidHeaderValue(text)).toBe(false);
    }
  });
});

describe('xsrfHeaderValue', () => {
  it('sends the URL-decoded token when it is a valid header value', () => {
    expect(xsrfHeaderValue('eyJ%2Fab%3D%3D')).toBe('eyJ/ab==');
    expect(xsrfHeaderValue(encodeURIComponent('tok/en+=ä 1'))).toBe('tok/en+=ä 1');
  });

  it('sends the raw, still encoded cookie when the decoded token would make fetch throw', () => {
    expect(xsrfHeaderValue(encodeURIComponent('tōken€'))).toBe('t%C5%8Dken%E2%82%AC');
    expect(xsrfHeaderValue('a%0D%0AX-Evil%3A%201')).toBe('a%0D%0AX-Evil%3A%201');
    expect(xsrfHeaderValue('%20tok')).toBe('%20tok');
  });

  it('sends no token when neither the decoded nor the raw value can be a header value', () => {
    expect(xsrfHeaderValue('tōken')).toBeUndefined();
  });
});
