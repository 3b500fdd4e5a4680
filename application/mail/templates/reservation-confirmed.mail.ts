import { cartDateText, formatDate, formatTime } from '../../../domain/calendar/calendar';
import { fullName, letterGreeting } from '../../../domain/correspondence/person-name';
import type { MailPerson, ReservationConfirmedPayload } from '../outbox-payloads';
import { signOff, type MailContent } from './mail-content';

/** A reservation is now a binding booking: the mail to whoever confirmed it, or to the participant. */
export const reservationConfirmedMail = (confirmed: ReservationConfirmedPayload, to: MailPerson): MailContent => ({
  subject: `Ihre Buchung ist verbindlich: ${confirmed.event.title}`,
  blocks: [
    { type: 'paragraph', text: letterGreeting(to) },
    {
      type: 'paragraph',
      text: `die Reservierung aus der Bestellung ${confirmed.orderNumber} wurde am ${formatDate(confirmed.confirmedAt)} um ${formatTime(confirmed.confirmedAt)} Uhr in eine verbindliche Buchung umgewandelt.`,
    },
    {
      type: 'facts',
      rows: [
        { label: 'Seminar', value: confirmed.event.title },
        { label: 'Termin', value: cartDateText(confirmed.event.startDate, confirmed.event.endDate) },
        { label: 'Ort', value: confirmed.event.location },
        { label: 'Teilnehmer', value: fullName(confirmed.participant) },
        { label: 'Bestellnummer', value: confirmed.orderNumber },
      ],
    },
    { type: 'paragraph', text: 'Bei Fragen antworten Sie einfach auf diese E-Mail und nennen Sie Ihre Bestellnummer.' },
    ...signOff(),
  ],
});
