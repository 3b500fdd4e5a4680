import * as t from 'io-ts';
import { PARTICIPANT_STATUSES } from '../../domain/cart/participant-status';
import { CentsCodec } from '../codecs/cents.codec';
import { InstantCodec } from '../codecs/instant.codec';
import { oneOf } from '../codecs/one-of.codec';
import { objectBody, text } from './request.codecs';

const shortText = text(200);
import { RubricWire } from '../catalogue/event.codecs';

export const ParticipantStatusWire = oneOf(PARTICIPANT_STATUSES, 'ParticipantStatus');

/** What the caller may do with a participant now (the booking rules of domain/cart, applied by the server's clock). */
export const RecipientActionsWire = t.intersection(
  [
    t.type({ cancel: t.boolean, substitute: t.boolean, confirm: t.boolean, certificate: t.boolean }),
    /** For held seats: name one of them, give one back. */
    t.partial({ nameSeat: t.boolean, giveBackSeat: t.boolean }),
  ],
  'RecipientActions',
);
export type RecipientActionsWire = t.TypeOf<typeof RecipientActionsWire>;

export const RecipientWire = t.intersection(
  [
    t.type({
      recipientId: t.number,
      salutation: t.string,
      firstname: t.string,
      lastname: t.string,
      email: t.string,
      status: ParticipantStatusWire,
    }),
    t.partial({
      /** Euro cents for the participant's seats. */
      price: CentsCodec,
      /** Until when a reservation holds its seat. */
      reservedUntil: InstantCodec,
      /** A waiting participant's place on the waiting list (1 = next). */
      waitlistPosition: t.number,
      /** Seats held under this name for colleagues not named yet (absent for a named participant). */
      heldSeats: t.number,
      actions: RecipientActionsWire,
    }),
  ],
  'Recipient',
);
export type RecipientWire = t.TypeOf<typeof RecipientWire>;

/** A booked event with the recipients the caller may see. */
export const BookedEventWire = t.intersection(
  [
    t.type({
      eventId: t.number,
      title: t.string,
      startDate: InstantCodec,
      endDate: InstantCodec,
      location: t.string,
      recipients: t.readonlyArray(RecipientWire),
    }),
    t.partial({
      /** The event's kind in German (Präsenzseminar, Online-Seminar, Ausbildung in Modulen). */
      kind: t.string,
      /** The seminar (theme) it is a date of: /seminare/p/{themeSlug}. */
      themeSlug: t.string,
      /** A Fachtagung's page: /fachtagung/{conferenceUrl}. */
      conferenceUrl: t.string,
      /** Present (true) when the provider called it off ("abgesagt"). */
      cancelled: t.literal(true),
    }),
  ],
  'BookedEvent',
);
export type BookedEventWire = t.TypeOf<typeof BookedEventWire>;

/** GET /api-meinifb/get-user-future-events and -past-events (and their Gremium variants /{id}). */
export const BookedEventsWire = t.readonlyArray(BookedEventWire, 'BookedEvents');
export type BookedEventsWire = t.TypeOf<typeof BookedEventsWire>;

/** GET /api-meinifb/get-next-event-recipients/{eventId} */
export const EventRecipientsWire = t.type({ eventId: t.number, recipients: t.readonlyArray(RecipientWire) }, 'EventRecipients');
export type EventRecipientsWire = t.TypeOf<typeof EventRecipientsWire>;

/** POST /api-meinifb/substitute-recipient/{recipientId}: the colleague who takes the seat. */
export const SubstituteRequest = objectBody(
  t.exact(t.partial({ salutation: shortText, firstname: shortText, lastname: shortText, email: shortText })),
  'SubstituteRequest',
);
export type SubstituteRequest = t.TypeOf<typeof SubstituteRequest>;

/** GET /api-meinifb/participation/{recipientId}: one participation with what cancelling it would cost now. */
export const ParticipationWire = t.type(
  {
    event: BookedEventWire,
    recipient: RecipientWire,
    /** Percent of the fee a cancellation now costs, and the amount (domain/cart/cancellation-terms). */
    cancellation: t.type({ share: t.number, fee: CentsCodec }),
  },
  'Participation',
);
export type ParticipationWire = t.TypeOf<typeof ParticipationWire>;

/** GET /api-meinifb/article-recommendations: catalogue themes related to the caller's. */
export const RecommendationsWire = t.readonlyArray(
  t.type({ themeId: t.number, slug: t.string, title: t.string, url: t.string, rubric: RubricWire, score: t.number }),
  'Recommendations',
);
export type RecommendationsWire = t.TypeOf<typeof RecommendationsWire>;
