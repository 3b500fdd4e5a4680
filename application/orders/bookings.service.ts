import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { Temporal } from 'temporal-polyfill';
import { cancellationFee, cancellationShare } from '../../domain/cart/cancellation-terms';
import { cancellationRefusal, confirmationRefusal } from '../../domain/cart/participant-status';
import { reminderHorizon } from '../../domain/cart/reservation-reminder';
import { extensionRefusal, type ExtensionRefusal } from '../../domain/cart/reservation-deadline';
import { queuePosition } from '../../domain/cart/waiting-list';
import { bindingOrderErrors, normalizedBillingAddress } from '../../domain/cart/order-options';
import { conflict, invalid, notFound, type AppError } from '../../domain/errors/app-error';
import { hasErrors } from '../../domain/validation/form-validation';
import { mayManageBooking, type BookingOwners } from '../../domain/portal/booking-access';
import { bookingCallerOf } from '../portal/caller';
import type { Account } from '../accounts/user.repository';
import type { Outbox } from '../mail/outbox.port';
import type { BookedEvent, BookingPaper, BookingPeriod, BookingRecipient, EventsByPeriod, PortalBookings, Substitute } from '../portal/bookings.port';
import type { Clock } from '../ports/clock';
import { HeldSeats, type HeldSeatChange } from './held-seats';
import { mailEvent, mailPerson } from './mail-payloads';
import { ORDER_MESSAGES as M } from './messages';
import type { ConfirmedReservationWire, LapseReport } from './orders.codecs';
import type { OrderBookings, ReservationBooking } from './orders.port';
import type { OrderStore, RecipientRecord } from './orders.repository';
import { NOTHING_SETTLED, addReports, offerSeat, settleEvent } from './seat-settlement';
import { storeCall } from './store-call';

export interface BookingsDependencies {
  readonly store: OrderStore;
  readonly outbox: Outbox;
  readonly clock: Clock;
}

const bookingRecipient = (record: RecipientRecord, waitingIds: readonly string[] = []): BookingRecipient => ({
  recipientId: record.recipientId,
  salutation: record.salutation,
  firstname: record.firstname,
  lastname: record.lastname,
  email: record.email,
  status: record.status,
  bookedBy: record.bookedBy,
  userId: record.userId,
  orderGremiumId: record.orderGremiumId,
  seats: record.seats,
  named: record.named,
  price: record.price,
  reservedUntil: record.status === 'reserved' ? record.reservedUntil : null,
  waitlistPosition: record.waitlistEntryId === null ? null : (queuePosition(record.waitlistEntryId, waitingIds) ?? null),
  attended: record.attendedAt !== null,
});

const owners = (record: Pick<RecipientRecord, 'bookedBy' | 'orderGremiumId' | 'email'>): BookingOwners => ({ orderUserId: record.bookedBy, orderGremiumId: record.orderGremiumId, email: record.email });

/** Who may change a participant's booking (domain/portal/booking-access). */
export const mayManage = (account: Account, participant: BookingOwners): boolean =>
  mayManageBooking(bookingCallerOf(account), participant);

/** Who changes a booking: its owner (the portal checks who that is) or staff (the back office checked the role). */
export type ActingAs = 'owner' | 'staff';

/** The message of each refused extension (messages.ts). */
const EXTENSION_REFUSALS = {
  notReserved: 'extendNotReserved',
  lapsed: 'confirmLapsed',
  notLater: 'extendNotLater',
  afterStart: 'extendAfterStart',
} as const satisfies Record<ExtensionRefusal, keyof typeof M>;

const byStart = (a: BookedEvent, b: BookedEvent): number => Temporal.Instant.compare(a.startDate, b.startDate);

/** Bookings after the order: the portal's view and changes, reservations confirmed and lapsing. */
export class BookingsService implements PortalBookings, OrderBookings {
  private readonly heldSeats: HeldSeats;

  constructor(private readonly deps: BookingsDependencies) {
    this.heldSeats = new HeldSeats(deps);
  }

  nameHeldSeat(caller: Account, recipientId: number, person: Substitute): TE.TaskEither<AppError, BookingRecipient> {
    return this.afterHeldSeatChange(() => this.heldSeats.name(caller, recipientId, person));
  }

  giveBackHeldSeat(caller: Account, recipientId: number): TE.TaskEither<AppError, BookingRecipient> {
    return this.afterHeldSeatChange(() => this.heldSeats.giveBack(caller, recipientId));
  }

  /** The participant a change of held seats leaves, as the portal shows it. */
  private afterHeldSeatChange(change: () => Promise<E.Either<AppError, HeldSeatChange>>): TE.TaskEither<AppError, BookingRecipient> {
    return storeCall(async () => {
      const changed = await change();
      if (E.isLeft(changed)) return changed;
      const found = await this.findRecipient(changed.right.participantId);
      return found === undefined ? E.left(notFound(M.participantUnknown)) : E.right(found.recipient);
    });
  }

  async eventsOf(userIds: readonly number[], period: BookingPeriod): Promise<readonly BookedEvent[]> {
    if (userIds.length === 0) return [];
    const booked = await this.bookedEvents(await this.deps.store.recipientsOf(userIds, period, this.deps.clock.now()));
    return booked.sort((a, b) => (period === 'future' ? byStart(a, b) : byStart(b, a)));
  }

  async eventsByPeriod(userIds: readonly number[]): Promise<EventsByPeriod> {
    if (userIds.length === 0) return { future: [], past: [] };
    const now = this.deps.clock.now();
    const booked = await this.bookedEvents(await this.deps.store.recipientsOf(userIds, 'both', now));
    // The store's line between the periods: an event belongs to the past once it has ended.
    const ended = (event: BookedEvent): boolean => Temporal.Instant.compare(event.endDate, now) <= 0;
    return {
      future: booked.filter((event) => !ended(event)).sort(byStart),
      past: booked.filter(ended).sort((a, b) => byStart(b, a)),
    };
  }

  private async bookedEvents(records: readonly RecipientRecord[]): Promise<BookedEvent[]> {
    const bookables = await this.deps.store.bookables([...new Set(records.map((record) => record.eventId))]);
    const booked = await Promise.all(
      [...bookables.values()].map(async (event): Promise<BookedEvent> => {
        const own = records.filter((record) => record.eventId === event.eventId);
        // The queue is read only for an event where one of the participants waits.
        const waitingIds = own.some((record) => record.waitlistEntryId !== null) ? await this.deps.store.waitingEntryIds(event.eventId) : [];
        return {
          eventId: event.eventId,
          page: event.page,
          title: event.title,
          startDate: event.startDate,
          endDate: event.endDate,
          location: event.location,
          kind: event.kindName,
          cancelled: event.cancelled,
          recipients: own.map((record) => bookingRecipient(record, waitingIds)),
        };
      }),
    );
    return booked;
  }

  participantsOf(eventId: number): Promise<readonly number[]> {
    return this.deps.store.accountsAt(eventId);
  }

  async findRecipient(recipientId: number): Promise<{ readonly eventId: number; readonly recipient: BookingRecipient } | undefined> {
    const record = await this.deps.store.findRecipient(recipientId);
    if (record === undefined) return undefined;
    const waitingIds = record.waitlistEntryId === null ? [] : await this.deps.store.waitingEntryIds(record.eventId);
    return { eventId: record.eventId, recipient: bookingRecipient(record, waitingIds) };
  }

  /**
   * Under the event's lock, like every change of a seat; someone else's booking reads as unknown,
   * unless staff act (the back office checked the role).
   */
  substituteRecipient(caller: Account, recipientId: number, substitute: Substitute, acting: ActingAs = 'owner'): TE.TaskEither<AppError, BookingRecipient> {
    return storeCall(async () => {
      const record = await this.deps.store.findRecipient(recipientId);
      if (record === undefined || (acting === 'owner' && !mayManage(caller, owners(record)))) return E.left(notFound(M.participantUnknown));
      const now = this.deps.clock.now();
      return this.deps.store.transaction(async (tx) => {
        await tx.lockEvent(record.eventId);
        const participant = await tx.findParticipant(recipientId);
        const event = await tx.findBookable(record.eventId);
        if (participant === undefined || event === undefined) return E.left(notFound(M.participantUnknown));
        // The same window as a cancellation: only a seat still held or awaited, only before the event.
        const refusal = cancellationRefusal(participant.status, event.startDate, now);
        if (refusal !== undefined) return E.left(conflict(refusal === 'eventStarted' ? M.substituteAfterStart : M.substituteInactive));
        await tx.substituteParticipant(recipientId, substitute, { at: now, by: caller.userId });
        await this.deps.outbox.enqueue(tx.handle, 'participant_substituted', {
          orderNumber: participant.orderNumber,
          substitutedAt: now,
          substitutedBy: mailPerson(caller),
          previous: mailPerson(participant),
          substitute: mailPerson(substitute),
          event: mailEvent(event),
          participantId: recipientId,
        });
        return E.right(bookingRecipient({ ...record, ...substitute, userId: null }));
      });
    });
  }

  async paperOf(caller: Account, recipientId: number): Promise<BookingPaper | undefined> {
    const found = await this.findRecipient(recipientId);
    if (found === undefined || !mayManage(caller, owners(found.recipient))) return undefined;
    return this.paperOfParticipant(recipientId);
  }

  /** A participant's papers for the back office (staff issue the certificate), whoever booked the seat. */
  async paperOfParticipant(recipientId: number): Promise<BookingPaper | undefined> {
    const found = await this.findRecipient(recipientId);
    // Held seats have no name to print yet: each gets its papers once named.
    if (found?.recipient.named !== true) return undefined;
    const [paper, bookables] = await Promise.all([this.deps.store.paperOf(recipientId), this.deps.store.bookables([found.eventId])]);
    const event = bookables.get(found.eventId);
    if (paper === undefined || event === undefined) return undefined;
    const { billing } = paper;
    return {
      recipient: found.recipient,
      orderNumber: paper.orderNumber,
      orderedAt: paper.orderedAt,
      customer: paper.customer,
      billing: {
        company: billing.company ?? '',
        street: `${billing.street ?? ''} ${billing.streetNumber ?? ''}`.trim(),
        postalCode: billing.postalCode ?? '',
        city: billing.city ?? '',
      },
      hotelOverNightOption: paper.hotelOverNightOption,
      event,
    };
  }

  /**
   * Sends the reminder of every reservation whose deadline is three days off or nearer, once:
   * the claim and the queued mails commit together, and a reservation claimed by another
   * instance is not claimed again.
   */
  remindReservations(now: Temporal.Instant): TE.TaskEither<AppError, number> {
    return storeCall(() =>
      this.deps.store.transaction(async (tx) => {
        const claimed = await tx.claimReminders(reminderHorizon(now), now);
        for (const reminder of claimed) {
          const event = await tx.findBookable(reminder.eventId);
          if (event === undefined) continue;
          await this.deps.outbox.enqueue(tx.handle, 'reservation_reminder', {
            orderNumber: reminder.orderNumber,
            reservedUntil: reminder.reservedUntil,
            participant: mailPerson(reminder.participant),
            customer: mailPerson(reminder.customer),
            event: mailEvent(event),
          });
        }
        return E.right(claimed.length);
      }),
    );
  }

  /**
   * Cancels before the event begins; the freed seat goes to the waiting list at once (in the
   * same transaction): to the entry staff chose first, when it fits, then in queue order. The
   * participant (and whoever ordered the seat) gets the mail with the fee of the cancellation
   * terms. Who may cancel is the caller's check (the portal knows the Gremium rules, the back
   * office the staff role).
   */
  cancelRecipient(recipientId: number, cancelledBy: number, options: { readonly offerTo?: string } = {}): TE.TaskEither<AppError, BookingRecipient> {
    return storeCall(async () => {
      const [record, paper] = await Promise.all([this.deps.store.findRecipient(recipientId), this.deps.store.paperOf(recipientId)]);
      if (record === undefined || paper === undefined) return E.left(notFound(M.participantUnknown));
      const now = this.deps.clock.now();
      return this.deps.store.transaction(async (tx) => {
        await tx.lockEvent(record.eventId);
        const participant = await tx.findParticipant(recipientId);
        const event = await tx.findBookable(record.eventId);
        if (participant === undefined || event === undefined) return E.left(notFound(M.participantUnknown));
        const refusal = cancellationRefusal(participant.status, event.startDate, now);
        if (refusal !== undefined) return E.left(conflict(refusal === 'eventStarted' ? M.cancelAfterStart : M.cancelInactive));
        await tx.setParticipantStatus(recipientId, { status: 'cancelled', reservedUntil: null, at: now, by: cancelledBy });
        if (participant.status === 'waitlisted') await tx.cancelWaitlistEntryOf(recipientId);
        const share = cancellationShare(participant.status, event.startDate, now);
        await this.deps.outbox.enqueue(tx.handle, 'participant_cancelled', {
          orderNumber: participant.orderNumber,
          cancelledAt: now,
          participant: mailPerson(participant),
          customer: mailPerson(paper.customer),
          event: mailEvent(event),
          share,
          fee: cancellationFee(participant.price, share),
        });
        if (options.offerTo !== undefined) {
          const offered = await offerSeat(tx, this.deps.outbox, event, options.offerTo, now);
          if (E.isLeft(offered)) return offered;
        }
        await settleEvent(tx, this.deps.outbox, event, now);
        return E.right(bookingRecipient({ ...record, status: 'cancelled' }));
      });
    });
  }

  /**
   * Staff act for the customer (acting 'staff', the back office checked the role): the mail
   * then goes to whoever ordered the seat, as if they had confirmed it themselves.
   */
  confirmReservation(account: Account, participantId: number, booking: ReservationBooking, acting: ActingAs = 'owner'): TE.TaskEither<AppError, ConfirmedReservationWire> {
    return storeCall(async () => {
      const [record, paper] = await Promise.all([this.deps.store.findRecipient(participantId), this.deps.store.paperOf(participantId)]);
      if (record === undefined || paper === undefined) return E.left(notFound(M.participantUnknown));
      const now = this.deps.clock.now();
      return this.deps.store.transaction(async (tx) => {
        await tx.lockEvent(record.eventId);
        const participant = await tx.findParticipant(participantId);
        // Someone else's booking is answered like one that does not exist: ids are not to be probed.
        if (participant === undefined || (acting === 'owner' && !mayManage(account, participant))) return E.left(notFound(M.participantUnknown));
        // Checked after the owner: another's participant is unknown, whatever was sent.
        const errors = bindingOrderErrors(booking.billing, booking.acceptTerms);
        if (hasErrors(errors)) return E.left(invalid(errors));
        const refusal = confirmationRefusal(participant.status, participant.reservedUntil, now);
        if (refusal !== undefined) return E.left(conflict(refusal === 'lapsed' ? M.confirmLapsed : M.confirmNotReserved));
        await tx.setParticipantStatus(participantId, { status: 'booked', reservedUntil: null, at: now, by: account.userId });
        await tx.setOrderBilling(participant.orderId, normalizedBillingAddress(booking.billing));
        const event = await tx.findBookable(participant.eventId);
        if (event !== undefined) {
          // Queued in this transaction: the mail goes out exactly when the booking is committed.
          await this.deps.outbox.enqueue(tx.handle, 'reservation_confirmed', {
            orderNumber: participant.orderNumber,
            confirmedAt: now,
            confirmedBy: mailPerson(acting === 'staff' ? paper.customer : account),
            participant: mailPerson(participant),
            event: mailEvent(event),
          });
        }
        return E.right({ participantId, eventId: participant.eventId, status: 'booked' as const, message: M.booked });
      });
    });
  }

  /** Staff give a reservation more time (the back office checked the role): a later deadline, never past the start. */
  extendReservation(participantId: number, until: Temporal.Instant, by: number): TE.TaskEither<AppError, Temporal.Instant> {
    return storeCall(async () => {
      const record = await this.deps.store.findRecipient(participantId);
      if (record === undefined) return E.left(notFound(M.participantUnknown));
      const now = this.deps.clock.now();
      return this.deps.store.transaction(async (tx) => {
        await tx.lockEvent(record.eventId);
        const participant = await tx.findParticipant(participantId);
        const event = await tx.findBookable(record.eventId);
        if (participant === undefined || event === undefined) return E.left(notFound(M.participantUnknown));
        const refusal = extensionRefusal(participant, until, event.startDate, now);
        if (refusal !== undefined) return E.left(refusal === 'notLater' || refusal === 'afterStart' ? invalid({ bis: M[EXTENSION_REFUSALS[refusal]] }) : conflict(M[EXTENSION_REFUSALS[refusal]]));
        await tx.setParticipantStatus(participantId, { status: 'reserved', reservedUntil: until, at: now, by });
        return E.right(until);
      });
    });
  }

  /** Staff offer free seats to the waiting entry they chose (the back office checked the role); answers the offer's deadline. */
  offerSeatTo(entryId: string): TE.TaskEither<AppError, Temporal.Instant> {
    return storeCall(async () => {
      const entry = await this.deps.store.findWaitlistEntry(entryId);
      if (entry === undefined) return E.left(notFound(M.entryUnknown));
      const now = this.deps.clock.now();
      return this.deps.store.transaction(async (tx) => {
        const event = await tx.findBookable(entry.eventId);
        return event === undefined ? E.left(notFound(M.entryUnknown)) : offerSeat(tx, this.deps.outbox, event, entryId, now);
      });
    });
  }

  lapseReservations(now: Temporal.Instant): TE.TaskEither<AppError, LapseReport> {
    return storeCall(async () => {
      let report = NOTHING_SETTLED;
      // One transaction per event: a long round never holds many locks, and one event's trouble does not undo another's.
      for (const eventId of await this.deps.store.eventsWithDueHolds(now)) {
        const settled = await this.deps.store.transaction(async (tx) => {
          const event = await tx.findBookable(eventId);
          return E.right(event === undefined ? NOTHING_SETTLED : await settleEvent(tx, this.deps.outbox, event, now));
        });
        if (E.isLeft(settled)) return settled;
        report = addReports(report, settled.right);
      }
      return E.right(report);
    });
  }
}
