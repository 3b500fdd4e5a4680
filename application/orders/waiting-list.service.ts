import { mayReadOrder } from '../../domain/cart/order-reader';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { Temporal } from 'temporal-polyfill';
import { CONTACT_FORM } from '../../domain/cart/contact-form';
import { formatOrderNumber, orderYear } from '../../domain/cart/order-number';
import { reservationDeadline } from '../../domain/cart/reservation-deadline';
import { allocateGroup } from '../../domain/cart/seat-allocation';
import { cartLineTotals } from '../../domain/cart/cart-totals';
import { seatedStatus } from '../../domain/cart/participant-status';
import { isOfferOpen, queuePosition } from '../../domain/cart/waiting-list';
import { conflict, invalid, notFound, type AppError } from '../../domain/errors/app-error';
import { validateFormEither } from '../../domain/validation/form-validation';
import type { SessionSlot } from '../accounts/session';
import type { SessionService } from '../accounts/session.service';
import type { Account, UserRepository } from '../accounts/user.repository';
import { CART_MESSAGES } from '../cart/messages';
import type { CatalogueEvent } from '../catalogue/catalogue-event';
import type { Outbox } from '../mail/outbox.port';
import type { Clock } from '../ports/clock';
import { orderConfirmationPayload } from './mail-payloads';
import { ORDER_MESSAGES as M, reservedMessage } from './messages';
import { ReservationResultWire, type ContactFields, type ReservationRequest, type WaitlistEntryWire, type WaitlistJoinRequest } from './orders.codecs';
import type { WaitingList, WaitingListForRequest } from './orders.port';
import type { NewWaitlistEntry, OrderStore, OrderTransaction, StoredWaitlistEntry } from './orders.repository';
import { hasBegun, settleEvent } from './seat-settlement';
import { storeCall } from './store-call';

export interface WaitingListDependencies {
  readonly store: OrderStore;
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

/** The event to take seats of: it must exist and not have begun. */
const bookableEvent = async (tx: OrderTransaction, eventId: number, now: Temporal.Instant): Promise<E.Either<AppError, CatalogueEvent>> => {
  const event = await tx.findEvent(eventId);
  if (event === undefined) return E.left(notFound(CART_MESSAGES.eventUnknown));
  return hasBegun(event, now) ? E.left(conflict(CART_MESSAGES.eventStarted)) : E.right(event);
};

/** The reservation's answer kept with its order, so its confirmation page can show it again. */
const saved = async (tx: OrderTransaction, orderId: number, result: ReservationResultWire): Promise<ReservationResultWire> => {
  await tx.saveCheckoutResult(orderId, ReservationResultWire.encode(result));
  return result;
};

/** Waiting list and reservations over the order store; every seat change under the event's lock. */
export class WaitingListService implements WaitingListForRequest {
  constructor(private readonly deps: WaitingListDependencies) {}

  forRequest(session: SessionSlot): WaitingList {
    const account = async (): Promise<Account | undefined> => {
      const userId = session.current().stored?.userId ?? null;
      return userId === null ? undefined : this.deps.users.findById(userId);
    };
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
      const event = await bookableEvent(tx, request.eventId, now);
      if (E.isLeft(event)) return event;
      await tx.lockEvent(event.right.eventId);
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
    const placed = await this.deps.store.placedOrder(orderNumber);
    const stored = session.current().stored;
    const madeHere = placed !== undefined && mayReadOrder(placed, { sessionId: stored?.sessionId, userId: stored?.userId ?? null });
    const result = madeHere ? ReservationResultWire.decode(placed.result) : undefined;
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
        const event = await tx.findEvent(found.eventId);
        if (entry === undefined || event === undefined) return E.left(notFound(M.entryUnknown));
        // A second click on the offer's link finds it accepted: the same answer again.
        if (entry.status === 'accepted') return E.right(await this.entryIn(tx, entryId, now));
        if (entry.status === 'waiting') return E.left(conflict(M.offerNotYet));
        if (entry.status !== 'offered') return E.left(conflict(entry.status === 'expired' ? M.offerExpired : M.entryInactive));
        if (entry.offerExpiresAt === null || !isOfferOpen(entry.offerExpiresAt, now)) return E.left(conflict(M.offerExpired));
        await (entry.participantId === null ? this.bookOwnEntry(tx, entry, event, now) : this.seatParticipant(tx, entry.participantId, event, now));
        if (entry.participantId !== null) await tx.markAccepted(entryId, now, null);
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
      const found = await bookableEvent(tx, request.eventId, now);
      if (E.isLeft(found)) return found;
      const event = found.right;
      await settleEvent(tx, this.deps.outbox, event, now);
      const seated = allocateGroup(event.capacity, await tx.seatsTaken(event.eventId), request.seats) === 'seat';
      const line = cartLineTotals({ prices: event.content.prices, participants: request.seats });
      const orderNumber = formatOrderNumber({ year: orderYear(now), sequence: await tx.nextOrderSequence(orderYear(now)) });
      const billing = { company: contact.right.company, street: null, streetNumber: null, postalCode: null, city: null };
      const orderId = await tx.insertOrder({
        orderNumber,
        channel: 'reservierung',
        sessionId,
        userId: account?.userId ?? null,
        gremiumId: account?.gremiumId ?? null,
        customer: contact.right,
        billing,
        invoiceReference: null,
        personalNotes: null,
        total: line.total,
        groupDiscount: line.groupDiscount,
        orderedAt: now,
        idempotency: null,
      });
      const reservedUntil = seated ? reservationDeadline(now, event.startDate) : null;
      const participantId = await tx.insertParticipant({
        ...contact.right,
        orderId,
        eventId: event.eventId,
        position: 1,
        function: '',
        bookingType: 'Reservierung',
        hotelOverNightOption: '',
        seats: request.seats,
        price: line.total,
        status: seated ? 'reserved' : 'waitlisted',
        reservedUntil,
        at: now,
      });
      const base = { orderNumber, eventId: event.eventId, seats: request.seats };
      if (reservedUntil !== null) {
        await this.deps.outbox.enqueue(
          tx.handle,
          'order_confirmation',
          orderConfirmationPayload({
            orderNumber,
            orderedAt: now,
            sessionId,
            userId: account?.userId ?? null,
            customer: contact.right,
            billing,
            events: [{ event, seats: [{ ...contact.right, bookingType: 'Reservierung', reservedUntil }] }],
          }),
        );
        return E.right(await saved(tx, orderId, { ...base, status: 'reserved', reservedUntil, message: reservedMessage(reservedUntil, request.seats) }));
      }
      const waitlistEntryId = await tx.insertWaitlistEntry({
        eventId: event.eventId,
        seats: request.seats,
        contact: contact.right,
        userId: account?.userId ?? null,
        participantId,
        createdAt: now,
      });
      const position = queuePosition(waitlistEntryId, (await tx.waitingEntries(event.eventId)).map((entry) => entry.entryId));
      return E.right(
        await saved(tx, orderId, {
          ...base,
          status: 'waitlisted',
          message: M.waitlisted,
          waitlistEntryId,
          ...(position === undefined ? {} : { position }),
        }),
      );
    });
  }

  private async entryIn(tx: OrderTransaction, entryId: string, now: Temporal.Instant): Promise<WaitlistEntryWire> {
    const entry = await tx.findWaitlistEntry(entryId);
    if (entry === undefined) throw new Error(`waiting-list entry ${entryId} vanished inside its transaction`);
    return waitlistEntryWire(entry, (await tx.waitingEntries(entry.eventId)).map((waiting) => waiting.entryId), now);
  }

  /** An order's participant who waited: seated as they chose (a reservation gets a deadline from now). */
  private async seatParticipant(tx: OrderTransaction, participantId: number, event: CatalogueEvent, now: Temporal.Instant): Promise<void> {
    const participant = await tx.findParticipant(participantId);
    if (participant === undefined) throw new Error(`participant ${participantId} of a waiting-list entry is missing`);
    const status = seatedStatus(participant.bookingType);
    await tx.setParticipantStatus(participantId, {
      status,
      reservedUntil: status === 'reserved' ? reservationDeadline(now, event.startDate) : null,
      at: now,
      by: null,
    });
  }

  /** An entry of its own (POST /api/warteliste) becomes a booking of its seats: an order of its own. */
  private async bookOwnEntry(tx: OrderTransaction, entry: StoredWaitlistEntry, event: CatalogueEvent, now: Temporal.Instant): Promise<void> {
    const line = cartLineTotals({ prices: event.content.prices, participants: entry.seats });
    const orderNumber = formatOrderNumber({ year: orderYear(now), sequence: await tx.nextOrderSequence(orderYear(now)) });
    const billing = { company: entry.contact.company, street: null, streetNumber: null, postalCode: null, city: null };
    const orderId = await tx.insertOrder({
      orderNumber,
      channel: 'warteliste',
      sessionId: null,
      userId: entry.userId,
      gremiumId: null,
      customer: entry.contact,
      billing,
      invoiceReference: null,
      personalNotes: null,
      total: line.total,
      groupDiscount: line.groupDiscount,
      orderedAt: now,
      idempotency: null,
    });
    await tx.insertParticipant({
      ...entry.contact,
      orderId,
      eventId: event.eventId,
      position: 1,
      function: '',
      bookingType: 'Buchung',
      hotelOverNightOption: '',
      seats: entry.seats,
      price: line.total,
      status: 'booked',
      reservedUntil: null,
      at: now,
    });
    await tx.markAccepted(entry.entryId, now, orderId);
    await this.deps.outbox.enqueue(
      tx.handle,
      'order_confirmation',
      orderConfirmationPayload({
        orderNumber,
        orderedAt: now,
        sessionId: null,
        userId: entry.userId,
        customer: entry.contact,
        billing,
        events: [{ event, seats: [{ ...entry.contact, bookingType: 'Buchung', reservedUntil: null }] }],
      }),
    );
  }
}
