import type { Temporal } from 'temporal-polyfill';
import type { ParticipantStatus } from '../../domain/cart/participant-status';
import { formatDate, formatTime } from '../../domain/calendar/calendar';

/**
 * German texts of the order, reservation and waiting-list API. The spec gives none of them;
 * they follow its style: polite "Sie", a full sentence, what to do next.
 */
export const ORDER_MESSAGES = {
  idempotencyKeyMissing:
    'Bitte senden Sie die Bestellung mit der Kopfzeile Idempotency-Key (zum Beispiel einer UUID), damit sie bei einer Wiederholung nicht doppelt ausgeführt wird.',
  idempotencyKeyInvalid: 'Der Idempotency-Key muss aus 8 bis 255 sichtbaren ASCII-Zeichen bestehen.',
  idempotencyKeyReused:
    'Dieser Idempotency-Key wurde schon für eine andere Bestellung verwendet. Bitte laden Sie die Seite neu und bestellen Sie erneut.',
  cartEmpty: 'Ihr Warenkorb ist leer.',
  recipientsMissing: 'Bitte tragen Sie für jeden Termin mindestens einen Teilnehmer ein.',
  booked: 'Ihre Buchung ist verbindlich eingegangen.',
  waitlisted: 'Dieser Termin ist ausgebucht. Wir haben Sie auf die Warteliste gesetzt.',
  seatsExpected: 'Bitte geben Sie eine Anzahl von 1 bis 20 Plätzen an.',
  contactExpected: 'Bitte geben Sie Ihre Kontaktdaten an.',
  entryIdExpected: 'Bitte geben Sie eine gültige Nummer des Wartelisten-Eintrags an.',
  reservationUnknown: 'Diese Reservierung gibt es nicht oder sie wurde in einer anderen Sitzung vorgenommen.',
  orderNumberExpected: 'Bitte geben Sie eine gültige Bestellnummer an.',
  orderUnknown: 'Diese Bestellung gibt es nicht oder sie wurde in einer anderen Sitzung aufgegeben.',
  participantIdExpected: 'Bitte geben Sie eine gültige Teilnehmernummer an.',
  entryUnknown: 'Diesen Eintrag auf der Warteliste gibt es nicht.',
  offerNotYet: 'Für diesen Eintrag ist noch kein Platz frei. Wir benachrichtigen Sie, sobald ein Platz frei wird.',
  offerExpired: 'Das Angebot ist abgelaufen; der Platz wird der nächsten Person auf der Warteliste angeboten.',
  entryInactive: 'Dieser Eintrag auf der Warteliste ist nicht mehr aktiv.',
  participantUnknown: 'Diese Buchung gibt es nicht.',
  cancelAfterStart: 'Der Termin hat bereits begonnen; die Buchung kann nicht mehr storniert werden.',
  cancelInactive: 'Diese Buchung ist bereits storniert oder verfallen.',
  substituteAfterStart: 'Das Seminar hat bereits begonnen. Eine Ersatzteilnahme ist nicht mehr möglich.',
  substituteInactive: 'Diese Teilnahme ist nicht mehr aktiv und kann nicht übertragen werden.',
  heldSeatsOnly: 'Nur reservierte oder gebuchte Plätze ohne Namen können benannt oder zurückgegeben werden.',
  heldSeatsAfterStart: 'Der Termin hat bereits begonnen; die Plätze können nicht mehr geändert werden.',
  confirmNotReserved: 'Nur eine Reservierung kann in eine Buchung umgewandelt werden.',
  confirmLapsed: 'Die Reservierung ist abgelaufen. Bitte buchen Sie den Termin erneut.',
  extendNotReserved: 'Nur eine Reservierung kann verlängert werden.',
  extendNotLater: 'Bitte wählen Sie einen Tag nach der bisherigen Frist.',
  extendAfterStart: 'Die Reservierung kann höchstens bis zum Beginn des Termins gelten.',
  loginRequired: 'Bitte melden Sie sich an.',
  reservedNoDeadline: 'Wir halten den Platz unverbindlich für Sie frei.',
  participationCancelled: 'Diese Teilnahme wurde storniert.',
  reservationLapsed: 'Die Reservierung ist abgelaufen; der Platz ist wieder frei.',
  offerLapsed: 'Das Angebot der Warteliste ist abgelaufen.',
} as const;

/** 'Wir halten den Platz bis zum 06.12.2026, 10:00 Uhr unverbindlich für Sie frei.' */
export const reservedMessage = (until: Temporal.Instant, seats = 1): string =>
  `Wir halten ${seats === 1 ? 'den Platz' : `die ${seats} Plätze`} bis zum ${formatDate(until)}, ${formatTime(until)} Uhr unverbindlich für Sie frei.`;

/** The sentence beside a participant of an order: what they got, or what became of it since. */
export const participantMessage = (status: ParticipantStatus, reservedUntil: Temporal.Instant | null, seats = 1): string => {
  switch (status) {
    case 'booked':
      return ORDER_MESSAGES.booked;
    case 'reserved':
      return reservedUntil === null ? ORDER_MESSAGES.reservedNoDeadline : reservedMessage(reservedUntil, seats);
    case 'waitlisted':
      return ORDER_MESSAGES.waitlisted;
    case 'cancelled':
      return ORDER_MESSAGES.participationCancelled;
    case 'lapsed':
      return ORDER_MESSAGES.reservationLapsed;
    case 'expired':
      return ORDER_MESSAGES.offerLapsed;
  }
};
