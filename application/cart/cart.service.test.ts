import * as E from 'fp-ts/Either';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { EMPTY_ORDER_OPTIONS } from '../../domain/cart/order-options';
import type { ActiveSession, SessionSlot } from '../accounts/session';
import { catalogueEvent } from '../documents/testing/documents-fixtures';
import type { CartRepository, StoredCart } from './cart.repository';
import { CartService } from './cart.service';

const NOW = Temporal.Instant.from('2027-01-10T09:00:00Z');
const EVENTS = [catalogueEvent({ eventId: 11 }), catalogueEvent({ eventId: 12 })];

/** A cart repository over one stored cart that counts how often the cart is read. */
const countingCarts = (initial: StoredCart) => {
  let stored = initial;
  const reads = { count: 0 };
  const unused = (): never => {
    throw new Error('not used by these tests');
  };
  const carts: CartRepository = {
    find: () => {
      reads.count += 1;
      return Promise.resolve(stored);
    },
    ensure: () => Promise.resolve(stored.cartId),
    addItem: (_cartId, eventId) => {
      stored = { ...stored, items: [...stored.items, { cartItemId: 100 + eventId, eventId, addedAt: NOW, recipients: [] }] };
      return Promise.resolve();
    },
    deleteItem: (_cartId, cartItemId) => {
      stored = { ...stored, items: stored.items.filter((item) => item.cartItemId !== cartItemId) };
      return Promise.resolve(true);
    },
    addRecipient: unused,
    editRecipient: unused,
    deleteRecipient: unused,
    saveOptions: unused,
    transaction: unused,
  };
  return { carts, reads };
};

const guestSession: ActiveSession = {
  token: 'token',
  site: 'main',
  stored: { sessionId: 'session-1', site: 'main', userId: null, impersonatorId: null, loginTarget: null, createdAt: NOW, lastSeenAt: NOW },
};

/** A dependency these tests never reach: touching it fails the test. */
const notUsed = (name: string): never =>
  new Proxy(
    {},
    {
      get: () => {
        throw new Error(`the cart reached ${name}, which these tests do not provide`);
      },
    },
  ) as never;

const cartOfOneRequest = (stored: StoredCart) => {
  const { carts, reads } = countingCarts(stored);
  let session = guestSession;
  const slot: SessionSlot = {
    current: () => session,
    replace: (next) => {
      session = next;
    },
  };
  const service = new CartService({
    carts,
    catalogue: { findEvent: (eventId) => Promise.resolve(EVENTS.find((event) => event.eventId === eventId)) },
    sessions: notUsed('sessions'),
    users: notUsed('users'),
    placeOrder: notUsed('placeOrder'),
    bookings: notUsed('bookings'),
    orders: notUsed('orders'),
    clock: { now: () => NOW },
  });
  const logIn = (userId: number): void => {
    slot.replace({ ...session, stored: session.stored && { ...session.stored, userId } });
  };
  return { cart: service.forRequest(slot), reads, logIn };
};

const oneItem: StoredCart = {
  cartId: 1,
  owner: { kind: 'session', sessionId: 'session-1' },
  options: EMPTY_ORDER_OPTIONS,
  items: [{ cartItemId: 111, eventId: 11, addedAt: NOW, recipients: [] }],
};

const eventIds = (result: E.Either<unknown, readonly { readonly eventId: number }[]>): readonly number[] => (E.isRight(result) ? result.right.map((item) => item.eventId) : []);

describe('the cart of one request', () => {
  it('reads the stored cart once when a page asks for the cart and the header for its count', async () => {
    const { cart, reads } = cartOfOneRequest(oneItem);
    const [full, small] = await Promise.all([cart.shoppingCart()(), cart.shoppingCartSmall()()]);
    expect(E.isRight(full) && full.right.items.map((item) => item.eventId)).toEqual([11]);
    expect(eventIds(small)).toEqual([11]);
    expect(reads.count).toBe(1);
  });

  it('answers a change with the cart as written, and reads after it see the change', async () => {
    const { cart, reads } = cartOfOneRequest(oneItem);
    expect(eventIds(await cart.shoppingCartSmall()())).toEqual([11]);
    expect(eventIds(await cart.addItem({ eventId: 12 })())).toEqual([11, 12]);
    expect(eventIds(await cart.shoppingCartSmall()())).toEqual([11, 12]);
    expect(eventIds(await cart.deleteItem({ cartItemId: 111 })())).toEqual([12]);
    const after = await cart.shoppingCart()();
    expect(E.isRight(after) && after.right.items.map((item) => item.eventId)).toEqual([12]);
    expect(reads.count).toBeGreaterThanOrEqual(6);
  });

  it('reads again when the owner changes within the request (a login)', async () => {
    const { cart, reads, logIn } = cartOfOneRequest(oneItem);
    await cart.shoppingCartSmall()();
    logIn(7);
    await cart.shoppingCartSmall()();
    expect(reads.count).toBe(2);
  });
});
