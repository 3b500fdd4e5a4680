import * as t from 'io-ts';
import { BOOKING_STATES } from '../../domain/event/booking-state';
import { idListFromString } from './query-params.codecs';
import { oneOf } from '../codecs/one-of.codec';

export const MAX_BOOKING_STATE_EVENTS = 100;

/** GET /api/get-booking-states?eventIds=1,2,3 */
export const BookingStatesQuery = t.exact(
  t.type({
    eventIds: idListFromString(
      'EventIds',
      MAX_BOOKING_STATE_EVENTS,
      'Bitte geben Sie die Veranstaltungen als Liste von Nummern an (z. B. 10001,10002).',
    ),
  }),
);
export type BookingStatesQuery = t.TypeOf<typeof BookingStatesQuery>;

/** One date's state (domain/event/booking-state) with the words a visitor reads. */
export const BookingStatesWire = t.array(
  t.type({ eventId: t.number, state: oneOf(BOOKING_STATES), label: t.string, seatsLeft: t.number }),
);
export type BookingStatesWire = t.TypeOf<typeof BookingStatesWire>;
