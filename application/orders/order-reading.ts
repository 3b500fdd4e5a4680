import * as E from 'fp-ts/Either';
import { sessionAccount } from '../accounts/session-account';
import { mayReadOrder, type OrderReader } from '../../domain/cart/order-reader';
import { notFound, type AppError } from '../../domain/errors/app-error';
import { hasRole } from '../accounts/roles';
import type { SessionSlot } from '../accounts/session';
import type { UserRepository } from '../accounts/user.repository';
import { ORDER_MESSAGES as M } from './messages';
import type { CheckoutResultWire } from './orders.codecs';
import type { OrderStore, PlacedOrder } from './orders.repository';
import { placedOrderWire } from './order-wire';

export interface OrderReadingDependencies {
  readonly store: Pick<OrderStore, 'placedOrder' | 'bookables' | 'waitingEntryIds'>;
  readonly users: Pick<UserRepository, 'findById'>;
}

/**
 * Reading a placed order again, for its confirmation pages (checkout, reservation, Fachtagung):
 * only the session that placed it, its account, or an admin of its Gremium reads it
 * (domain/cart/order-reader); to anyone else it is unknown, like an order that does not exist.
 */
export class OrderReading {
  constructor(private readonly deps: OrderReadingDependencies) {}

  async readerOf(session: SessionSlot): Promise<OrderReader> {
    const stored = session.current().stored;
    const userId = stored?.userId ?? null;
    const account = await sessionAccount(this.deps.users, session);
    return {
      sessionId: stored?.sessionId,
      userId,
      adminOfGremium: account !== undefined && hasRole(account, 'gremium-admin') ? account.gremiumId : null,
    };
  }

  /** The order, if the session may read it; else NotFound with the caller's words for an unknown one. */
  async readable(orderNumber: string, session: SessionSlot, unknown: string = M.orderUnknown): Promise<E.Either<AppError, PlacedOrder>> {
    const placed = await this.deps.store.placedOrder(orderNumber);
    if (placed === undefined || !mayReadOrder(placed, await this.readerOf(session))) return E.left(notFound(unknown));
    return E.right(placed);
  }

  /** GET /order-api/get-order/{n}: the order as it stands now. */
  async order(orderNumber: string, session: SessionSlot): Promise<E.Either<AppError, CheckoutResultWire>> {
    const placed = await this.readable(orderNumber, session);
    if (E.isLeft(placed)) return placed;
    const eventIds = [...new Set(placed.right.participants.map((participant) => participant.eventId))];
    const waiting = eventIds.filter((eventId) => placed.right.participants.some((participant) => participant.eventId === eventId && participant.waitlistEntryId !== null));
    const [bookables, queues] = await Promise.all([
      this.deps.store.bookables(eventIds),
      Promise.all(waiting.map(async (eventId) => [eventId, await this.deps.store.waitingEntryIds(eventId)] as const)),
    ]);
    return E.right(placedOrderWire(placed.right, bookables, new Map(queues)));
  }
}
