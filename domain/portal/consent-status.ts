import { formatDate } from '../calendar/calendar';
import type { Consent } from './marketing-consent';

/**
 * What the settings page says about one consent: the date is the proof the customer sees
 * (UWG § 7 asks the provider to be able to show when consent was given or withdrawn).
 */
export const consentStatus = (consent: Consent): string => {
  if (consent.changedAt === null) return 'nicht erteilt';
  return consent.granted ? `erteilt am ${formatDate(consent.changedAt)}` : `widerrufen am ${formatDate(consent.changedAt)}`;
};
