import { describe, expect, it } from 'vitest';
import { isSafeRedirect, MAX_REDIRECT_LENGTH } from './safe-redirect';

describe('safe redirect', () => {
  it.each(['/', '/meinifb/merkliste', '/seminare/p/4711?tab=termine#anmeldung', '/suche?q=//x', '/a//b'])(
    'accepts the same-site path %s',
    (path) => {
      expect(isSafeRedirect(path)).toBe(true);
    },
  );

  it.each([
    '',
    'meinifb',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/x\u007f',
    'https://evil.example/meinifb',
    'javascript:alert(1)',
    ' /meinifb',
  ])('refuses %j', (path) => {
    expect(isSafeRedirect(path)).toBe(false);
  });
});

describe('an overlong redirect target', () => {
  it('is not followed (it would travel in a Location header and a link)', () => {
    expect(isSafeRedirect(`/seminare?q=${'a'.repeat(MAX_REDIRECT_LENGTH - 12)}`)).toBe(true);
    expect(isSafeRedirect(`/seminare?q=${'a'.repeat(MAX_REDIRECT_LENGTH)}`)).toBe(false);
  });
});
