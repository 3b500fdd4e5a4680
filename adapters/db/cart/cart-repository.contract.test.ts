import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartOwner } from '../../../application/cart/cart.repository';
import { EMPTY_ORDER_OPTIONS } from '../../../domain/cart/order-options';
import type { Database } from '../database';
import { carts, sessions } from '../schema';
import { testDatabaseEngines } from '../testing/test-databases';
import { DrizzleCartRepository } from './cart-repository';
import { CART_TEST_NOW, JONAS, LEA, newSessionId, openSeededDatabase, person, upcomingEvents, type TestEvent } from './cart-fixtures.testing';

const NOW = CART_TEST_NOW;
/** A demo account without a cart of its own until this suite gives it one. */
const CLAUDIA_ID = 8;

describe.each(testDatabaseEngines().map((engine) => [engine.name, engine] as const))('cart repository on %s', (_name, engine) => {
  let database: Database;
  let repository: DrizzleCartRepository;
  let first: TestEvent;
  let second: TestEvent;
  let third: TestEvent;

  beforeAll(async () => {
    database = await openSeededDatabase(engine);
    repository = new DrizzleCartRepository(database.db);
    [first, second, third] = (await upcomingEvents(database.db, 3)) as [TestEvent, TestEvent, TestEvent];
  }, 120_000);

  afterAll(async () => {
    await database.close();
  });

  const visitor = async (): Promise<CartOwner> => ({ kind: 'session', sessionId: await newSessionId(database.db) });

  it('makes one cart per owner, however often it is ensured', async () => {
    const owner = await visitor();
    expect(await repository.find(owner)).toBeUndefined();
    const cartId = await repository.ensure(owner, NOW);
    expect(await repository.ensure(owner, NOW)).toBe(cartId);
    const [a, b] = await Promise.all([repository.ensure(await visitor(), NOW), repository.ensure({ kind: 'user', userId: JONAS.userId }, NOW)]);
    expect(new Set([cartId, a, b]).size).toBe(3);
    expect(await repository.find(owner)).toEqual({ cartId, owner, options: EMPTY_ORDER_OPTIONS, items: [] });
  });

  it('keeps an event once per cart, in the order added', async () => {
    const owner = await visitor();
    const cartId = await repository.ensure(owner, NOW);
    await repository.addItem(cartId, second.eventId, NOW);
    await repository.addItem(cartId, first.eventId, NOW.add({ seconds: 1 }));
    await repository.addItem(cartId, second.eventId, NOW.add({ seconds: 2 }));
    const cart = await repository.find(owner);
    expect(cart?.items.map((item) => item.eventId)).toEqual([second.eventId, first.eventId]);
    expect(cart?.items[0]?.addedAt.equals(NOW)).toBe(true);
  });

  it('deletes an item of its own cart only', async () => {
    const mine = await repository.ensure(await visitor(), NOW);
    const other = await repository.ensure(await visitor(), NOW);
    await repository.addItem(mine, first.eventId, NOW);
    const [item] = (await repository.find({ kind: 'session', sessionId: await sessionOf(mine) }))?.items ?? [];
    expect(await repository.deleteItem(other, item!.cartItemId)).toBe(false);
    expect(await repository.deleteItem(mine, item!.cartItemId)).toBe(true);
    expect(await repository.deleteItem(mine, item!.cartItemId)).toBe(false);
  });

  it('adds, edits and deletes participants in order of entry, and only within the cart', async () => {
    const owner = await visitor();
    const cartId = await repository.ensure(owner, NOW);
    const otherCart = await repository.ensure(await visitor(), NOW);
    await repository.addItem(cartId, first.eventId, NOW);
    const itemId = (await repository.find(owner))!.items[0]!.cartItemId;
    const anna = await repository.addRecipient(cartId, itemId, person('Anna'));
    const ben = await repository.addRecipient(cartId, itemId, person('Ben', { bookingType: 'Reservierung' }));
    expect(await repository.addRecipient(otherCart, itemId, person('Eve'))).toBeUndefined();
    expect(await repository.addRecipient(cartId, 999_999, person('Eve'))).toBeUndefined();

    expect(await repository.editRecipient(otherCart, anna!, person('Eve'))).toBe(false);
    expect(await repository.editRecipient(cartId, anna!, person('Anna', { lastname: 'Neumann' }))).toBe(true);
    const recipients = (await repository.find(owner))!.items[0]!.recipients;
    expect(recipients.map((recipient) => [recipient.recipientId, recipient.lastname, recipient.bookingType])).toEqual([
      [anna, 'Neumann', 'Buchung'],
      [ben, 'Schmidt', 'Reservierung'],
    ]);
    expect(recipients[0]).toEqual({ ...person('Anna', { lastname: 'Neumann' }), recipientId: anna, cartItemId: itemId });

    expect(await repository.deleteRecipient(otherCart, ben!)).toBe(false);
    expect(await repository.deleteRecipient(cartId, ben!)).toBe(true);
    expect((await repository.find(owner))!.items[0]!.recipients.map((recipient) => recipient.recipientId)).toEqual([anna]);
  });

  it('saves the order options as given', async () => {
    const owner = await visitor();
    const cartId = await repository.ensure(owner, NOW);
    const options = { ...EMPTY_ORDER_OPTIONS, company: 'Muster GmbH', city: 'Hamburg', personalNotes: 'Vegetarisch', acceptTerms: true };
    await repository.saveOptions(cartId, options, NOW);
    expect((await repository.find(owner))?.options).toEqual(options);
  });

  it('merges in a transaction: moves items and participants, gives a cart to the account, deletes one', async () => {
    const visitorOwner = await visitor();
    const account: CartOwner = { kind: 'user', userId: LEA.userId };
    const visitorCart = await repository.ensure(visitorOwner, NOW);
    const accountCart = await repository.ensure(account, NOW);
    await repository.addItem(accountCart, first.eventId, NOW);
    await repository.addItem(visitorCart, first.eventId, NOW);
    await repository.addItem(visitorCart, third.eventId, NOW);
    const accountItem = (await repository.find(account))!.items[0]!.cartItemId;
    await repository.addRecipient(accountCart, accountItem, person('Anna'));
    const [sameEvent, otherEvent] = (await repository.find(visitorOwner))!.items;
    const cem = await repository.addRecipient(visitorCart, sameEvent!.cartItemId, person('Cem'));

    await repository.transaction(async (tx) => {
      await tx.lock([visitorOwner, account]);
      await tx.moveItem(otherEvent!.cartItemId, accountCart);
      await tx.moveRecipient(cem!, accountItem);
      await tx.deleteCart(visitorCart);
    });
    const merged = await repository.find(account);
    expect(merged?.items.map((item) => item.eventId)).toEqual([first.eventId, third.eventId]);
    expect(merged?.items[0]?.recipients.map((recipient) => recipient.firstname)).toEqual(['Anna', 'Cem']);
    expect(await repository.find(visitorOwner)).toBeUndefined();

    const another = await visitor();
    const anotherCart = await repository.ensure(another, NOW);
    await repository.transaction((tx) => tx.assignToUser(anotherCart, CLAUDIA_ID, NOW));
    expect(await repository.find(another)).toBeUndefined();
    expect((await repository.find({ kind: 'user', userId: CLAUDIA_ID }))?.cartId).toBe(anotherCart);
  });

  it('rolls the whole transaction back when its work fails', async () => {
    const owner = await visitor();
    const cartId = await repository.ensure(owner, NOW);
    await expect(
      repository.transaction(async (tx) => {
        await tx.deleteCart(cartId);
        throw new Error('a step failed');
      }),
    ).rejects.toThrow('a step failed');
    expect((await repository.find(owner))?.cartId).toBe(cartId);
  });

  it('lets a visitor cart go with its session, and keeps an account cart', async () => {
    const sessionId = await newSessionId(database.db);
    await repository.ensure({ kind: 'session', sessionId }, NOW);
    await database.db.delete(sessions).where(eq(sessions.sessionId, sessionId));
    expect(await repository.find({ kind: 'session', sessionId })).toBeUndefined();
    expect(await repository.find({ kind: 'user', userId: JONAS.userId })).toBeDefined();
  });

  const sessionOf = async (cartId: number): Promise<string> => {
    const [row] = await database.db.select({ sessionId: carts.sessionId }).from(carts).where(eq(carts.cartId, cartId));
    return row?.sessionId ?? '';
  };
});
