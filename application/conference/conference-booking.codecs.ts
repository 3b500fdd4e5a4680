import * as t from 'io-ts';
import { MAX_CONFERENCE_PARTICIPANTS } from '../../domain/conference/conference-forms';
import { EMAIL_TEXT, LONG_TEXT, SHORT_TEXT, SignedCents } from '../cart/wire-types.codecs';
import { CentsCodec } from '../codecs/cents.codec';
import { objectBody } from '../codecs/object-body';
import { ContactFields, OrderedStatusWire } from '../orders/orders.codecs';
import { boundedArray } from '../portal/request.codecs';
import { CONFERENCE_MESSAGES as M } from './messages';

/** POST /api/fachtagung/anmeldung. Texts are only bounded here; the rules and messages are the domain's. */
export const ConferenceRegistrationRequest = objectBody(
  t.exact(
    t.partial({
      /** The {x} of /fachtagung/{x}; left out for interest in the Fachtagungen in general. */
      conferenceUrl: SHORT_TEXT,
      salutation: SHORT_TEXT,
      firstname: SHORT_TEXT,
      lastname: SHORT_TEXT,
      email: EMAIL_TEXT,
      company: SHORT_TEXT,
      phone: SHORT_TEXT,
      message: LONG_TEXT,
    }),
  ),
  'ConferenceRegistrationRequest',
);
export type ConferenceRegistrationRequest = t.TypeOf<typeof ConferenceRegistrationRequest>;

export const ConferenceRegistrationWire = t.type({ registrationId: t.number, conferenceUrl: t.union([t.string, t.null]), message: t.string });
export type ConferenceRegistrationWire = t.TypeOf<typeof ConferenceRegistrationWire>;

export const ConferenceParticipantFields = t.exact(
  t.partial({ salutation: SHORT_TEXT, firstname: SHORT_TEXT, lastname: SHORT_TEXT, email: EMAIL_TEXT, function: SHORT_TEXT }),
);
export type ConferenceParticipantFields = t.TypeOf<typeof ConferenceParticipantFields>;

/** POST /api/fachtagung/{x}/buchung (with an Idempotency-Key header, like the checkout). */
export const ConferenceBookingRequest = objectBody(
  t.exact(
    t.intersection([
      t.type({ contact: ContactFields, participants: boundedArray(ConferenceParticipantFields, MAX_CONFERENCE_PARTICIPANTS) }),
      /** The consent to the AGB; a booking without it is refused with the other field messages. */
      t.partial({ acceptTerms: t.boolean }),
    ]),
  ),
  'ConferenceBookingRequest',
);
export type ConferenceBookingRequest = t.TypeOf<typeof ConferenceBookingRequest>;

export const ConferenceUrlParams = t.type({
  url: new t.Type<string, string, unknown>(
    'ConferenceUrl',
    (value): value is string => typeof value === 'string' && /^[a-z0-9-]{1,200}$/.test(value),
    (input, context) => (typeof input === 'string' && /^[a-z0-9-]{1,200}$/.test(input) ? t.success(input) : t.failure(input, context, M.conferenceExpected)),
    (value) => value,
  ),
});

export const BookedConferenceParticipantWire = t.intersection([
  t.type({
    position: t.number,
    salutation: t.string,
    firstname: t.string,
    lastname: t.string,
    price: CentsCodec,
  }),
  t.partial({
    /** Where the participant stands (booked, waiting, cancelled …); answers stored before had the booking's status only. */
    status: OrderedStatusWire,
    /** A waiting participant's place on the waiting list (1 = next). */
    waitlistPosition: t.number,
  }),
]);
export type BookedConferenceParticipantWire = t.TypeOf<typeof BookedConferenceParticipantWire>;

/**
 * The answer of a booking: every participant booked, or some waiting (with the first waiting
 * participant's place in the queue); each participant says where they stand.
 */
export const ConferenceBookingWire = t.intersection([
  t.type({
    orderNumber: t.string,
    conferenceUrl: t.string,
    status: t.keyof({ booked: null, waitlisted: null }),
    message: t.string,
    total: CentsCodec,
    /** Negative when later participants pay more (domain/pricing). */
    groupDiscount: SignedCents,
    participants: t.array(BookedConferenceParticipantWire),
  }),
  t.partial({ position: t.number }),
]);
export type ConferenceBookingWire = t.TypeOf<typeof ConferenceBookingWire>;
