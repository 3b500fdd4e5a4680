import * as t from 'io-ts';
import { PARTICIPANT_STATUSES } from '../../domain/cart/participant-status';
import { CentsCodec } from '../codecs/cents.codec';
import { InstantCodec } from '../codecs/instant.codec';
import { oneOf } from '../codecs/one-of.codec';
import { BookingTypeWire } from '../cart/cart.codecs';
import { EMAIL_TEXT, EventId, SHORT_TEXT, SignedCents, idFromString, objectBody } from '../cart/wire-types.codecs';
import { ORDER_MESSAGES as M } from './messages';

/** Seats one waiting-list entry or one reservation may ask for at once. */
export const MAX_GROUP_SEATS = 20;

const isSeats = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 && value <= MAX_GROUP_SEATS;

export const SeatsCodec = new t.Type<number, number, unknown>(
  'Seats',
  isSeats,
  (input, context) => (isSeats(input) ? t.success(input) : t.failure(input, context, M.seatsExpected)),
  (value) => value,
);

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,255}$/;

/** The Idempotency-Key header: 8 to 255 visible ASCII characters (a UUID fits). */
export const IdempotencyKeyCodec = new t.Type<string, string, unknown>(
  'IdempotencyKey',
  (value): value is string => typeof value === 'string' && IDEMPOTENCY_KEY.test(value),
  (input, context) =>
    input === undefined
      ? t.failure(input, context, M.idempotencyKeyMissing)
      : typeof input === 'string' && IDEMPOTENCY_KEY.test(input)
        ? t.success(input)
        : t.failure(input, context, M.idempotencyKeyInvalid),
  (value) => value,
);

export const CheckoutHeaders = t.type({ 'idempotency-key': IdempotencyKeyCodec }, 'CheckoutHeaders');

/** Where a participant stands: what the order gave them, or what became of it since (cancelled, lapsed, expired). */
export const OrderedStatusWire = oneOf(PARTICIPANT_STATUSES, 'ParticipantStatus');

/** One participant of a placed order: what they got, and the German sentence that says so. */
export const OrderedParticipantWire = t.intersection(
  [
    t.type({
      participantId: t.number,
      eventId: t.number,
      themeTitle: t.string,
      firstname: t.string,
      lastname: t.string,
      bookingType: BookingTypeWire,
      status: OrderedStatusWire,
      price: CentsCodec,
      message: t.string,
    }),
    t.partial({
      reservedUntil: InstantCodec,
      waitlistEntryId: t.string,
      /** Where the entry stands on the waiting list now (1 = next); given when the order is read again. */
      waitlistPosition: t.number,
    }),
  ],
  'OrderedParticipant',
);
export type OrderedParticipantWire = t.TypeOf<typeof OrderedParticipantWire>;

export const OrderChannelWire = t.keyof({ online: null, fax: null }, 'OrderChannel');
export type OrderChannel = t.TypeOf<typeof OrderChannelWire>;

/** How a placed order came: the cart's channels, a reservation, a waiting-list entry of its own, a Fachtagung booking. */
export const PlacedChannelWire = t.keyof({ online: null, fax: null, reservierung: null, warteliste: null, fachtagung: null }, 'PlacedChannel');

/**
 * The answer to POST /order-api/checkout (and online-fax/checkout; a retry with the same key
 * gets it again), and GET /order-api/get-order/{n}: any placed order, as it stands now.
 */
export const CheckoutResultWire = t.type(
  {
    orderNumber: t.string,
    channel: PlacedChannelWire,
    orderedAt: InstantCodec,
    total: CentsCodec,
    groupDiscount: SignedCents,
    participants: t.readonlyArray(OrderedParticipantWire),
  },
  'CheckoutResult',
);
export type CheckoutResultWire = t.TypeOf<typeof CheckoutResultWire>;

/** Who asks for seats without a cart (waiting list, reservation); checked by the domain's field rules. */
export const ContactFields = objectBody(
  t.exact(t.partial({ salutation: SHORT_TEXT, firstname: SHORT_TEXT, lastname: SHORT_TEXT, email: EMAIL_TEXT, company: SHORT_TEXT })),
  'Contact',
  M.contactExpected,
);
export type ContactFields = t.TypeOf<typeof ContactFields>;

const SeatRequest = t.type({ eventId: EventId, seats: SeatsCodec, contact: ContactFields });

/** POST /api/warteliste */
export const WaitlistJoinRequest = objectBody(t.exact(SeatRequest), 'WaitlistJoinRequest');
export type WaitlistJoinRequest = t.TypeOf<typeof WaitlistJoinRequest>;

/** POST /api/reservierung: seats held without the cart, by the same rules. */
export const ReservationRequest = objectBody(t.exact(SeatRequest), 'ReservationRequest');
export type ReservationRequest = t.TypeOf<typeof ReservationRequest>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** {entryId} of /api/warteliste/{entryId}: the entry's random id. */
export const EntryIdCodec = new t.Type<string, string, unknown>(
  'EntryId',
  (value): value is string => typeof value === 'string' && UUID.test(value),
  (input, context) => (typeof input === 'string' && UUID.test(input.toLowerCase()) ? t.success(input.toLowerCase()) : t.failure(input, context, M.entryIdExpected)),
  (value) => value,
);
export const EntryParams = t.type({ entryId: EntryIdCodec });

/** {orderNumber} of /order-api/get-order/{orderNumber}: 'IFB-2026-000123'. */
export const OrderNumberParams = t.type({
  orderNumber: new t.Type<string, string, unknown>(
    'OrderNumber',
    (value): value is string => typeof value === 'string' && /^[A-Za-z0-9-]{1,40}$/.test(value),
    (input, context) =>
      typeof input === 'string' && /^[A-Za-z0-9-]{1,40}$/.test(input) ? t.success(input) : t.failure(input, context, M.orderNumberExpected),
    (value) => value,
  ),
});

export const ParticipantParams = t.type({ participantId: idFromString('ParticipantId', M.participantIdExpected) });

export const WaitlistStatusWire = t.keyof({ waiting: null, offered: null, accepted: null, expired: null, cancelled: null }, 'WaitlistStatus');
export type WaitlistStatus = t.TypeOf<typeof WaitlistStatusWire>;

/** GET /api/warteliste/{entryId}, and the answer to joining and accepting. */
export const WaitlistEntryWire = t.intersection(
  [
    t.type({
      entryId: t.string,
      eventId: t.number,
      seats: t.number,
      status: WaitlistStatusWire,
      /** 1 for the first entry still waiting; null once it waits no longer. */
      position: t.union([t.number, t.null]),
    }),
    t.partial({ offerExpiresAt: InstantCodec, orderNumber: t.string }),
  ],
  'WaitlistEntry',
);
export type WaitlistEntryWire = t.TypeOf<typeof WaitlistEntryWire>;

/** The answer to POST /api/reservierung. */
export const ReservationResultWire = t.intersection(
  [
    t.type({
      orderNumber: t.string,
      eventId: t.number,
      seats: t.number,
      status: t.keyof({ reserved: null, waitlisted: null }),
      message: t.string,
    }),
    t.partial({ reservedUntil: InstantCodec, waitlistEntryId: t.string, position: t.number }),
  ],
  'ReservationResult',
);
export type ReservationResultWire = t.TypeOf<typeof ReservationResultWire>;

/** The answer to POST /order-api/confirm-reservation/{participantId}. */
export const ConfirmedReservationWire = t.type(
  { participantId: t.number, eventId: t.number, status: t.literal('booked'), message: t.string },
  'ConfirmedReservation',
);
export type ConfirmedReservationWire = t.TypeOf<typeof ConfirmedReservationWire>;

/** What one housekeeping round did. */
export interface LapseReport {
  readonly lapsedReservations: number;
  readonly expiredOffers: number;
  readonly offers: number;
}
