import type { CatalogueEvent } from '../../catalogue/catalogue-event';
import type { PrintDocument } from '../print-document';
import { PROVIDER } from '../../../domain/site/provider';
import { eventFacts, priceTable } from './event-facts';
import { EMPTY_FAX_ORDER, FAX_PARTICIPANT_LINES, type FaxOrder } from '../fax-order';

export const ONLINE_FAX_TITLE = 'Bestellformular per Fax';

const OVERNIGHT_OPTIONS = { with: 'mit Übernachtung im Tagungshotel', without: 'ohne Übernachtung' } as const;

/**
 * The printable order form of /seminare/warenkorb/online-fax/{eventId}: fill in, sign, fax. What
 * the page (or the cart) filled in is printed on the lines; the rest stays for the pen.
 */
export const onlineFaxDocument = (event: CatalogueEvent, filled: FaxOrder = EMPTY_FAX_ORDER): PrintDocument => ({
  title: ONLINE_FAX_TITLE,
  subtitle: `Bitte ausgefüllt und unterschrieben an Fax ${PROVIDER.fax} senden`,
  blocks: [
    { type: 'heading', text: event.content.title },
    eventFacts(event),
    priceTable(event.content.prices),
    { type: 'heading', text: 'Teilnehmer' },
    {
      type: 'table',
      writeIn: true,
      columns: [
        { header: 'Nr.', width: 0.07, align: 'left' },
        { header: 'Anrede', width: 0.11, align: 'left' },
        { header: 'Vorname', width: 0.18, align: 'left' },
        { header: 'Nachname', width: 0.18, align: 'left' },
        { header: 'E-Mail', width: 0.26, align: 'left' },
        { header: 'Buchung / Reservierung', width: 0.2, align: 'left' },
      ],
      rows: Array.from({ length: Math.max(FAX_PARTICIPANT_LINES, filled.participants.length) }, (_, index) => {
        const person = filled.participants[index];
        return [`${String(index + 1)}.`, person?.salutation ?? '', person?.firstname ?? '', person?.lastname ?? '', person?.email ?? '', person?.bookingType ?? ''];
      }),
    },
    { type: 'heading', text: 'Rechnungsadresse' },
    {
      type: 'fillIn',
      fields: [
        { label: 'Firma', value: filled.company },
        { label: 'Straße und Hausnummer', value: filled.streetAndNumber },
        { label: 'PLZ und Ort', value: filled.postalCodeAndCity },
        { label: 'Ansprechpartner', value: filled.contact },
        { label: 'Telefon', value: filled.phone },
        { label: 'E-Mail', value: filled.email },
      ],
    },
    { type: 'heading', text: 'Übernachtung' },
    {
      type: 'checkboxes',
      options: [OVERNIGHT_OPTIONS.with, OVERNIGHT_OPTIONS.without],
      checked: filled.overnight === '' ? [] : [OVERNIGHT_OPTIONS[filled.overnight]],
    },
    {
      type: 'paragraph',
      text: 'Mit meiner Unterschrift melde ich die genannten Teilnehmer an: als Buchung verbindlich, als Reservierung unverbindlich bis zum Ende der Reservierungsfrist.',
    },
    { type: 'signature', labels: ['Ort, Datum', 'Unterschrift und Stempel'] },
    { type: 'paragraph', tone: 'small', text: `Fax: ${PROVIDER.fax} · Telefon: ${PROVIDER.phone} · E-Mail: ${PROVIDER.email}` },
  ],
});
