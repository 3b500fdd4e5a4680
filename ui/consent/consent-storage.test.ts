import { describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY, readConsent, trackingConsentOf, writeConsent, type ConsentStorage } from './consent-storage';

const memory = (): ConsentStorage & { readonly data: Map<string, string> } => {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => data.set(key, value) };
};

describe('remembered cookie consent', () => {
  it('reads back what was written', () => {
    const storage = memory();
    writeConsent(storage, { marketing: true, externalMedia: true, decidedAt: '2026-11-22T10:00:00Z' });
    expect(readConsent(storage)).toEqual({ marketing: true, externalMedia: true, decidedAt: '2026-11-22T10:00:00Z' });
    expect(trackingConsentOf(readConsent(storage))).toBe('marketing-granted');
  });

  it('treats no decision and unreadable storage as necessary only', () => {
    const storage = memory();
    expect(readConsent(storage)).toBeNull();
    expect(trackingConsentOf(null)).toBe('necessary-only');
    storage.data.set(CONSENT_STORAGE_KEY, '{"marketing":"ja"}');
    expect(readConsent(storage)).toBeNull();
    storage.data.set(CONSENT_STORAGE_KEY, 'kein json');
    expect(readConsent(storage)).toBeNull();
  });

  it('a choice stored before "Externe Medien" existed reads as no to external media', () => {
    const storage = memory();
    storage.data.set(CONSENT_STORAGE_KEY, '{"marketing":true,"decidedAt":"2026-11-22T10:00:00Z"}');
    expect(readConsent(storage)).toEqual({ marketing: true, externalMedia: false, decidedAt: '2026-11-22T10:00:00Z' });
    storage.data.set(CONSENT_STORAGE_KEY, '{"marketing":true,"externalMedia":"ja","decidedAt":"2026-11-22T10:00:00Z"}');
    expect(readConsent(storage)).toBeNull();
  });

  it('a necessary-only choice keeps tracking off', () => {
    const storage = memory();
    writeConsent(storage, { marketing: false, externalMedia: false, decidedAt: '2026-11-22T10:00:00Z' });
    expect(trackingConsentOf(readConsent(storage))).toBe('necessary-only');
  });
});
