import * as E from 'fp-ts/Either';
import type { AppError } from '../../domain/errors/app-error';
import type { SeatChangeListener } from '../cache/public-pages';
import type { OrderStore, OrderTransaction } from './orders.repository';
import { TransactionDecoratingStore } from './transaction-decorating-store';

/** The writes of a transaction that change how many seats of an event are taken. */
const SEAT_CHANGING: ReadonlySet<PropertyKey> = new Set<keyof OrderTransaction>([
  'insertParticipant',
  'setParticipantStatus',
  'lapseReservations',
  'expireOffers',
  'insertWaitlistEntry',
  'markOffered',
  'markAccepted',
  'cancelWaitlistEntryOf',
  'endWaitingList',
  'cancelBookable',
]);

/**
 * The order store that tells the listener once a transaction that changed seats has committed
 * (a Right answer): every change of seats runs in a transaction of this store, so none is
 * missed, and a rolled-back one tells nothing. The transaction is the store's own, seen through
 * a proxy that notes a seat-changing call; reads pass through untouched.
 */
export class SeatChangeNotifyingStore extends TransactionDecoratingStore {
  constructor(
    inner: OrderStore,
    private readonly listener: SeatChangeListener,
  ) {
    super(inner);
  }

  async transaction<A>(work: (tx: OrderTransaction) => Promise<E.Either<AppError, A>>): Promise<E.Either<AppError, A>> {
    const seats = { changed: false };
    const result = await this.inner.transaction((tx) => {
      const noting = new Proxy(tx, {
        get: (target, property, receiver) => {
          const value: unknown = Reflect.get(target, property, receiver);
          if (typeof value !== 'function') return value;
          if (SEAT_CHANGING.has(property)) seats.changed = true;
          return (value as (...args: unknown[]) => unknown).bind(target);
        },
      });
      return work(noting);
    });
    if (seats.changed && E.isRight(result)) this.listener.seatsChanged();
    return result;
  }

}
