import type { InvoiceRecipient } from '../../domain/invoice/invoice-recipient';
import type * as E from 'fp-ts/Either';
import type { Temporal } from 'temporal-polyfill';
import type { BookingType } from '../../domain/cart/booking-type';
import type { ParticipantStatus } from '../../domain/cart/participant-status';
import type { AppError } from '../../domain/errors/app-error';
import type { Cents } from '../../domain/money/money';
import type { CartOwner, StoredCart } from '../cart/cart.repository';
import type { NewAuditEntry } from '../audit/audit-log';
import type { OutboxTransaction } from '../mail/outbox.port';
import type { Bookable } from './bookable';

/** How an order came: the cart (online or by fax), a reservation, a waiting-list entry of its own, a Fachtagung booking. */
export type OrderChannelRecord = 'online' | 'fax' | 'reservierung' | 'warteliste' | 'fachtagung';

export interface Person {
  readonly salutation: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
}

export interface BillingRecord {
  readonly company: string | null;
  readonly street: string | null;
  readonly streetNumber: string | null;
  readonly postalCode: string | null;
  readonly city: string | null;
}

/** Who orders, how, and for whom the invoice is. */
export interface OrderHeader {
  readonly channel: OrderChannelRecord;
  readonly sessionId: string | null;
  readonly userId: number | null;
  readonly gremiumId: number | null;
  readonly customer: Person;
  readonly billing: BillingRecord;
  readonly invoiceReference: string | null;
  /** "E-Mail für Rechnungen" and Leitweg-ID as the booker gave them (kept in order_invoice_details). */
  readonly invoiceRecipient: InvoiceRecipient;
  readonly personalNotes: string | null;
}

export interface Idempotency {
  /** The session that sent the key: a key is only ever compared within its scope. */
  readonly scope: string;
  readonly key: string;
  /** The request as it was understood (canonical JSON): the same key with another request is refused. */
  readonly fingerprint: string;
}

export interface NewOrder extends OrderHeader {
  readonly orderNumber: string;
  readonly total: Cents;
  readonly groupDiscount: Cents;
  readonly orderedAt: Temporal.Instant;
  /** Set for a checkout or a Fachtagung booking: the same key from the same scope (session) answers this order again. */
  readonly idempotency: Idempotency | null;
}

export interface NewParticipant extends Person {
  readonly orderId: number;
  readonly eventId: number;
  readonly position: number;
  readonly function: string;
  readonly bookingType: BookingType;
  readonly hotelOverNightOption: string;
  readonly seats: number;
  /** False for seats held for colleagues not named yet (domain/cart/held-seats). */
  readonly named: boolean;
  readonly price: Cents;
  readonly status: ParticipantStatus;
  readonly reservedUntil: Temporal.Instant | null;
  readonly at: Temporal.Instant;
}

export interface StoredParticipant extends Person {
  readonly participantId: number;
  readonly orderId: number;
  readonly orderNumber: string;
  /** The account that placed the order, null for a visitor's. */
  readonly orderUserId: number | null;
  readonly orderGremiumId: number | null;
  readonly eventId: number;
  readonly function: string;
  readonly bookingType: BookingType;
  readonly hotelOverNightOption: string;
  readonly seats: number;
  readonly named: boolean;
  readonly price: Cents;
  readonly status: ParticipantStatus;
  readonly reservedUntil: Temporal.Instant | null;
}

export interface StatusChange {
  readonly status: ParticipantStatus;
  readonly reservedUntil: Temporal.Instant | null;
  readonly at: Temporal.Instant;
  /** The account that made the change (a cancellation, a confirmation); null for the housekeeping. */
  readonly by: number | null;
  /** A cancellation the provider caused (the date called off): no fee is owed for it. */
  readonly feeWaived?: boolean;
}

export type WaitlistStatusRecord = 'waiting' | 'offered' | 'accepted' | 'expired' | 'cancelled';

export interface NewWaitlistEntry {
  readonly eventId: number;
  readonly seats: number;
  readonly contact: Person & { readonly company: string | null };
  readonly userId: number | null;
  /** The order's participant who waits here, when the entry comes from a checkout or reservation. */
  readonly participantId: number | null;
  readonly createdAt: Temporal.Instant;
}

export interface StoredWaitlistEntry extends NewWaitlistEntry {
  readonly entryId: string;
  readonly status: WaitlistStatusRecord;
  readonly offerExpiresAt: Temporal.Instant | null;
  /** The order an accepted entry of its own became. */
  readonly orderNumber: string | null;
}

/** A participant as the portal sees it, with the accounts behind it. */
export interface RecipientRecord extends Person {
  readonly recipientId: number;
  readonly eventId: number;
  readonly status: ParticipantStatus;
  readonly bookedBy: number | null;
  /** The account with the participant's e-mail address, if any. */
  readonly userId: number | null;
  readonly orderGremiumId: number | null;
  readonly seats: number;
  /** False for seats held for colleagues not named yet: they get no paperwork. */
  readonly named: boolean;
  /** Euro cents for this participant's seats, as ordered. */
  readonly price: Cents;
  /** Until when a reservation holds its seat; null for anything else. */
  readonly reservedUntil: Temporal.Instant | null;
  /** When staff recorded the participant's attendance; null while not recorded. */
  readonly attendedAt: Temporal.Instant | null;
  /** The waiting-list entry of a participant who waits, for its place in the queue. */
  readonly waitlistEntryId: string | null;
}

/**
 * Driven port: where orders, their participants and the waiting lists are kept. Everything that
 * changes seats runs in one transaction under the event's lock (transaction + lockEvent), so
 * the capacity check and the writes it allows cannot interleave with another one's.
 */
export interface OrderStore {
  /**
   * Runs the work in one transaction. A Left answer or a thrown error rolls back everything
   * the work wrote; only a Right answer commits.
   */
  transaction<A>(work: (tx: OrderTransaction) => Promise<E.Either<AppError, A>>): Promise<E.Either<AppError, A>>;
  findWaitlistEntry(entryId: string): Promise<StoredWaitlistEntry | undefined>;
  /** Ids of the entries still waiting for the event, in queue order. */
  waitingEntryIds(eventId: number): Promise<readonly string[]>;
  /** Events with a reservation past its deadline or an offer past its expiry at `now`. */
  eventsWithDueHolds(now: Temporal.Instant): Promise<readonly number[]>;
  /**
   * Participants ordered by one of the accounts or carrying one's e-mail address, of events
   * that have not ended at `now` (future), have (past), or either (both: one read for the two lists).
   */
  recipientsOf(userIds: readonly number[], period: 'future' | 'past' | 'both', now: Temporal.Instant): Promise<readonly RecipientRecord[]>;
  /** Accounts taking part in the event: who ordered a seat, and every seated participant with an account. */
  accountsAt(eventId: number): Promise<readonly number[]>;
  findRecipient(recipientId: number): Promise<RecipientRecord | undefined>;
  /** The order behind a participant, for its papers. */
  paperOf(participantId: number): Promise<ParticipantPaperRecord | undefined>;
  /** An order as placed, with its participants as they stand now (the confirmation page reads it again). */
  placedOrder(orderNumber: string): Promise<PlacedOrder | undefined>;
  /** The bookables (seminar dates and Fachtagungen) of the ids; an unknown id is left out. */
  bookables(eventIds: readonly number[]): Promise<ReadonlyMap<number, Bookable>>;
}

/** The order behind one participant: what the participant's papers print. */
export interface ParticipantPaperRecord {
  readonly orderNumber: string;
  readonly orderedAt: Temporal.Instant;
  readonly orderUserId: number | null;
  readonly customer: Person;
  readonly billing: BillingRecord;
  readonly hotelOverNightOption: string;
}

/** A reservation whose reminder this instance claimed: it alone sends it. */
export interface ClaimedReminder {
  readonly participantId: number;
  readonly eventId: number;
  readonly orderNumber: string;
  readonly reservedUntil: Temporal.Instant;
  readonly participant: Person;
  /** Who ordered the seat (the reminder goes to them too when it is someone else). */
  readonly customer: Person;
}

/** A participant of a placed order as it stands now. */
export interface PlacedParticipant {
  readonly participantId: number;
  readonly eventId: number;
  readonly salutation: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly bookingType: BookingType;
  readonly seats: number;
  readonly price: Cents;
  readonly status: ParticipantStatus;
  readonly reservedUntil: Temporal.Instant | null;
  /** The entry of a participant who still waits, for its place in the queue. */
  readonly waitlistEntryId: string | null;
}

export interface PlacedOrder {
  readonly orderNumber: string;
  readonly channel: OrderChannelRecord;
  readonly orderedAt: Temporal.Instant;
  /** Who placed it: the session, the account, and the Gremium it was placed for. */
  readonly sessionId: string | null;
  readonly userId: number | null;
  readonly gremiumId: number | null;
  readonly total: Cents;
  readonly groupDiscount: Cents;
  /** The answer first given, as stored (for the reservation's page); null for orders without one. */
  readonly result: unknown;
  /** In the order they were entered, per bookable. */
  readonly participants: readonly PlacedParticipant[];
}

export interface OrderTransaction {
  /** The transaction for the outbox, so a mail is queued exactly when this transaction commits. */
  readonly handle: OutboxTransaction;
  /** Waits for and holds the event's lock until the transaction ends (pg_advisory_xact_lock). */
  lockEvent(eventId: number): Promise<void>;
  /** Serializes two requests with the same idempotency key (a double click). */
  lockIdempotencyKey(scope: string, key: string): Promise<void>;
  findIdempotentOrder(scope: string, key: string): Promise<{ readonly fingerprint: string; readonly result: unknown } | undefined>;
  /** The owner's cart, its row locked until the transaction ends. */
  cartForCheckout(owner: CartOwner): Promise<StoredCart | undefined>;
  deleteCart(cartId: number): Promise<void>;
  /** A seminar date or a Fachtagung, read within the transaction (under its lock, when taken). */
  findBookable(eventId: number): Promise<Bookable | undefined>;
  /** Seats of the event held by bookings, reservations and open waiting-list offers. */
  seatsTaken(eventId: number): Promise<number>;
  /** The next number of the year's order sequence: 1, 2, 3 … with no gaps. */
  nextOrderSequence(year: number): Promise<number>;
  insertOrder(order: NewOrder): Promise<number>;
  saveCheckoutResult(orderId: number, result: unknown): Promise<void>;
  insertParticipant(participant: NewParticipant): Promise<number>;
  findParticipant(participantId: number): Promise<StoredParticipant | undefined>;
  /** Sets the status; a cancellation also keeps the status it ended (booked, reserved, waitlisted) for the fee of the terms. */
  /** A reservation with a new deadline (a later one given by staff, or a seat taken from an offer) is reminded of it again. */
  setParticipantStatus(participantId: number, change: StatusChange): Promise<void>;
  /** Reservations of the event whose deadline is reached become lapsed; answers how many. */
  lapseReservations(eventId: number, now: Temporal.Instant): Promise<number>;
  /** Offers of the event whose deadline is reached expire (their participants too); answers how many. */
  expireOffers(eventId: number, now: Temporal.Instant): Promise<number>;
  insertWaitlistEntry(entry: NewWaitlistEntry): Promise<string>;
  findWaitlistEntry(entryId: string): Promise<StoredWaitlistEntry | undefined>;
  /** The entries still waiting for the event, in queue order. */
  waitingEntries(eventId: number): Promise<readonly StoredWaitlistEntry[]>;
  markOffered(entryId: string, offeredAt: Temporal.Instant, expiresAt: Temporal.Instant): Promise<void>;
  markAccepted(entryId: string, at: Temporal.Instant, orderId: number | null): Promise<void>;
  /**
   * A colleague takes the participant's seat: name and address change (its waiting entry's
   * too), seat and price stay. Held seats named so become a named participant.
   */
  substituteParticipant(participantId: number, substitute: Person, change: { readonly at: Temporal.Instant; readonly by: number }): Promise<void>;
  /**
   * Marks as reminded every reservation with a deadline after `now` and at or before `horizon`
   * that was not reminded yet, and answers them. One atomic UPDATE … RETURNING: of several
   * instances claiming at once, each reservation goes to exactly one.
   */
  claimReminders(horizon: Temporal.Instant, now: Temporal.Instant): Promise<readonly ClaimedReminder[]>;
  /** The waiting entry of a cancelled participant leaves the queue. */
  cancelWaitlistEntryOf(participantId: number): Promise<void>;
  /** The bookable's participants that hold or await a seat (booked, reserved, waitlisted), in order. */
  participantsHolding(eventId: number): Promise<readonly StoredParticipant[]>;
  /** Every entry of the bookable still waiting or offered ends (cancelled); answers them as they were. */
  endWaitingList(eventId: number): Promise<readonly StoredWaitlistEntry[]>;
  /** The bookable is called off ("abgesagt") from `at` on. */
  cancelBookable(eventId: number, at: Temporal.Instant): Promise<void>;
  /** The audit entry of what this transaction changes, kept or dropped with it. */
  audit(entry: NewAuditEntry): Promise<void>;
  /** How many seats the order's participants of the bookable take or took (any status), and the last position given. */
  orderLine(orderId: number, eventId: number): Promise<{ readonly seats: number; readonly lastPosition: number }>;
  /** Held seats shrink by one seat and its price (named or given back). */
  takeHeldSeat(participantId: number, price: Cents, change: { readonly at: Temporal.Instant; readonly by: number }): Promise<void>;
  /** The order's invoice address changes (a reservation booked with the address it now goes to). */
  setOrderBilling(orderId: number, billing: BillingRecord): Promise<void>;
}
