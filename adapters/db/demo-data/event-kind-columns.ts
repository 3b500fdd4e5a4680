import { Temporal } from 'temporal-polyfill';
import type { EventHotel, SeminarEvent } from '../../../domain/event/event';
import { eventKind, isOneDay } from '../../../domain/event/event-kind';
import type { EventKind } from '../../../domain/event/event-kind';
import { cents } from '../../../domain/money/money';
import type { events } from '../schema';
import type { EventDraft } from './theme-events';
import { VENUES } from './venues';

type KindColumns = Pick<typeof events.$inferInsert, 'kind' | 'oneDay'>;

/** The stored kind names, as the catalogue filters on them. */
const STORED_KIND: Readonly<Record<EventKind['type'], KindColumns['kind']>> = {
  online: 'online',
  trainingSeries: 'series',
  presenceSeminar: 'presence',
};

/** The spec's id for "no presence venue" (§9), as a module without hotel reads back. */
const NO_VENUE_ID = -1;

const hotelsById = new Map<number, EventHotel>(
  VENUES.map((venue) => [venue.hotelId, { hotelId: venue.hotelId, name: venue.name, location: { name: venue.city } }]),
);

const hotelOf = (hotelId: number | null): EventHotel | null => (hotelId === null ? null : (hotelsById.get(hotelId) ?? null));

/**
 * kind and oneDay are derived by domain/event's rule, as for any event written to the database,
 * so the demo rows can never disagree with what the catalogue derives when it reads them.
 * Only the fields the rule looks at are filled; the rest are neutral.
 */
export const kindColumns = (draft: EventDraft): KindColumns => {
  const event: SeminarEvent = {
    eventId: 0,
    startDate: Temporal.Instant.from(draft.slot.startAt),
    endDate: Temporal.Instant.from(draft.slot.endAt),
    isOnlineEvent: draft.isOnline,
    hotel: hotelOf(draft.hotelId),
    modules: draft.modules.map((module) => ({
      hotelId: module.hotelId ?? NO_VENUE_ID,
      hotel: hotelOf(module.hotelId),
      startDate: Temporal.Instant.from(module.slot.startAt),
      endDate: Temporal.Instant.from(module.slot.endAt),
    })),
    theme: { themeId: 0, actionField: { name: '', rubric: { name: '' } }, redirectUrl: '' },
    content: { title: '', prices: { price: cents(draft.prices.price) } },
    recipients: [],
  };
  return { kind: STORED_KIND[eventKind(event).type], oneDay: isOneDay(event) };
};
