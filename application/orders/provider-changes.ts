import * as E from 'fp-ts/Either';
import type { Temporal } from 'temporal-polyfill';
import { hasBegun } from '../../domain/event/booking-state';
import { conflict, notFound, type AppError } from '../../domain/errors/app-error';
import type { NewAuditEntry } from '../audit/audit-log';
import type { Outbox } from '../mail/outbox.port';
import type { MailModule } from '../mail/outbox-payloads';
import type { Clock } from '../ports/clock';
import type { Bookable } from './bookable';
import { mailEvent, mailPerson } from './mail-payloads';
import { ORDER_MESSAGES as M } from './messages';
import type { OrderStore, OrderTransaction, Person, StoredParticipant, StoredWaitlistEntry } from './orders.repository';

/** What calling a bookable off ended: seats of participants (booked, reserved, waiting) and entries of their own. */
export interface CancelledBookable {
  readonly eventId: number;
  readonly participants: number;
  readonly waitingEntries: number;
}

/** The start and end a moved bookable had, as its participants booked it. */
export interface PreviousDates {
  readonly startDate: Temporal.Instant;
  readonly endDate: Temporal.Instant;
}

/**
 * What the provider changes of a bookable that people hold seats of: calling it off, or telling
 * them it moved. The booking engine's own (its store, its lock, its outbox): a seat ends here by
 * the same status change as a customer's cancellation, only without a fee.
 */
export interface ProviderChanges {
  /** Ends every seat, reservation and waiting place without a fee and mails each person; with its audit entry when given. */
  cancelBookable(eventId: number, cancelledBy: number | null, audit?: (cancelled: CancelledBookable) => NewAuditEntry): Promise<E.Either<AppError, CancelledBookable>>;
  /**
   * Every participant of the bookable (and every entry of its own on its waiting list) is told
   * its new dates, and a training series' modules as they now are.
   */
  announceMove(eventId: number, previous: PreviousDates, modules?: readonly MailModule[]): Promise<E.Either<AppError, number>>;
}

interface Addressee {
  readonly person: Person;
  readonly orderNumber: string | null;
}

const participantAddressee = (participant: StoredParticipant): Addressee => ({ person: participant, orderNumber: participant.orderNumber });

/** Entries that wait for themselves (not for an order's participant, who is told as a participant). */
const ownEntryAddressees = (entries: readonly StoredWaitlistEntry[]): readonly Addressee[] =>
  entries.filter((entry) => entry.participantId === null).map((entry) => ({ person: entry.contact, orderNumber: entry.orderNumber }));

const orderNumberOf = (addressee: Addressee) => (addressee.orderNumber === null ? {} : { orderNumber: addressee.orderNumber });

/** The engine's side of the back office's cancel and move, over the order store and the outbox. */
export class BookableProviderChanges implements ProviderChanges {
  constructor(private readonly deps: { readonly store: OrderStore; readonly outbox: Outbox; readonly clock: Clock }) {}

  /**
   * Under the bookable's lock, in one transaction: every booking, reservation and waiting place
   * ends as cancelled with no fee owed, every open entry of the waiting list ends, the bookable
   * is marked called off, and each person gets the mail (queued in the same transaction).
   */
  cancelBookable(eventId: number, cancelledBy: number | null, audit?: (cancelled: CancelledBookable) => NewAuditEntry): Promise<E.Either<AppError, CancelledBookable>> {
    const now = this.deps.clock.now();
    return this.deps.store.transaction(async (tx) => {
      const bookable = await this.lockedBookable(tx, eventId);
      if (E.isLeft(bookable)) return bookable;
      if (bookable.right.cancelled) return E.left(conflict(M.bookableAlreadyCancelled));
      if (hasBegun(bookable.right.startDate, now)) return E.left(conflict(M.bookableBegun));
      const participants = await tx.participantsHolding(eventId);
      for (const participant of participants) {
        await tx.setParticipantStatus(participant.participantId, { status: 'cancelled', reservedUntil: null, at: now, by: cancelledBy, feeWaived: true });
      }
      const ended = await tx.endWaitingList(eventId);
      await tx.cancelBookable(eventId, now);
      const event = mailEvent(bookable.right);
      const ownEntries = ownEntryAddressees(ended);
      const addressees = [...participants.map(participantAddressee), ...ownEntries];
      for (const addressee of addressees) {
        await this.deps.outbox.enqueue(tx.handle, 'bookable_cancelled', { recipient: mailPerson(addressee.person), event, cancelledAt: now, ...orderNumberOf(addressee) });
      }
      const cancelled = { eventId, participants: participants.length, waitingEntries: ownEntries.length };
      // Its audit entry in the same transaction: a cancellation is never without its entry, nor an entry without it.
      if (audit !== undefined) await tx.audit(audit(cancelled));
      return E.right(cancelled);
    });
  }

  announceMove(eventId: number, previous: PreviousDates, modules?: readonly MailModule[]): Promise<E.Either<AppError, number>> {
    return this.deps.store.transaction(async (tx) => {
      const bookable = await this.lockedBookable(tx, eventId);
      if (E.isLeft(bookable)) return bookable;
      const event = mailEvent(bookable.right);
      const addressees = [...(await tx.participantsHolding(eventId)).map(participantAddressee), ...ownEntryAddressees(await tx.waitingEntries(eventId))];
      for (const addressee of addressees) {
        await this.deps.outbox.enqueue(tx.handle, 'bookable_moved', {
          recipient: mailPerson(addressee.person),
          event,
          previous,
          ...orderNumberOf(addressee),
          ...(modules === undefined ? {} : { modules: [...modules] }),
        });
      }
      return E.right(addressees.length);
    });
  }

  private async lockedBookable(tx: OrderTransaction, eventId: number): Promise<E.Either<AppError, Bookable>> {
    await tx.lockEvent(eventId);
    const bookable = await tx.findBookable(eventId);
    return bookable === undefined ? E.left(notFound(M.bookableUnknown)) : E.right(bookable);
  }
}
