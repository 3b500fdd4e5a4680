import { cartDateText, formatDate, formatTime } from '../../../domain/calendar/calendar';
import { ORDER_WORDS } from '../../../domain/cart/order-wording';
import { fullName, fullNameAfterPreposition, letterGreeting } from '../../../domain/correspondence/person-name';
import type { MailPerson, ReservationReminderPayload } from '../outbox-payloads';
import { signOff, type MailContent } from './mail-content';

/** The portal's page where a reservation becomes a booking. */
export const PORTAL_EVENTS_LINK = '/meinifb';

/** Three days before the deadline: book the reserved seat, or it is freed for the waiting list. */
export const reservationReminderMail = (reminder: ReservationReminderPayload, to: MailPerson, siteUrl: string): MailContent => ({
  subject: `Ihre Reservierung läuft am ${formatDate(reminder.reservedUntil)} ab: ${reminder.event.title}`,
  blocks: [
    { type: 'paragraph', text: letterGreeting(to) },
    {
      type: 'paragraph',
      text: `die Reservierung für ${fullNameAfterPreposition(reminder.participant)} hält den Platz nur noch bis ${formatDate(reminder.reservedUntil)}, ${formatTime(reminder.reservedUntil)} Uhr. Möchten Sie teilnehmen, wandeln Sie die Reservierung bitte bis dahin in meinifb in eine verbindliche Buchung um. Danach verfällt sie, und wir bieten den Platz der Warteliste an.`,
    },
    {
      type: 'facts',
      rows: [
        { label: 'Seminar', value: reminder.event.title },
        { label: 'Termin', value: cartDateText(reminder.event.startDate, reminder.event.endDate) },
        { label: 'Ort', value: reminder.event.location },
        { label: 'Teilnehmer', value: fullName(reminder.participant) },
        { label: ORDER_WORDS.reservation.numberLabel, value: reminder.orderNumber },
      ],
    },
    { type: 'paragraph', text: `Zur Buchung in meinifb: ${siteUrl}${PORTAL_EVENTS_LINK}` },
    ...signOff(),
  ],
});
