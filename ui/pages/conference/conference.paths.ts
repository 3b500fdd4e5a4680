import { MAX_CONFERENCE_PARTICIPANTS } from '../../../domain/conference/conference-forms';

/** The Fachtagung pages (spec §2: /fachtagung/{x}, /fachtagung/{x}/buchung, /fachtagung/anmeldung). */
export const SIGNUP_PAGE_PATH = '/fachtagung/anmeldung';
/** Where a sign-up is confirmed: the PRG target of the sign-up form. */
export const SIGNUP_THANKS_PATH = '/fachtagung/anmeldung/bestaetigung';
/** ?fachtagung={x} preselects the conference of the sign-up form. */
export const SIGNUP_CONFERENCE_PARAM = 'fachtagung';
/** ?teilnehmer=n: how many participant rows the booking form shows (a link adds one without JavaScript). */
export const PARTICIPANTS_PARAM = 'teilnehmer';
/** ?buchung=<order number> on the confirmation page. */
export const BOOKING_PARAM = 'buchung';

export const conferencePath = (url: string): string => `/fachtagung/${encodeURIComponent(url)}`;
export const bookingPagePath = (url: string, participants?: number): string =>
  `${conferencePath(url)}/buchung${participants === undefined || participants <= 1 ? '' : `?${PARTICIPANTS_PARAM}=${String(participants)}`}`;
export const bookingConfirmationPath = (url: string, orderNumber: string): string =>
  `${conferencePath(url)}/buchung/bestaetigung?${BOOKING_PARAM}=${encodeURIComponent(orderNumber)}`;
export const signupPath = (url?: string): string =>
  url === undefined ? SIGNUP_PAGE_PATH : `${SIGNUP_PAGE_PATH}?${SIGNUP_CONFERENCE_PARAM}=${encodeURIComponent(url)}`;

/** A row count from the query: 1 when missing or not a number, never more than a booking may name. */
export const participantRows = (text: string | null | undefined): number => {
  const count = Number(text);
  return Number.isInteger(count) ? Math.min(Math.max(count, 1), MAX_CONFERENCE_PARTICIPANTS) : 1;
};
