import type { Temporal } from 'temporal-polyfill';
import { berlinDate } from '../calendar/calendar';
import type { EventHotel, SeminarEvent } from '../event/event';
import { eventKind } from '../event/event-kind';
import { nightsBetween } from './nights';

/** One stay at one hotel: a presence seminar has at most one, a training series one per module. */
export interface OvernightStay {
  readonly hotel: EventHotel;
  readonly arrival: Temporal.PlainDate;
  readonly departure: Temporal.PlainDate;
  readonly nights: number;
}

const stayAt = (hotel: EventHotel, start: Temporal.Instant, end: Temporal.Instant): OvernightStay => ({
  hotel,
  arrival: berlinDate(start),
  departure: berlinDate(end),
  nights: nightsBetween(start, end),
});

/**
 * The hotel stays a participant needs: none online, one for a presence seminar over several
 * days, one per presence module of a training series (modules held online need none). A
 * presence module without its own hotel record is held at the event's hotel, as the location
 * text assumes too. Days without a night (one-day events and modules) are left out.
 */
export const overnightStays = (event: SeminarEvent): readonly OvernightStay[] => {
  const kind = eventKind(event);
  switch (kind.type) {
    case 'online':
      return [];
    case 'presenceSeminar':
      return [stayAt(kind.hotel, event.startDate, event.endDate)].filter((stay) => stay.nights > 0);
    case 'trainingSeries':
      return kind.presenceModules
        .map((module) => stayAt(module.hotel ?? kind.hotel, module.startDate, module.endDate))
        .filter((stay) => stay.nights > 0);
  }
};
