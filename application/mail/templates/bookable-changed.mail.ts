import { cartDateText, dateTimeRangeText, formatDate } from '../../../domain/calendar/calendar';
import { fullName, letterGreeting } from '../../../domain/correspondence/person-name';
import type { PrintBlock } from '../../documents/print-document';
import type { BookableCancelledPayload, BookableMovedPayload, MailEvent, MailPerson } from '../outbox-payloads';
import { signOff, type MailContent } from './mail-content';
import { PORTAL_EVENTS_LINK } from './reservation-reminder.mail';

const facts = (event: MailEvent, recipient: MailPerson, orderNumber: string | undefined, dateLabel = 'Termin'): PrintBlock => ({
  type: 'facts',
  rows: [
    { label: 'Veranstaltung', value: event.title },
    { label: dateLabel, value: cartDateText(event.startDate, event.endDate) },
    { label: 'Ort', value: event.location },
    { label: 'Teilnehmer', value: fullName(recipient) },
    ...(orderNumber === undefined ? [] : [{ label: 'Bestellnummer', value: orderNumber }]),
  ],
});

/** The provider called the date off: the seat (booked, reserved or awaited) ended, and costs nothing. */
export const bookableCancelledMail = (cancelled: BookableCancelledPayload, siteUrl: string): MailContent => ({
  subject: `Abgesagt: ${cancelled.event.title} am ${formatDate(cancelled.event.startDate)}`,
  blocks: [
    { type: 'paragraph', text: letterGreeting(cancelled.recipient) },
    {
      type: 'paragraph',
      text: 'leider müssen wir den folgenden Termin absagen. Ihre Buchung, Reservierung oder Ihr Platz auf der Warteliste für diesen Termin ist damit storniert. Es entstehen Ihnen keine Kosten; bereits in Rechnung gestellte Beträge erstatten wir.',
    },
    facts(cancelled.event, cancelled.recipient, cancelled.orderNumber),
    { type: 'paragraph', text: `Einen anderen Termin dieses Seminars finden Sie auf unserer Website; Ihre Buchungen sehen Sie in meinifb: ${siteUrl}${PORTAL_EVENTS_LINK}` },
    { type: 'paragraph', text: 'Wir bitten um Entschuldigung. Bei Fragen antworten Sie einfach auf diese E-Mail.' },
    ...signOff(),
  ],
});

/** The provider moved the date: the booking stays, at the new start and end. */
export const bookableMovedMail = (moved: BookableMovedPayload, siteUrl: string): MailContent => ({
  subject: `Neuer Termin: ${moved.event.title} ab ${formatDate(moved.event.startDate)}`,
  blocks: [
    { type: 'paragraph', text: letterGreeting(moved.recipient) },
    {
      type: 'paragraph',
      text: `der folgende Termin wurde verschoben. Bisher: ${cartDateText(moved.previous.startDate, moved.previous.endDate)}. Ihre Anmeldung gilt für den neuen Termin; Platz und Preis bleiben unverändert.`,
    },
    facts(moved.event, moved.recipient, moved.orderNumber, 'Neuer Termin'),
    ...(moved.modules === undefined || moved.modules.length === 0
      ? []
      : [
          { type: 'paragraph' as const, text: 'Die Module finden nun so statt:' },
          {
            type: 'facts' as const,
            rows: moved.modules.map((module, index) => ({ label: `Modul ${String(index + 1)}`, value: `${dateTimeRangeText(module.startDate, module.endDate)}, ${module.location}` })),
          },
        ]),
    { type: 'paragraph', text: `Passt Ihnen der neue Termin nicht, können Sie die Teilnahme in meinifb stornieren: ${siteUrl}${PORTAL_EVENTS_LINK}` },
    ...signOff(),
  ],
});
