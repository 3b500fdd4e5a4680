import { cartDateText, dateTimeRangeText, formatDate } from '../../../domain/calendar/calendar';
import { COUNTRIES } from '../../../domain/portal/countries';
import type { ParticipantStatus } from '../../../domain/cart/participant-status';
import { fullName } from '../../../domain/correspondence/person-name';
import type { BookedEventWire } from '../../portal/portal-events.codecs';
import type { GremiumOverviewWire, NoticeDataWire } from '../../portal/portal-documents.codecs';
import type { PrintBlock, PrintDocument } from '../print-document';

export const NOTICE_TITLE = 'Teilnahmeinformation';
export const GREMIUM_OVERVIEW_TITLE = 'Gremiumsübersicht';

/** How the portal names a participant's status; a Record, so a new status cannot go unnamed. */
export const PARTICIPANT_STATUS_TEXT: Readonly<Record<ParticipantStatus, string>> = {
  booked: 'Gebucht',
  reserved: 'Reserviert',
  waitlisted: 'Warteliste',
  cancelled: 'Storniert',
  lapsed: 'Reservierung verfallen',
  expired: 'Angebot abgelaufen',
};

const recipientsTable = (event: BookedEventWire): PrintBlock =>
  event.recipients.length === 0
    ? { type: 'paragraph', text: 'Keine Teilnehmer.' }
    : {
        type: 'table',
        columns: [
          { header: 'Teilnehmer', width: 0.4, align: 'left' },
          { header: 'E-Mail', width: 0.4, align: 'left' },
          { header: 'Status', width: 0.2, align: 'left' },
        ],
        rows: event.recipients.map((recipient) => [fullName(recipient), recipient.email, PARTICIPANT_STATUS_TEXT[recipient.status]]),
      };

/** notice-pdf/{eventId}: one booked seminar with its participants, for the participant to take along. */
export const noticeDocument = ({ issuedAt, customer, event }: NoticeDataWire): PrintDocument => ({
  title: NOTICE_TITLE,
  subtitle: `Stand ${formatDate(issuedAt)}`,
  blocks: [
    {
      type: 'facts',
      rows: [
        { label: 'Für', value: fullName(customer) },
        ...(customer.company.trim() === '' ? [] : [{ label: 'Firma', value: customer.company }]),
        { label: 'E-Mail', value: customer.email },
      ],
    },
    { type: 'heading', text: event.title },
    {
      type: 'facts',
      rows: [
        { label: 'Termin', value: dateTimeRangeText(event.startDate, event.endDate) },
        { label: 'Ort', value: event.location },
        { label: 'Veranstaltungsnummer', value: String(event.eventId) },
      ],
    },
    { type: 'heading', text: 'Teilnehmer' },
    recipientsTable(event),
    {
      type: 'paragraph',
      tone: 'small',
      text: 'Bitte bringen Sie diese Information zum Seminar mit. Änderungen und Stornierungen nehmen Sie in meinifb vor.',
    },
  ],
});

const eventsTable = (events: readonly BookedEventWire[], emptyText: string): PrintBlock =>
  events.length === 0
    ? { type: 'paragraph', text: emptyText }
    : {
        type: 'table',
        columns: [
          { header: 'Seminar', width: 0.34, align: 'left' },
          { header: 'Termin', width: 0.2, align: 'left' },
          { header: 'Ort', width: 0.16, align: 'left' },
          { header: 'Teilnehmer', width: 0.3, align: 'left' },
        ],
        rows: events.map((event) => [
          event.title,
          cartDateText(event.startDate, event.endDate),
          event.location,
          event.recipients.map((recipient) => `${fullName(recipient)} (${PARTICIPANT_STATUS_TEXT[recipient.status]})`).join('\n'),
        ]),
      };

export const NO_INVOICE_ADDRESS_TEXT = 'Noch nicht hinterlegt (Gremium-Einstellungen)';

/**
 * The invoice address as the Gremium settings hold it, as it would stand on an envelope: the
 * company as recipient, street, postal code and city, and the country by name. Without one the
 * row still appears, so the reader sees that it is missing rather than overlooking it.
 */
const invoiceAddressText = ({ company, billingAddress: address }: GremiumOverviewWire['gremium']): string => {
  if (address === null) return NO_INVOICE_ADDRESS_TEXT;
  const country = COUNTRIES.find((candidate) => candidate.code === address.country)?.name ?? address.country;
  return [company, `${address.street} ${address.streetNumber}`, `${address.postalCode} ${address.city}`, country]
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
};

/** The Gremium overview PDF: the Gremium, its members and its booked seminars, upcoming and past. */
export const gremiumOverviewDocument = ({ issuedAt, gremium, members, futureEvents, pastEvents }: GremiumOverviewWire): PrintDocument => ({
  title: GREMIUM_OVERVIEW_TITLE,
  subtitle: `${gremium.name} · Stand ${formatDate(issuedAt)}`,
  blocks: [
    {
      type: 'facts',
      rows: [
        { label: 'Gremium', value: gremium.name },
        { label: 'Firma', value: gremium.company },
        { label: 'Rechnungsadresse', value: invoiceAddressText(gremium) },
      ],
    },
    { type: 'heading', text: 'Mitglieder' },
    {
      type: 'table',
      columns: [
        // E-mail addresses are long unbroken words: their column gets the most room.
        { header: 'Name', width: 0.26, align: 'left' },
        { header: 'Rolle', width: 0.14, align: 'left' },
        { header: 'BR-Funktionen', width: 0.24, align: 'left' },
        { header: 'E-Mail', width: 0.36, align: 'left' },
      ],
      rows: members.map((member) => [
        fullName(member),
        member.gremiumRole === 'admin' ? 'Administrator' : 'Mitglied',
        member.brFunctions.join(', '),
        member.email ?? '',
      ]),
    },
    { type: 'heading', text: 'Kommende Seminare' },
    eventsTable(futureEvents, 'Keine kommenden Seminare gebucht.'),
    { type: 'heading', text: 'Vergangene Seminare' },
    eventsTable(pastEvents, 'Keine vergangenen Seminare.'),
  ],
});
