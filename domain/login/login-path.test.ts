import { describe, expect, it } from 'vitest';
import { loginPathWithRedirect } from './login-path';
import { MAX_REDIRECT_LENGTH } from './safe-redirect';

describe('the login with the way back', () => {
  it('brings the visitor back to the same-site path they came from, query and all', () => {
    expect(loginPathWithRedirect('/meinifb/teilnahme/12/entsendungsbeschluss.pdf')).toBe(
      '/kundenportal/login?redirect=%2Fmeinifb%2Fteilnahme%2F12%2Fentsendungsbeschluss.pdf',
    );
    expect(loginPathWithRedirect('/manage/audit-log?aktion=cache.clear&seite=2')).toBe('/kundenportal/login?redirect=%2Fmanage%2Faudit-log%3Faktion%3Dcache.clear%26seite%3D2');
  });

  it.each(['//evil.example', 'https://evil.example/', '/\\evil.example', `/${'a'.repeat(MAX_REDIRECT_LENGTH)}`])('drops an unsafe or overlong target %s: the plain login', (target) => {
    expect(loginPathWithRedirect(target)).toBe('/kundenportal/login');
  });
});
