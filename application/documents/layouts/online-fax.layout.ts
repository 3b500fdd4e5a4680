import type { CatalogueEvent } from '../../catalogue/catalogue-event';
import type { PrintDocument } from '../print-document';
import { PROVIDER } from '../provider';
import { eventFacts, priceTable } from './event-facts';

export const ONLINE_FAX_TITLE = 'Bestellformular per Fax';

/** Lines for participants on the form; a larger group adds a second sheet. */
const PARTICIPANT_LINES = 6;

/** The printable order form of /seminare/warenkorb/online-fax/{eventId}: fill in, sign, fax. */
export const onlineFaxDocument = (event: CatalogueEvent): PrintDocument => ({
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
      rows: Array.from({ length: PARTICIPANT_LINES }, (_, index) => [`${String(index + 1)}.`, '', '', '', '', '']),
    },
    { type: 'heading', text: 'Rechnungsadresse' },
    {
      type: 'fillIn',
      fields: [
        { label: 'Firma' },
        { label: 'Straße und Hausnummer' },
        { label: 'PLZ und Ort' },
        { label: 'Ansprechpartner' },
        { label: 'Telefon' },
        { label: 'E-Mail' },
      ],
    },
    { type: 'heading', text: 'Übernachtung' },
    { type: 'checkboxes', options: ['mit Übernachtung im Tagungshotel', 'ohne Übernachtung'] },
    {
      type: 'paragraph',
      text: 'Mit meiner Unterschrift melde ich die genannten Teilnehmer an: als Buchung verbindlich, als Reservierung unverbindlich bis zum Ende der Reservierungsfrist.',
    },
    { type: 'signature', labels: ['Ort, Datum', 'Unterschrift und Stempel'] },
    { type: 'paragraph', tone: 'small', text: `Fax: ${PROVIDER.fax} · Telefon: ${PROVIDER.phone} · E-Mail: ${PROVIDER.email}` },
  ],
});
