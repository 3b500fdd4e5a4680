import * as E from 'fp-ts/Either';
import { sessionAccount } from '../accounts/session-account';
import { NO_INVOICE_RECIPIENT } from '../../domain/invoice/invoice-recipient';
import type * as TE from 'fp-ts/TaskEither';
import type { Temporal } from 'temporal-polyfill';
import { CONTACT_FORM } from '../../domain/cart/contact-form';
import { isOfferOpen, queuePosition } from '../../domain/cart/waiting-list';
import { hasBegun } from '../../domain/event/booking-state';
import { conflict, invalid, notFound, type AppError } from '../../domain/errors/app-error';
import { validateFormEither } from '../../domain/validation/form-validation';
import type { SessionSlot } from '../accounts/session';
import type { SessionService } from '../accounts/session.service';
import type { Account, UserRepository } from '../accounts/user.repository';
import { CART_MESSAGES } from '../cart/messages';
import type { Outbox } from '../mail/outbox.port';
import type { Clock } from '../ports/clock';
import type { Bookable } from './bookable';
import type { BookSeats } from './book-seats';
import type { BookedOrder } from './booked-order';
import type { OrderReading } from './order-reading';
import { ORDER_MESSAGES as M, reservedMessage } from './messages';
import { ReservationResultWire, type ContactFields, type ReservationRequest, type WaitlistEntryWire, type WaitlistJoinRequest } from './orders.codecs';
import type { WaitingList, WaitingListForRequest } from './orders.port';
import type { NewWaitlistEntry, OrderStore, OrderTransaction, StoredWaitlistEntry } from './orders.repository';
import { settleEvent } from './seat-settlement';
import { storeCall } from './store-call';

export interface WaitingListDependencies {
  readonly store: OrderStore;
  readonly bookSeats: BookSeats;
  readonly orders: OrderReading;
  readonly outbox: Outbox;
  readonly users: UserRepository;
  /** A reservation is kept under the visitor's session (a row is made for it), so its page can show it again. */
  readonly sessions: Pick<SessionService, 'keep'>;
  readonly clock: Clock;
}

type Contact = NewWaitlistEntry['contact'];

/** The contact checked by the form's rules; its messages are named by the field's path in the request (contact.email). */
const contactOf = (fields: ContactFields): E.Either<AppError, Contact> => {
  const valid = validateFormEither(CONTACT_FORM, fields);
  if (E.isLeft(valid)) {
    const named = Object.fromEntries(Object.entries(valid.left.fieldErrors).map(([field, message]) => [`contact.${field}`, message]));
    return E.left(invalid(named));
  }
  return E.right({ ...valid.right, company: valid.right.company === '' ? null : valid.right.company });
};

/** The entry as its owner sees it: an offer past its deadline reads as expired even before the housekeeping ran. */
export const waitlistEntryWire = (entry: StoredWaitlistEntry, waitingIds: readonly string[], now: Temporal.Instant): WaitlistEntryWire => {
  const lapsedOffer = entry.status === 'offered' && entry.offerExpiresAt !== null && !isOfferOpen(entry.offerExpiresAt, now);
  const status = lapsedOffer ? 'expired' : entry.status;
  return {
    entryId: entry.entryId,
    eventId: entry.eventId,
    seats: entry.seats,
    status,
    position: status === 'waiting' ? (queuePosition(entry.entryId, waitingIds) ?? null) : null,
    ...(status === 'offered' && entry.offerExpiresAt !== null ? { offerExpiresAt: entry.offerExpiresAt } : {}),
    ...(entry.orderNumber === null ? {} : { orderNumber: entry.orderNumber }),
  };
};

/** The bookable a request names: an unknown id is the caller's mistake (404), one that has begun cannot be waited for (409). */
const bookableOf = async (tx: OrderTransaction, eventId: number, now: Temporal.Instant): Promise<E.Either<AppError, Bookable>> => {
  const bookable = await tx.findBookable(eventId);
  if (bookable === undefined) return E.left(notFound(CART_MESSAGES.eventUnknown));
  if (bookable.cancelled) return E.left(conflict(CART_MESSAGES.eventCancelled));
  return hasBegun(bookable.startDate, now) ? E.left(conflict(CART_MESSAGES.eventStarted)) : E.right(bookable);
};

/** The reservation's answer: held until its deadline, or waiting at its place. */
const reservationResult = (order: BookedOrder): ReservationResultWire => {
  const [line] = order.lines;
  const seat = line?.seats[0];
  if (line === undefined || seat === undefined) throw new Error('a reservation books one request');
  const base = { orderNumber: order.orderNumber, eventId: line.bookable.eventId, seats: seat.request.seats };
  if (seat.status !== 'waitlisted' && seat.reservedUntil !== null) {
    return { ...base, status: 'reserved', reservedUntil: seat.reservedUntil, message: reservedMessage(seat.reservedUntil, seat.request.seats) };
  }
  return {
    ...base,
    status: 'waitlisted',
    message: M.waitlisted,
    ...(seat.waitlistEntryId === undefined ? {} : { waitlistEntryId: seat.waitlistEntryId }),
    ...(seat.waitlistPosition === undefined ? {} : { position: seat.waitlistPosition }),
  };
};

/** Waiting list and reservations over the order store; every seat change under the event's lock. */
export class WaitingListService implements WaitingListForRequest {
  constructor(private readonly deps: WaitingListDependencies) {}

  forRequest(session: SessionSlot): WaitingList {
    const account = (): Promise<Account | undefined> => sessionAccount(this.deps.users, session);
    return {
      join: (request) => storeCall(async () => this.join(request, await account())),
      entry: (entryId) => this.entry(entryId),
      accept: (entryId) => this.accept(entryId),
      reserve: (request) =>
        storeCall(async () => {
          const kept = await this.deps.sessions.keep(session.current());
          session.replace(kept);
          return this.reserve(request, await account(), kept.stored.sessionId);
        }),
      reservation: (orderNumber) => storeCall(async () => this.reservation(orderNumber, session)),
    };
  }

  private async join(request: WaitlistJoinRequest, account: Account | undefined): Promise<E.Either<AppError, WaitlistEntryWire>> {
    const contact = contactOf(request.contact);
    if (E.isLeft(contact)) return contact;
    const now = this.deps.clock.now();
    return this.deps.store.transaction(async (tx) => {
      await tx.lockEvent(request.eventId);
      const event = await bookableOf(tx, request.eventId, now);
      if (E.isLeft(event)) return event;
      const entryId = await tx.insertWaitlistEntry({
        eventId: event.right.eventId,
        seats: request.seats,
        contact: contact.right,
        userId: account?.userId ?? null,
        participantId: null,
        createdAt: now,
      });
      // Seats may be free right now (for a group that did not fit before): the new entry may get an offer at once.
      await settleEvent(tx, this.deps.outbox, event.right, now);
      return E.right(await this.entryIn(tx, entryId, now));
    });
  }

  private async reservation(orderNumber: string, session: SessionSlot): Promise<E.Either<AppError, ReservationResultWire>> {
    const placed = await this.deps.orders.readable(orderNumber, session, M.reservationUnknown);
    const result = E.isRight(placed) && placed.right.channel === 'reservierung' ? ReservationResultWire.decode(placed.right.result) : undefined;
    // Someone else's reservation (or another kind of order) is answered like an unknown one.
    if (result === undefined || E.isLeft(result)) return E.left(notFound(M.reservationUnknown));
    if (result.right.waitlistEntryId === undefined) return E.right(result.right);
    // Where the entry stands now, not when it was made.
    const position = queuePosition(result.right.waitlistEntryId, await this.deps.store.waitingEntryIds(result.right.eventId));
    const { position: _then, ...rest } = result.right;
    return E.right(position === undefined ? rest : { ...rest, position });
  }

  private entry(entryId: string): TE.TaskEither<AppError, WaitlistEntryWire> {
    return storeCall(async () => {
      const entry = await this.deps.store.findWaitlistEntry(entryId);
      if (entry === undefined) return E.left(notFound(M.entryUnknown));
      return E.right(waitlistEntryWire(entry, await this.deps.store.waitingEntryIds(entry.eventId), this.deps.clock.now()));
    });
  }

  private accept(entryId: string): TE.TaskEither<AppError, WaitlistEntryWire> {
    return storeCall(async () => {
      const found = await this.deps.store.findWaitlistEntry(entryId);
      if (found === undefined) return E.left(notFound(M.entryUnknown));
      const now = this.deps.clock.now();
      return this.deps.store.transaction(async (tx) => {
        await tx.lockEvent(found.eventId);
        const entry = await tx.findWaitlistEntry(entryId);
        if (entry === undefined) return E.left(notFound(M.entryUnknown));
        // A second click on the offer's link finds it accepted: the same answer again.
        if (entry.status === 'accepted') return E.right(await this.entryIn(tx, entryId, now));
        if (entry.status === 'waiting') return E.left(conflict(M.offerNotYet));
        if (entry.status !== 'offered') return E.left(conflict(entry.status === 'expired' ? M.offerExpired : M.entryInactive));
        if (entry.offerExpiresAt === null || !isOfferOpen(entry.offerExpiresAt, now)) return E.left(conflict(M.offerExpired));
        const taken = await this.deps.bookSeats.takeOffer(tx, now, entry);
        if (E.isLeft(taken)) return taken;
        return E.right(await this.entryIn(tx, entryId, now));
      });
    });
  }

  private async reserve(
    request: ReservationRequest,
    account: Account | undefined,
    sessionId: string | null,
  ): Promise<E.Either<AppError, ReservationResultWire>> {
    const contact = contactOf(request.contact);
    if (E.isLeft(contact)) return contact;
    const now = this.deps.clock.now();
    return this.deps.store.transaction<ReservationResultWire>(async (tx) => {
      const found = await bookableOf(tx, request.eventId, now);
      if (E.isLeft(found)) return found;
      const order = {
        channel: 'reservierung' as const,
        sessionId,
        userId: account?.userId ?? null,
        gremiumId: account?.gremiumId ?? null,
        customer: contact.right,
        billing: { company: contact.right.company, street: null, streetNumber: null, postalCode: null, city: null },
        invoiceReference: null,
        invoiceRecipient: NO_INVOICE_RECIPIENT,
        personalNotes: null,
      };
      const holder = { ...contact.right, function: '', bookingType: 'Reservierung' as const, hotelOverNightOption: '', seats: request.seats };
      const booked = await this.deps.bookSeats.book(tx, now, order, [{ eventId: request.eventId, requests: [holder] }]);
      if (E.isLeft(booked)) return booked;
      const result = reservationResult(booked.right);
      await tx.saveCheckoutResult(booked.right.orderId, ReservationResultWire.encode(result));
      return E.right(result);
    });
  }

  private async entryIn(tx: OrderTransaction, entryId: string, now: Temporal.Instant): Promise<WaitlistEntryWire> {
    const entry = await tx.findWaitlistEntry(entryId);
    if (entry === undefined) throw new Error(`waiting-list entry ${entryId} vanished inside its transaction`);
    return waitlistEntryWire(entry, (await tx.waitingEntries(entry.eventId)).map((waiting) => waiting.entryId), now);
  }
}
