import * as E from 'fp-ts/Either';
import type { AppError } from '../../domain/errors/app-error';
import type { BusinessMetrics } from '../../application/ports/business-metrics';
import type { NewOrder, NewParticipant, OrderStore, OrderTransaction, StatusChange } from '../../application/orders/orders.repository';
import { TransactionDecoratingStore } from '../../application/orders/transaction-decorating-store';

/** What one transaction did that the business counters count; counted only once it has committed. */
interface Facts {
  readonly orders: string[];
  seats: number;
  offers: number;
  lapsed: number;
}

/**
 * The order store that counts orders, booked seats, waiting-list offers and lapsed reservations
 * for the operators' counters. Every change of them runs in a transaction of this store, so the
 * facts are read off the transaction's writes (whichever use case made them: a checkout, a
 * reservation, a confirmation, the housekeeping) and counted when it commits (a Right answer):
 * a rolled-back checkout counts nothing, and a repeated checkout (its idempotency key) writes no
 * order and so counts none. Reads pass through untouched.
 */
export class CountingOrderStore extends TransactionDecoratingStore {
  constructor(
    inner: OrderStore,
    private readonly metrics: BusinessMetrics,
  ) {
    super(inner);
  }

  async transaction<A>(work: (tx: OrderTransaction) => Promise<E.Either<AppError, A>>): Promise<E.Either<AppError, A>> {
    const facts: Facts = { orders: [], seats: 0, offers: 0, lapsed: 0 };
    const result = await this.inner.transaction((tx) => work(countingTransaction(tx, facts)));
    if (E.isRight(result)) {
      for (const kind of facts.orders) this.metrics.orderPlaced(kind);
      if (facts.seats > 0) this.metrics.seatsBooked(facts.seats);
      if (facts.offers > 0) this.metrics.waitlistOffered(facts.offers);
      if (facts.lapsed > 0) this.metrics.reservationsLapsed(facts.lapsed);
    }
    return result;
  }

}

/**
 * The transaction seen through a proxy that notes the counted writes once they succeeded; every
 * other member passes through, so a method the store gains later works unchanged.
 */
const countingTransaction = (tx: OrderTransaction, facts: Facts): OrderTransaction => {
  const noting: Partial<OrderTransaction> = {
    insertOrder: async (order: NewOrder) => {
      const id = await tx.insertOrder(order);
      facts.orders.push(order.channel);
      return id;
    },
    insertParticipant: async (participant: NewParticipant) => {
      const id = await tx.insertParticipant(participant);
      if (participant.status === 'booked') facts.seats += participant.seats;
      return id;
    },
    setParticipantStatus: async (participantId: number, change: StatusChange) => {
      const before = change.status === 'booked' ? await tx.findParticipant(participantId) : undefined;
      await tx.setParticipantStatus(participantId, change);
      if (before !== undefined && before.status !== 'booked') facts.seats += before.seats;
    },
    markOffered: async (...args: Parameters<OrderTransaction['markOffered']>) => {
      await tx.markOffered(...args);
      facts.offers += 1;
    },
    lapseReservations: async (eventId: number, now: Parameters<OrderTransaction['lapseReservations']>[1]) => {
      const lapsed = await tx.lapseReservations(eventId, now);
      facts.lapsed += lapsed;
      return lapsed;
    },
  };
  return new Proxy(tx, {
    get: (target, property, receiver) => {
      if (Object.hasOwn(noting, property)) return noting[property as keyof OrderTransaction];
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
};
