import { dateTimeRangeText } from '../../../domain/calendar/calendar';
import type { PriceRecord } from '../../../domain/event/event';
import { locationText } from '../../../domain/event/location-text';
import { formatEuro } from '../../../domain/money/money';
import { participantCount } from '../../../domain/pricing/participant-count';
import { priceBreakdown } from '../../../domain/pricing/pricing';
import { participantLabel } from '../../../domain/tracking/participant-label';
import { venueText, type CatalogueEvent } from '../../catalogue/catalogue-event';
import type { PrintBlock } from '../print-document';

/** The tiers are printed for one to five participants; the fifth price holds for every further one. */
const PRINTED_TIERS = participantCount(5);

/** Date, place and venue of one event, as the PDFs list them. */
export const eventFacts = (event: CatalogueEvent): PrintBlock => ({
  type: 'facts',
  rows: [
    { label: 'Termin', value: dateTimeRangeText(event.startDate, event.endDate) },
    { label: 'Ort', value: locationText(event) },
    ...(event.hotel === null || event.isOnlineEvent || event.modules.length > 0 ? [] : [{ label: 'Tagungshotel', value: venueText(event.hotel) }]),
    { label: 'Veranstaltungsnummer', value: String(event.eventId) },
  ],
});

/** The modules of a training series: when and where each takes place. */
export const moduleTable = (event: CatalogueEvent): readonly PrintBlock[] =>
  event.modules.length === 0
    ? []
    : [
        { type: 'heading', text: 'Module' },
        {
          type: 'table',
          columns: [
            { header: 'Modul', width: 0.14, align: 'left' },
            { header: 'Termin', width: 0.4, align: 'left' },
            { header: 'Ort', width: 0.46, align: 'left' },
          ],
          rows: event.modules.map((module) => [
            `${String(module.position)}.`,
            dateTimeRangeText(module.startDate, module.endDate),
            module.hotel === null ? 'Online' : venueText(module.hotel),
          ]),
        },
      ];

/** Price per participant for one to five participants (domain/pricing), the last for each further one too. */
export const priceTable = (prices: PriceRecord): PrintBlock => ({
  type: 'table',
  columns: [
    { header: 'Teilnehmer', width: 0.7, align: 'left' },
    { header: 'Preis pro Person', width: 0.3, align: 'right' },
  ],
  rows: priceBreakdown(prices, PRINTED_TIERS).map((line) => [
    line.position === PRINTED_TIERS ? `${participantLabel(line.position)} und jeder weitere` : participantLabel(line.position),
    formatEuro(line.price),
  ]),
});
