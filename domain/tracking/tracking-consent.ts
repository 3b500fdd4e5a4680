/** What the visitor allowed in the consent banner: only the necessary cookies, or marketing too. */
export type TrackingConsent = 'necessary-only' | 'marketing-granted';

export const isTrackingAllowed = (consent: TrackingConsent): boolean => consent === 'marketing-granted';

/** The payloads that may be pushed: all of them with marketing consent, none without (spec §4). */
export const trackingToPush = <T>(consent: TrackingConsent, payloads: readonly T[]): readonly T[] =>
  isTrackingAllowed(consent) ? payloads : [];
