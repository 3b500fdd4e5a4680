import { describe, expect, it } from 'vitest';
import { cryptoSessionTokens } from './crypto-session-tokens';
import { HmacXsrfTokens } from './hmac-xsrf-tokens';

const xsrf = new HmacXsrfTokens('x'.repeat(32));

describe('HmacXsrfTokens', () => {
  it('derives the same token for the same session and site, and checks it', () => {
    const token = xsrf.tokenFor('main', 'abc');
    expect(token).toBe(xsrf.tokenFor('main', 'abc'));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(xsrf.matches('main', 'abc', token)).toBe(true);
  });

  it('refuses the token of another session, another site, another secret, and junk', () => {
    const token = xsrf.tokenFor('main', 'abc');
    expect(xsrf.matches('main', 'abd', token)).toBe(false);
    expect(xsrf.matches('works-council', 'abc', token)).toBe(false);
    expect(new HmacXsrfTokens('y'.repeat(32)).matches('main', 'abc', token)).toBe(false);
    expect(xsrf.matches('main', 'abc', '')).toBe(false);
    expect(xsrf.matches('main', 'abc', `${token}x`)).toBe(false);
  });
});

describe('cryptoSessionTokens', () => {
  it('makes 128-bit base64url tokens that differ, and hashes them with SHA-256', () => {
    const tokens = new Set(Array.from({ length: 100 }, () => cryptoSessionTokens.generate()));
    expect(tokens.size).toBe(100);
    for (const token of tokens) {
      expect(cryptoSessionTokens.isWellFormed(token)).toBe(true);
      expect(Buffer.from(token, 'base64url')).toHaveLength(16);
    }
    expect(cryptoSessionTokens.hash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('ignores cookie values of another shape', () => {
    for (const value of ['', 'short', 'a'.repeat(23), 'a'.repeat(21) + '/', 'a'.repeat(21) + '=']) {
      expect(cryptoSessionTokens.isWellFormed(value)).toBe(false);
    }
  });
});
