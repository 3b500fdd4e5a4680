import * as t from 'io-ts';
import { PARTICIPANT_STATUSES, type ParticipantStatus } from '../../domain/cart/participant-status';
import { InstantCodec } from '../codecs/instant.codec';
import { RubricWire } from '../catalogue/event.codecs';

export const ParticipantStatusWire = t.keyof(
  Object.fromEntries(PARTICIPANT_STATUSES.map((status) => [status, null])) as Record<ParticipantStatus, null>,
  'ParticipantStatus',
);

export const RecipientWire = t.type(
  {
    recipientId: t.number,
    salutation: t.string,
    firstname: t.string,
    lastname: t.string,
    email: t.string,
    status: ParticipantStatusWire,
  },
  'Recipient',
);
export type RecipientWire = t.TypeOf<typeof RecipientWire>;

/** A booked event with the recipients the caller may see. */
export const BookedEventWire = t.type(
  {
    eventId: t.number,
    title: t.string,
    startDate: InstantCodec,
    endDate: InstantCodec,
    location: t.string,
    recipients: t.readonlyArray(RecipientWire),
  },
  'BookedEvent',
);
export type BookedEventWire = t.TypeOf<typeof BookedEventWire>;

/** GET /api-meinifb/get-user-future-events and -past-events (and their Gremium variants /{id}). */
export const BookedEventsWire = t.readonlyArray(BookedEventWire, 'BookedEvents');
export type BookedEventsWire = t.TypeOf<typeof BookedEventsWire>;

/** GET /api-meinifb/get-next-event-recipients/{eventId} */
export const EventRecipientsWire = t.type({ eventId: t.number, recipients: t.readonlyArray(RecipientWire) }, 'EventRecipients');
export type EventRecipientsWire = t.TypeOf<typeof EventRecipientsWire>;

/** GET /api-meinifb/article-recommendations: catalogue themes related to the caller's. */
export const RecommendationsWire = t.readonlyArray(
  t.type({ themeId: t.number, slug: t.string, title: t.string, url: t.string, rubric: RubricWire, score: t.number }),
  'Recommendations',
);
export type RecommendationsWire = t.TypeOf<typeof RecommendationsWire>;
