import * as E from 'fp-ts/Either';
import type { Temporal } from 'temporal-polyfill';
import { cartLineTotals } from '../../domain/cart/cart-totals';
import { seatTakenFromHeld } from '../../domain/cart/held-seats';
import { cancellationRefusal, takesSeat } from '../../domain/cart/participant-status';
import { conflict, notFound, type AppError } from '../../domain/errors/app-error';
import { mayManageBooking } from '../../domain/portal/booking-access';
import type { Account } from '../accounts/user.repository';
import type { Outbox } from '../mail/outbox.port';
import type { Substitute } from '../portal/bookings.port';
import { bookingCallerOf } from '../portal/caller';
import type { Clock } from '../ports/clock';
import type { Bookable } from './bookable';
import { mailEvent, mailPerson } from './mail-payloads';
import { ORDER_MESSAGES as M } from './messages';
import type { OrderStore, OrderTransaction, StoredParticipant } from './orders.repository';
import { settleEvent } from './seat-settlement';

export interface HeldSeatsDependencies {
  readonly store: OrderStore;
  readonly outbox: Outbox;
  readonly clock: Clock;
}

/** What a change of held seats answers: the participant the seat now is (named) or the held rest (given back). */
export interface HeldSeatChange {
  readonly participantId: number;
}

type HeldSeatWork = (tx: OrderTransaction, held: StoredParticipant, event: Bookable, now: Temporal.Instant) => Promise<E.Either<AppError, HeldSeatChange>>;

/** The tiers of every position of the held seats' order line, by the bookable's price record. */
const lineTiers = async (tx: OrderTransaction, held: StoredParticipant, event: Bookable) => {
  const line = await tx.orderLine(held.orderId, held.eventId);
  return { line, tiers: cartLineTotals({ prices: event.prices, participants: line.seats }).participantPrices };
};

/**
 * Seats held under one name for colleagues not named yet (a group reservation, a waiting group
 * that got its seats): each is named, and becomes a participant with its own paperwork and the
 * tier price of its position, or given back, and is free again. Under the bookable's lock, like
 * every change of seats; someone else's booking reads as unknown.
 */
export class HeldSeats {
  constructor(private readonly deps: HeldSeatsDependencies) {}

  name(caller: Account, heldId: number, person: Substitute): Promise<E.Either<AppError, HeldSeatChange>> {
    return this.change(caller, heldId, async (tx, held, event, now) => {
      const change = { at: now, by: caller.userId };
      let participantId = heldId;
      let price = held.price;
      if (held.seats === 1) {
        // The last held seat is named where it is: it becomes its colleague's.
        await tx.substituteParticipant(heldId, person, change);
      } else {
        const { line, tiers } = await lineTiers(tx, held, event);
        price = seatTakenFromHeld(tiers, held, 'named');
        await tx.takeHeldSeat(heldId, price, change);
        participantId = await tx.insertParticipant({
          ...person,
          orderId: held.orderId,
          eventId: held.eventId,
          position: line.lastPosition + 1,
          function: '',
          bookingType: held.bookingType,
          hotelOverNightOption: held.hotelOverNightOption,
          seats: 1,
          named: true,
          price,
          status: held.status,
          reservedUntil: held.reservedUntil,
          at: now,
        });
      }
      await this.deps.outbox.enqueue(tx.handle, 'held_seat_named', {
        orderNumber: held.orderNumber,
        namedAt: now,
        namedBy: mailPerson(caller),
        participant: mailPerson(person),
        event: mailEvent(event),
        participantId,
        price,
        ...(held.status === 'reserved' && held.reservedUntil !== null ? { reservedUntil: held.reservedUntil } : {}),
      });
      return E.right({ participantId });
    });
  }

  /** One seat fewer; the last one is given up like a cancellation. The free seat goes to the waiting list at once. */
  giveBack(caller: Account, heldId: number): Promise<E.Either<AppError, HeldSeatChange>> {
    return this.change(caller, heldId, async (tx, held, event, now) => {
      if (held.seats === 1) {
        await tx.setParticipantStatus(heldId, { status: 'cancelled', reservedUntil: null, at: now, by: caller.userId });
      } else {
        const { tiers } = await lineTiers(tx, held, event);
        await tx.takeHeldSeat(heldId, seatTakenFromHeld(tiers, held, 'givenBack'), { at: now, by: caller.userId });
      }
      await settleEvent(tx, this.deps.outbox, event, now);
      return E.right({ participantId: heldId });
    });
  }

  private async change(caller: Account, heldId: number, work: HeldSeatWork): Promise<E.Either<AppError, HeldSeatChange>> {
    const record = await this.deps.store.findRecipient(heldId);
    if (record === undefined) return E.left(notFound(M.participantUnknown));
    const now = this.deps.clock.now();
    return this.deps.store.transaction(async (tx) => {
      await tx.lockEvent(record.eventId);
      const held = await tx.findParticipant(heldId);
      const event = await tx.findBookable(record.eventId);
      if (held === undefined || event === undefined || !mayManageBooking(bookingCallerOf(caller), held)) return E.left(notFound(M.participantUnknown));
      if (held.named || !takesSeat(held.status)) return E.left(conflict(M.heldSeatsOnly));
      if (cancellationRefusal(held.status, event.startDate, now) !== undefined) return E.left(conflict(M.heldSeatsAfterStart));
      return work(tx, held, event, now);
    });
  }
}
