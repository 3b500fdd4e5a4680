import { describe, expect, it } from 'vitest';
import { consentCookieStorage } from './consent-cookie';
import { CONSENT_STORAGE_KEY, readConsent, writeConsent, type ConsentStorage } from './consent-storage';

/** What the page's scripts see of document.cookie: every write is recorded, reads give the pairs set. */
const cookieJar = (initial = '') => {
  const written: string[] = [];
  const pairs = new Map(initial === '' ? [] : initial.split('; ').map((pair) => [pair.split('=')[0] ?? '', pair] as const));
  return {
    written,
    document: {
      get cookie() {
        return [...pairs.values()].join('; ');
      },
      set cookie(line: string) {
        written.push(line);
        const pair = line.split('; ')[0] ?? '';
        pairs.set(pair.split('=')[0] ?? '', pair);
      },
    },
  };
};

const memory = (entries: Record<string, string> = {}): ConsentStorage => ({
  getItem: (key) => entries[key] ?? null,
  setItem: (key, value) => {
    entries[key] = value;
  },
});

const DECISION = { marketing: true, externalMedia: false, decidedAt: '2026-11-29T05:00:00Z' };

describe('the cookie decision kept in a cookie', () => {
  it('is set on the parent domain both sites share, for a year, and read back there', () => {
    const jar = cookieJar();
    const storage = consentCookieStorage(jar.document, { domain: 'example.de', secure: true }, null);
    writeConsent(storage, DECISION);
    expect(jar.written).toHaveLength(1);
    expect(jar.written[0]).toMatch(new RegExp(`^${CONSENT_STORAGE_KEY}=[^;]+; Path=/; Max-Age=31536000; SameSite=Lax; Domain=example\\.de; Secure$`));
    // The sister site's page: the same cookie, a store of its own.
    const sister = consentCookieStorage({ cookie: jar.document.cookie }, { domain: 'example.de', secure: true }, memory());
    expect(readConsent(sister)).toEqual(DECISION);
  });

  it('stays on this host when no parent domain is configured (localhost)', () => {
    const jar = cookieJar('other=1');
    writeConsent(consentCookieStorage(jar.document, { domain: '', secure: false }, null), DECISION);
    expect(jar.written[0]).not.toContain('Domain=');
    expect(jar.written[0]).not.toContain('Secure');
    expect(readConsent(consentCookieStorage(jar.document, { domain: '', secure: false }, null))).toEqual(DECISION);
  });

  it('still knows a decision an earlier visit kept in local storage, and prefers the cookie when both are there', () => {
    const earlier = memory({ [CONSENT_STORAGE_KEY]: JSON.stringify({ ...DECISION, marketing: false }) });
    expect(readConsent(consentCookieStorage(cookieJar().document, { domain: '', secure: false }, earlier))).toEqual({ ...DECISION, marketing: false });
    const jar = cookieJar();
    writeConsent(consentCookieStorage(jar.document, { domain: '', secure: false }, null), DECISION);
    expect(readConsent(consentCookieStorage(jar.document, { domain: '', secure: false }, earlier))).toEqual(DECISION);
  });

  it('reads no decision from a cookie that is no decision', () => {
    expect(readConsent(consentCookieStorage(cookieJar(`${CONSENT_STORAGE_KEY}=%E0%A4%A`).document, { domain: '', secure: false }, null))).toBeNull();
    expect(readConsent(consentCookieStorage(cookieJar(`${CONSENT_STORAGE_KEY}=kaputt`).document, { domain: '', secure: false }, null))).toBeNull();
  });
});
