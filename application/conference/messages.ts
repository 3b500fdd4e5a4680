/** German texts of the conference API, in the style of the spec's messages. */
export const CONFERENCE_MESSAGES = {
  conferenceExpected: 'Bitte geben Sie eine gültige Fachtagung an.',
  conferenceUnknown: 'Diese Fachtagung gibt es nicht.',
  conferenceStarted: 'Diese Fachtagung hat bereits begonnen; eine Buchung ist nicht mehr möglich.',
  bookingUnknown: 'Diese Buchung kennen wir nicht.',
  participantsMissing: 'Bitte tragen Sie mindestens einen Teilnehmer ein.',
  registered: 'Vielen Dank für Ihre Anmeldung. Wir melden uns mit allen Einzelheiten zur Fachtagung bei Ihnen.',
  booked: 'Ihre Buchung der Fachtagung ist verbindlich eingegangen. Die Bestätigung erhalten Sie per E-Mail.',
  waitlisted: 'Die Fachtagung ist ausgebucht. Wir haben Ihre Buchung auf die Warteliste gesetzt und melden uns, sobald Plätze frei werden.',
  partlyWaitlisted:
    'Nicht für alle Teilnehmer war ein Platz frei: Wer keinen Platz bekommen hat, steht auf der Warteliste. Wir melden uns, sobald ein Platz frei wird.',
} as const;
