import { cartDateText } from '../../../domain/calendar/calendar';
import { locationText } from '../../../domain/event/location-text';
import { formatEuro } from '../../../domain/money/money';
import { listingPrice } from '../../../domain/pricing/price-label';
import type { CatalogueEvent } from '../../catalogue/catalogue-event';
import type { SeminarTheme } from '../documents.repository';
import type { PrintBlock, PrintDocument } from '../print-document';
import { eventFacts, moduleTable, priceTable } from './event-facts';

export const NO_DATES_TEXT = 'Derzeit sind keine offenen Termine geplant. Gerne führen wir dieses Seminar auch als Inhouse-Seminar bei Ihnen durch.';

const aboutBlocks = (seminar: SeminarTheme): readonly PrintBlock[] => [
  {
    type: 'facts',
    rows: [
      { label: 'Rubrik', value: seminar.rubricName },
      { label: 'Handlungsfeld', value: seminar.actionField },
      ...(seminar.targetGroups.length === 0 ? [] : [{ label: 'Zielgruppen', value: seminar.targetGroups.join(', ') }]),
    ],
  },
  { type: 'heading', text: 'Beschreibung' },
  { type: 'paragraph', text: seminar.description },
];

/** Upcoming dates as a table: when, where, and the price as the listing announces it ('Preis ab'). */
const datesTable = (events: readonly CatalogueEvent[]): PrintBlock =>
  events.length === 0
    ? { type: 'paragraph', text: NO_DATES_TEXT }
    : {
        type: 'table',
        columns: [
          { header: 'Termin', width: 0.3, align: 'left' },
          { header: 'Ort', width: 0.32, align: 'left' },
          { header: 'Nr.', width: 0.12, align: 'left' },
          { header: 'Preis', width: 0.26, align: 'right' },
        ],
        rows: events.map((event) => {
          const price = listingPrice(event.content.prices);
          return [cartDateText(event.startDate, event.endDate), locationText(event), String(event.eventId), `${price.label} ${formatEuro(price.amount)}`];
        }),
      };

/** /seminare/p-pdf/{id}: the seminar with its description and all upcoming dates. */
export const seminarDocument = (seminar: SeminarTheme, events: readonly CatalogueEvent[]): PrintDocument => ({
  title: seminar.title,
  subtitle: seminar.subtitle,
  blocks: [...aboutBlocks(seminar), { type: 'heading', text: 'Termine und Orte' }, datesTable(events)],
});

/** /seminare/pdf/{id}: one date in detail (venue, modules, prices per participant) and the other dates. */
export const eventDocument = (seminar: SeminarTheme, event: CatalogueEvent, otherDates: readonly CatalogueEvent[]): PrintDocument => ({
  title: event.content.title,
  subtitle: event.content.subtitle,
  blocks: [
    eventFacts(event),
    ...moduleTable(event),
    { type: 'heading', text: 'Preise' },
    priceTable(event.content.prices),
    ...aboutBlocks(seminar),
    ...(otherDates.length === 0 ? [] : [{ type: 'heading', text: 'Weitere Termine' } as const, datesTable(otherDates)]),
  ],
});
