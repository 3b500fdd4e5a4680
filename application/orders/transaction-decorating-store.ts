import type * as E from 'fp-ts/Either';
import type { AppError } from '../../domain/errors/app-error';
import type { OrderStore, OrderTransaction } from './orders.repository';

/**
 * An order store that wraps another to watch its transactions (what changed seats, what to
 * count): subclasses say what happens around a transaction; every read passes through as it is.
 */
export abstract class TransactionDecoratingStore implements OrderStore {
  constructor(protected readonly inner: OrderStore) {}

  abstract transaction<A>(work: (tx: OrderTransaction) => Promise<E.Either<AppError, A>>): Promise<E.Either<AppError, A>>;

  findWaitlistEntry: OrderStore['findWaitlistEntry'] = (entryId) => this.inner.findWaitlistEntry(entryId);
  waitingEntryIds: OrderStore['waitingEntryIds'] = (eventId) => this.inner.waitingEntryIds(eventId);
  eventsWithDueHolds: OrderStore['eventsWithDueHolds'] = (now) => this.inner.eventsWithDueHolds(now);
  recipientsOf: OrderStore['recipientsOf'] = (userIds, period, now) => this.inner.recipientsOf(userIds, period, now);
  accountsAt: OrderStore['accountsAt'] = (eventId) => this.inner.accountsAt(eventId);
  findRecipient: OrderStore['findRecipient'] = (recipientId) => this.inner.findRecipient(recipientId);
  placedOrder: OrderStore['placedOrder'] = (orderNumber) => this.inner.placedOrder(orderNumber);
  paperOf: OrderStore['paperOf'] = (participantId) => this.inner.paperOf(participantId);
  bookables: OrderStore['bookables'] = (eventIds) => this.inner.bookables(eventIds);
}
