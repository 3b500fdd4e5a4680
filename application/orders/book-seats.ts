import { holdsUnnamedSeats } from '../../domain/cart/held-seats';
import * as E from 'fp-ts/Either';
import { NO_INVOICE_RECIPIENT } from '../../domain/invoice/invoice-recipient';
import type { Temporal } from 'temporal-polyfill';
import { cartLineTotals, cartTotals } from '../../domain/cart/cart-totals';
import { formatOrderNumber, orderYear } from '../../domain/cart/order-number';
import { seatedStatus } from '../../domain/cart/participant-status';
import { reservationDeadline } from '../../domain/cart/reservation-deadline';
import { allocateRequests } from '../../domain/cart/seat-allocation';
import { queuePosition } from '../../domain/cart/waiting-list';
import { hasBegun } from '../../domain/event/booking-state';
import { conflict, invalid, type AppError } from '../../domain/errors/app-error';
import { sumCents, type Cents } from '../../domain/money/money';
import { CART_MESSAGES } from '../cart/messages';
import type { Outbox } from '../mail/outbox.port';
import type { Clock } from '../ports/clock';
import type { Bookable } from './bookable';
import type { BookedLine, BookedOrder, BookedSeat, BookingLine, SeatRequest } from './booked-order';
import { orderConfirmationPayload } from './mail-payloads';
import { ORDER_MESSAGES as M } from './messages';
import type { Idempotency, NewOrder, OrderHeader, OrderStore, OrderTransaction, StoredWaitlistEntry } from './orders.repository';
import { settleEvent } from './seat-settlement';

/**
 * A key reused for another request: Invalid (the client reads its body like every refused
 * input), with the reason that makes the server answer 422 (application/http/http-status.ts).
 */
export const KEY_REUSED: AppError = {
  ...invalid({ 'Idempotency-Key': M.idempotencyKeyReused }, M.idempotencyKeyReused),
  reason: 'idempotency-key-reused',
};

/** Each request's price: the sum of the tiers of the positions its seats take in the line. */
const requestPrices = (bookable: Bookable, requests: readonly SeatRequest[]): readonly Cents[] => {
  const tiers = cartLineTotals({ prices: bookable.prices, participants: requests.reduce((sum, request) => sum + request.seats, 0) }).participantPrices;
  let position = 0;
  return requests.map((request) => {
    const own = tiers.slice(position, position + request.seats);
    position += request.seats;
    return sumCents(own);
  });
};

/**
 * The one way seats are taken: the cart's checkout, a reservation, a waiting-list entry whose
 * offer is accepted and a Fachtagung booking all build booking lines and call this, inside a
 * transaction of the order store. Each bookable is locked and brought up to date (lapsed holds,
 * expired offers, freed seats offered) in id order, so two orders never wait on each other in
 * a circle and the waiting list is served before anyone new; then its requests get seats by
 * domain/cart's seat rule, at domain/pricing's prices, and those beyond the free seats wait.
 * The order's number is the year's next, its confirmation is queued in the same transaction.
 */
export class BookSeats {
  constructor(
    private readonly store: Pick<OrderStore, 'transaction'>,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  /**
   * Runs `work` in one transaction, once per idempotency key: a retry or a double click with
   * the same key answers the first result again (read back by `replay`); the same key with
   * another request is refused.
   */
  once<A>(
    idempotency: Idempotency,
    replay: (stored: unknown) => A,
    work: (tx: OrderTransaction, now: Temporal.Instant) => Promise<E.Either<AppError, A>>,
  ): Promise<E.Either<AppError, A>> {
    const now = this.clock.now();
    return this.store.transaction(async (tx) => {
      await tx.lockIdempotencyKey(idempotency.scope, idempotency.key);
      const earlier = await tx.findIdempotentOrder(idempotency.scope, idempotency.key);
      if (earlier === undefined) return work(tx, now);
      return earlier.fingerprint === idempotency.fingerprint ? E.right(replay(earlier.result)) : E.left(KEY_REUSED);
    });
  }

  /** In a transaction of its own. */
  run(order: OrderHeader, lines: readonly BookingLine[]): Promise<E.Either<AppError, BookedOrder>> {
    const now = this.clock.now();
    return this.store.transaction((tx) => this.book(tx, now, order, lines));
  }

  /**
   * Places the order within the caller's transaction. A line whose seats an accepted offer
   * held (`heldBy`) is seated whatever the count says: those seats were kept for it.
   */
  async book(
    tx: OrderTransaction,
    now: Temporal.Instant,
    order: OrderHeader,
    lines: readonly BookingLine[],
    options: { readonly idempotency?: Idempotency; readonly heldBy?: StoredWaitlistEntry } = {},
  ): Promise<E.Either<AppError, BookedOrder>> {
    const bookables = new Map<number, Bookable>();
    for (const eventId of [...new Set(lines.map((line) => line.eventId))].sort((a, b) => a - b)) {
      await tx.lockEvent(eventId);
      const bookable = await tx.findBookable(eventId);
      if (bookable === undefined) return E.left(conflict(CART_MESSAGES.eventUnknown));
      if (hasBegun(bookable.startDate, now)) return E.left(conflict(`${bookable.title}: ${CART_MESSAGES.eventStarted}`));
      if (bookable.cancelled) return E.left(conflict(`${bookable.title}: ${CART_MESSAGES.eventCancelled}`));
      await settleEvent(tx, this.outbox, bookable, now);
      bookables.set(eventId, bookable);
    }
    const priced = lines.map((line) => ({ line, bookable: bookableOf(bookables, line.eventId) }));
    const totals = cartTotals(
      priced.map(({ line, bookable }) => ({ prices: bookable.prices, participants: line.requests.reduce((sum, request) => sum + request.seats, 0) })),
    );
    const orderNumber = formatOrderNumber({ year: orderYear(now), sequence: await tx.nextOrderSequence(orderYear(now)) });
    const newOrder: NewOrder = { ...order, orderNumber, total: totals.total, groupDiscount: totals.groupDiscount, orderedAt: now, idempotency: options.idempotency ?? null };
    const orderId = await tx.insertOrder(newOrder);

    const booked: BookedLine[] = [];
    for (const { line, bookable } of priced) {
      const outcomes =
        options.heldBy === undefined
          ? allocateRequests(bookable.capacity, await tx.seatsTaken(bookable.eventId), line.requests.map((request) => request.seats))
          : line.requests.map(() => 'seat' as const);
      const prices = requestPrices(bookable, line.requests);
      const seats: BookedSeat[] = [];
      for (const [index, request] of line.requests.entries()) {
        seats.push(await this.seat(tx, now, { orderId, order, bookable, request, position: index + 1, price: prices[index] ?? bookable.prices.price, seated: outcomes[index] === 'seat' }));
      }
      booked.push({ bookable, seats });
    }
    const placed: BookedOrder = { orderId, orderNumber, orderedAt: now, total: totals.total, groupDiscount: totals.groupDiscount, lines: booked };
    // The mail says what the confirmation page says: who is booked, reserved, or waiting, and where.
    await this.outbox.enqueue(tx.handle, 'order_confirmation', orderConfirmationPayload({ ...order, order: placed }));
    return E.right(placed);
  }

  /**
   * An open offer taken (under the bookable's lock, its entry checked by the caller): the seats
   * it held go to whom it was offered. An order's waiting participant gets them as they chose
   * (booked, or reserved from now); an entry of its own becomes an order of its own.
   */
  async takeOffer(tx: OrderTransaction, now: Temporal.Instant, entry: StoredWaitlistEntry): Promise<E.Either<AppError, void>> {
    const bookable = await tx.findBookable(entry.eventId);
    if (bookable === undefined) return E.left(conflict(CART_MESSAGES.eventUnknown));
    if (bookable.cancelled) return E.left(conflict(CART_MESSAGES.eventCancelled));
    if (entry.participantId !== null) {
      const participant = await tx.findParticipant(entry.participantId);
      if (participant === undefined) throw new Error(`participant ${entry.participantId} of a waiting-list entry is missing`);
      const status = seatedStatus(participant.bookingType);
      await tx.setParticipantStatus(entry.participantId, {
        status,
        reservedUntil: status === 'reserved' ? reservationDeadline(now, bookable.startDate) : null,
        at: now,
        by: null,
      });
      await tx.markAccepted(entry.entryId, now, null);
      return E.right(undefined);
    }
    const { company, ...person } = entry.contact;
    const booked = await this.book(
      tx,
      now,
      {
        channel: 'warteliste',
        sessionId: null,
        userId: entry.userId,
        gremiumId: null,
        customer: person,
        billing: { company, street: null, streetNumber: null, postalCode: null, city: null },
        invoiceReference: null,
        invoiceRecipient: NO_INVOICE_RECIPIENT,
        personalNotes: null,
      },
      [{ eventId: entry.eventId, requests: [{ ...person, function: '', bookingType: 'Buchung', hotelOverNightOption: '', seats: entry.seats }] }],
      { heldBy: entry },
    );
    if (E.isLeft(booked)) return booked;
    await tx.markAccepted(entry.entryId, now, booked.right.orderId);
    return E.right(undefined);
  }

  private async seat(
    tx: OrderTransaction,
    now: Temporal.Instant,
    at: { orderId: number; order: OrderHeader; bookable: Bookable; request: SeatRequest; position: number; price: Cents; seated: boolean },
  ): Promise<BookedSeat> {
    const { request, bookable } = at;
    const status = at.seated ? seatedStatus(request.bookingType) : 'waitlisted';
    const reservedUntil = status === 'reserved' ? reservationDeadline(now, bookable.startDate) : null;
    const participantId = await tx.insertParticipant({
      ...request,
      orderId: at.orderId,
      eventId: bookable.eventId,
      position: at.position,
      named: !holdsUnnamedSeats(request.seats),
      price: at.price,
      status,
      reservedUntil,
      at: now,
    });
    if (status !== 'waitlisted') return { request, participantId, status, price: at.price, reservedUntil, waitlistEntryId: undefined, waitlistPosition: undefined };
    const waitlistEntryId = await tx.insertWaitlistEntry({
      eventId: bookable.eventId,
      seats: request.seats,
      contact: { ...request, company: at.order.billing.company },
      userId: at.order.userId,
      participantId,
      createdAt: now,
    });
    const waitlistPosition = queuePosition(waitlistEntryId, (await tx.waitingEntries(bookable.eventId)).map((entry) => entry.entryId));
    return { request, participantId, status, price: at.price, reservedUntil, waitlistEntryId, waitlistPosition };
  }
}

const bookableOf = (bookables: ReadonlyMap<number, Bookable>, eventId: number): Bookable => {
  const bookable = bookables.get(eventId);
  if (bookable === undefined) throw new Error(`bookable ${eventId} was not read before booking`);
  return bookable;
};
