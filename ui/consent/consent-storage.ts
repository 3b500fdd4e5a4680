import type { TrackingConsent } from '../../domain/tracking/tracking-consent';

/**
 * The name the visitor's choice is remembered under: a cookie on the domain both sites share
 * (consent-cookie.ts), formerly this host's local storage. The server never reads it.
 */
export const CONSENT_STORAGE_KEY = 'ifb_cookie_consent';

export interface StoredConsent {
  readonly marketing: boolean;
  /**
   * "Externe Medien": videos embedded from YouTube (youtube-nocookie.com). A choice stored before
   * this category existed lacks it and reads as no: nothing external loads without a yes.
   */
  readonly externalMedia: boolean;
  readonly decidedAt: string;
}

/** A choice of every category, as the banner and the settings make it. */
export type ConsentChoice = Omit<StoredConsent, 'decidedAt'>;

/**
 * Whether what storage held is a remembered choice. A guard, not an io-ts codec: this module runs
 * on every page at start, and io-ts alone would add 7 KB gzip to that for two fields.
 */
const isStoredConsent = (value: unknown): value is Omit<StoredConsent, 'externalMedia'> & { readonly externalMedia?: boolean } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Record<string, unknown>).marketing === 'boolean' &&
  typeof (value as Record<string, unknown>).decidedAt === 'string' &&
  ['boolean', 'undefined'].includes(typeof (value as Record<string, unknown>).externalMedia);

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
    const stored: unknown = JSON.parse(text);
    return isStoredConsent(stored) ? { marketing: stored.marketing, externalMedia: stored.externalMedia ?? false, decidedAt: stored.decidedAt } : null;
  } catch {
    return null;
  }
};

export const writeConsent = (storage: ConsentStorage | null, consent: StoredConsent): void => {
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ marketing: consent.marketing, externalMedia: consent.externalMedia, decidedAt: consent.decidedAt }));
  } catch {
    // Storage forbidden: the choice holds for this page only and the banner asks again next time.
  }
};

/** No decision means no marketing: tracking waits for an explicit yes (spec §4). */
export const trackingConsentOf = (consent: StoredConsent | null): TrackingConsent =>
  consent?.marketing === true ? 'marketing-granted' : 'necessary-only';
