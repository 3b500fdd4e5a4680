import { cartDateText, formatDate, formatTime } from '../../../domain/calendar/calendar';
import { fullName, letterGreeting } from '../../../domain/correspondence/person-name';
import { formatEuro } from '../../../domain/money/money';
import type { MailPerson, ParticipantCancelledPayload } from '../outbox-payloads';
import { signOff, type MailContent } from './mail-content';

/** What the cancellation costs, in the words of the terms. */
const feeText = ({ share, fee }: ParticipantCancelledPayload): string =>
  share === 0 ? 'Die Stornierung ist kostenfrei.' : `Nach unseren Stornobedingungen berechnen wir ${String(share)} % der Seminargebühr: ${formatEuro(fee)}.`;

/** A participant was cancelled: the mail to the participant, or to whoever ordered the seat. */
export const participantCancelledMail = (cancelled: ParticipantCancelledPayload, to: MailPerson): MailContent => ({
  subject: `Stornierung: ${cancelled.event.title}`,
  blocks: [
    { type: 'paragraph', text: letterGreeting(to) },
    {
      type: 'paragraph',
      text: `die Teilnahme von ${fullName(cancelled.participant)} aus der Bestellung ${cancelled.orderNumber} wurde am ${formatDate(cancelled.cancelledAt)} um ${formatTime(cancelled.cancelledAt)} Uhr storniert.`,
    },
    {
      type: 'facts',
      rows: [
        { label: 'Seminar', value: cancelled.event.title },
        { label: 'Termin', value: cartDateText(cancelled.event.startDate, cancelled.event.endDate) },
        { label: 'Ort', value: cancelled.event.location },
        { label: 'Teilnehmer', value: fullName(cancelled.participant) },
        { label: 'Bestellnummer', value: cancelled.orderNumber },
      ],
    },
    { type: 'paragraph', text: feeText(cancelled) },
    { type: 'paragraph', text: 'Bei Fragen antworten Sie einfach auf diese E-Mail und nennen Sie Ihre Bestellnummer.' },
    ...signOff(),
  ],
});
