import { cartDateText, formatDate } from '../../../domain/calendar/calendar';
import { fullName, letterGreeting } from '../../../domain/correspondence/person-name';
import { formatEuro } from '../../../domain/money/money';
import { paperworkPath } from '../../documents/paperwork.paths';
import type { HeldSeatNamedPayload } from '../outbox-payloads';
import { signOff, type MailContent } from './mail-content';

/** To the colleague named for one of a group's held seats: where, until when it is held, and the papers for the employer. */
export const heldSeatNamedMail = (named: HeldSeatNamedPayload, siteUrl: string): MailContent => ({
  subject: `${named.reservedUntil === undefined ? 'Ihre Anmeldung' : 'Ihr reservierter Platz'}: ${named.event.title}`,
  blocks: [
    { type: 'paragraph', text: letterGreeting(named.participant) },
    {
      type: 'paragraph',
      text:
        named.reservedUntil === undefined
          ? `${fullName(named.namedBy)} hat Sie am ${formatDate(named.namedAt)} für einen der gebuchten Plätze im folgenden Seminar angemeldet.`
          : `${fullName(named.namedBy)} hat Sie am ${formatDate(named.namedAt)} für einen der reservierten Plätze im folgenden Seminar eingetragen. Der Platz ist bis zum ${formatDate(named.reservedUntil)} unverbindlich reserviert; gebucht wird er erst, wenn ${fullName(named.namedBy)} ihn verbindlich bucht.`,
    },
    {
      type: 'facts',
      rows: [
        { label: 'Seminar', value: named.event.title },
        { label: 'Termin', value: cartDateText(named.event.startDate, named.event.endDate) },
        { label: 'Ort', value: named.event.location },
        { label: 'Teilnehmer', value: fullName(named.participant) },
        { label: 'Preis (netto)', value: formatEuro(named.price) },
        { label: 'Bestellnummer', value: named.orderNumber },
      ],
    },
    {
      type: 'paragraph',
      text: `Den Entsendungsbeschluss und die Kostenübernahme für Ihren Arbeitgeber finden Sie hier:\n${siteUrl}${paperworkPath(named.participantId, 'entsendungsbeschluss')}\n${siteUrl}${paperworkPath(named.participantId, 'kostenuebernahme')}`,
    },
    { type: 'paragraph', text: 'Bei Fragen antworten Sie einfach auf diese E-Mail und nennen Sie Ihre Bestellnummer.' },
    ...signOff(),
  ],
});
