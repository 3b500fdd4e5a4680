import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import type { TrackingConsent } from '../../domain/tracking/tracking-consent';

/** Where the visitor's choice is remembered (local storage: it never travels to the server). */
export const CONSENT_STORAGE_KEY = 'ifb_cookie_consent';

const StoredConsent = t.type({ marketing: t.boolean, decidedAt: t.string });
export type StoredConsent = t.TypeOf<typeof StoredConsent>;

/** The part of Storage the consent needs. */
export interface ConsentStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The remembered choice, or null when the visitor has not decided (or storage holds garbage). */
export const readConsent = (storage: ConsentStorage | null): StoredConsent | null => {
  try {
    const text = storage?.getItem(CONSENT_STORAGE_KEY) ?? null;
    if (text === null) return null;
    const decoded = StoredConsent.decode(JSON.parse(text));
    return E.isRight(decoded) ? decoded.right : null;
  } catch {
    return null;
  }
};

export const writeConsent = (storage: ConsentStorage | null, consent: StoredConsent): void => {
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(StoredConsent.encode(consent)));
  } catch {
    // Storage forbidden: the choice holds for this page only and the banner asks again next time.
  }
};

/** No decision means no marketing: tracking waits for an explicit yes (spec §4). */
export const trackingConsentOf = (consent: StoredConsent | null): TrackingConsent =>
  consent?.marketing === true ? 'marketing-granted' : 'necessary-only';
