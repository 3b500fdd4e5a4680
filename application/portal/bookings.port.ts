import type * as TE from 'fp-ts/TaskEither';
import type { Temporal } from 'temporal-polyfill';
import type { Bookable, BookablePage } from '../orders/bookable';
import type { ParticipantStatus } from '../../domain/cart/participant-status';
import type { AppError } from '../../domain/errors/app-error';
import type { Cents } from '../../domain/money/money';
import type { Account } from '../accounts/user.repository';

/**
 * What the portal needs from the bookings (orders) module. The portal shows and cancels
 * bookings but owns none: the orders module implements this port over its own tables and
 * decides every booking rule (who is booked, until when a cancellation is possible).
 */

/** One booked participant (a "recipient" of the spec's event). */
export interface BookingRecipient {
  readonly recipientId: number;
  readonly salutation: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  readonly status: ParticipantStatus;
  /** The account that ordered the participant's seat; null for a visitor's order without login. */
  readonly bookedBy: number | null;
  /** The participant's own account, when one has the participant's e-mail address. */
  readonly userId: number | null;
  /** The Gremium the seat was ordered for (its admins manage it). */
  readonly orderGremiumId: number | null;
  /** How many seats it takes: more than one are seats held for colleagues not named yet. */
  readonly seats: number;
  /** False for held seats (domain/cart/held-seats): no paperwork until each is named. */
  readonly named: boolean;
  /** Euro cents for the participant's seats, as ordered. */
  readonly price: Cents;
  /** Until when a reservation holds its seat. */
  readonly reservedUntil: Temporal.Instant | null;
  /** A waiting participant's place in the queue (1 = next). */
  readonly waitlistPosition: number | null;
  /** Staff recorded that the participant attended (the certificate needs it). */
  readonly attended: boolean;
}

/** Name and address of the colleague who takes a participant's seat. */
export interface Substitute {
  readonly salutation: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
}

/** Everything the paperwork of one participant's booking prints. */
export interface BookingPaper {
  readonly recipient: BookingRecipient;
  readonly orderNumber: string;
  readonly orderedAt: Temporal.Instant;
  /** Who ordered: the letter to the employer comes from them. */
  readonly customer: { readonly salutation: string; readonly firstname: string; readonly lastname: string; readonly email: string };
  readonly billing: { readonly company: string; readonly street: string; readonly postalCode: string; readonly city: string };
  readonly hotelOverNightOption: string;
  /** The seminar date or Fachtagung the participant is booked for. */
  readonly event: Bookable;
}

/** An event with the recipients of the bookings asked about. */
export interface BookedEvent {
  readonly eventId: number;
  /**
   * Where it is sold: a seminar date on /seminare/p/{themeSlug} (what the portal recommends
   * follows from its theme), a Fachtagung on /fachtagung/{conferenceUrl}.
   */
  readonly page: BookablePage;
  readonly title: string;
  readonly startDate: Temporal.Instant;
  readonly endDate: Temporal.Instant;
  /** Where, as the catalogue shows it (domain/event/location-text). */
  readonly location: string;
  /** The event's kind as the portal names it (domain/event/event-kind). */
  readonly kind: string;
  /** The provider called it off ("abgesagt"): its participants' seats ended without a fee. */
  readonly cancelled: boolean;
  readonly recipients: readonly BookingRecipient[];
}

/** future: events that have not ended yet; past: events that have ended (by the bookings' clock). */
export type BookingPeriod = 'future' | 'past';

export type EventsByPeriod = Readonly<Record<BookingPeriod, readonly BookedEvent[]>>;

export interface PortalBookings {
  /**
   * The events of the period in which one of the accounts ordered a seat or holds one, each
   * with just those recipients; soonest first for the future, latest first for the past.
   */
  eventsOf(userIds: readonly number[], period: BookingPeriod): Promise<readonly BookedEvent[]>;
  /** Both periods' events as eventsOf lists them, read at once (a page that shows both lists). */
  eventsByPeriod(userIds: readonly number[]): Promise<EventsByPeriod>;
  /** Every account that takes part in the event: whoever ordered a seat and every seated participant with an account. */
  participantsOf(eventId: number): Promise<readonly number[]>;
  /** One recipient with its event, for the access check before showing or cancelling it. */
  findRecipient(recipientId: number): Promise<{ readonly eventId: number; readonly recipient: BookingRecipient } | undefined>;
  /**
   * A colleague takes the participant's seat (§ 37 Abs. 6 BetrVG substitutes): name and address
   * change, seat and price stay; the old and the new participant get a mail. Someone else's
   * booking is NotFound; a seat no longer active or an event begun is a Conflict.
   */
  substituteRecipient(caller: Account, recipientId: number, substitute: Substitute): TE.TaskEither<AppError, BookingRecipient>;
  /**
   * One of the held seats gets its colleague's name: it becomes a participant of its own at
   * the tier price of its position, with its own paperwork (the last held seat is named in
   * place). Held seats only, before the event; someone else's booking is NotFound.
   */
  nameHeldSeat(caller: Account, recipientId: number, person: Substitute): TE.TaskEither<AppError, BookingRecipient>;
  /** One of the held seats is given back: it is free again (offered to the waiting list), and so is its price. */
  giveBackHeldSeat(caller: Account, recipientId: number): TE.TaskEither<AppError, BookingRecipient>;
  /** The data of one participant's papers, for a caller who may manage the booking; undefined otherwise. */
  paperOf(caller: Account, recipientId: number): Promise<BookingPaper | undefined>;
  /** Cancels one participant's seat; refused (Conflict) when the booking rules no longer allow it. */
  cancelRecipient(recipientId: number, cancelledBy: number): TE.TaskEither<AppError, BookingRecipient>;
}
