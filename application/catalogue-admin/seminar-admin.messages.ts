/** German texts of the back office's seminar pages and their API. */
export const SEMINAR_ADMIN_MESSAGES = {
  seminarNotFound: 'Dieses Seminar gibt es nicht.',
  noComingDates: 'Das Seminar hat keine kommenden Termine: Legen Sie zuerst einen Termin an, der Preis gilt je Termin.',
  pricesRefused: 'Die Preise wurden nicht geändert.',
} as const;
