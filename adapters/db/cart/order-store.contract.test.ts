import * as E from 'fp-ts/Either';
import { NO_INVOICE_RECIPIENT } from '../../../domain/invoice/invoice-recipient';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewOrder, NewParticipant, OrderTransaction } from '../../../application/orders/orders.repository';
import { conflict } from '../../../domain/errors/app-error';
import { cents } from '../../../domain/money/money';
import { DrizzleCatalogueRepository } from '../catalogue-repository';
import type { Database } from '../database';
import { testDatabaseEngines } from '../testing/test-databases';
import { CART_TEST_NOW, JONAS, LEA, SABINE, newSessionId, openSeededDatabase, person, upcomingEvents, type TestEvent } from './cart-fixtures.testing';
import { DrizzleCartRepository } from './cart-repository';
import { upcomingConference } from '../conference/conference-fixtures.testing';
import { DrizzleOrderStore } from './order-store';

const NOW = CART_TEST_NOW;
const LATER = NOW.add({ hours: 24 * 15 });

let orderCount = 0;

const order = (overrides: Partial<NewOrder> = {}): NewOrder => {
  orderCount += 1;
  return {
    orderNumber: `IFB-2026-${String(900_000 + orderCount)}`,
    channel: 'online',
    sessionId: null,
    userId: null,
    gremiumId: null,
    customer: { salutation: 'Frau', firstname: 'Anna', lastname: 'Schmidt', email: 'anna.schmidt@example.org' },
    billing: { company: 'Muster GmbH', street: 'Hafenstraße', streetNumber: '1', postalCode: '20457', city: 'Hamburg' },
    invoiceReference: null,
    invoiceRecipient: NO_INVOICE_RECIPIENT,
    personalNotes: null,
    total: cents(100_000),
    groupDiscount: cents(0),
    orderedAt: NOW,
    idempotency: null,
    ...overrides,
  };
};

const participant = (orderId: number, eventId: number, overrides: Partial<NewParticipant> = {}): NewParticipant => ({
  ...person('Anna'),
  orderId,
  eventId,
  position: 1,
  seats: 1,
  named: true,
  price: cents(100_000),
  status: 'booked',
  reservedUntil: null,
  at: NOW,
  ...overrides,
});

describe.each(testDatabaseEngines().map((engine) => [engine.name, engine] as const))('order store on %s', (_name, engine) => {
  let database: Database;
  let store: DrizzleOrderStore;
  let events: readonly TestEvent[];

  const inTransaction = async <A>(work: (tx: OrderTransaction) => Promise<A>): Promise<A> => {
    const answer = await store.transaction(async (tx) => E.right(await work(tx)));
    if (E.isLeft(answer)) throw new Error('unexpected Left');
    return answer.right;
  };

  const eventAt = (index: number): number => events[index]!.eventId;

  beforeAll(async () => {
    database = await openSeededDatabase(engine);
    store = new DrizzleOrderStore(database.db);
    events = await upcomingEvents(database.db, 8);
  }, 120_000);

  afterAll(async () => {
    await database.close();
  });

  it('counts order numbers per year from 1, without gaps', async () => {
    expect(await inTransaction(async (tx) => [await tx.nextOrderSequence(2030), await tx.nextOrderSequence(2030), await tx.nextOrderSequence(2031)])).toEqual([1, 2, 1]);
    expect(await inTransaction((tx) => tx.nextOrderSequence(2030))).toBe(3);
  });

  it('commits on Right, and rolls everything back on Left or on a throw', async () => {
    const left = await store.transaction(async (tx) => {
      await tx.nextOrderSequence(2040);
      return E.left(conflict('nein'));
    });
    expect(left).toEqual(E.left(conflict('nein')));
    await expect(
      store.transaction(async (tx) => {
        await tx.nextOrderSequence(2040);
        throw new Error('a step failed');
      }),
    ).rejects.toThrow('a step failed');
    expect(await inTransaction((tx) => tx.nextOrderSequence(2040))).toBe(1);
  });

  it('stores an order with its idempotency key and answer, found again by scope and key only', async () => {
    const sessionId = await newSessionId(database.db);
    await inTransaction(async (tx) => {
      const orderId = await tx.insertOrder(order({ sessionId, idempotency: { scope: sessionId, key: 'key-00000001', fingerprint: '{"a":1}' } }));
      await tx.saveCheckoutResult(orderId, { orderNumber: 'x' });
    });
    expect(await inTransaction((tx) => tx.findIdempotentOrder(sessionId, 'key-00000001'))).toEqual({ fingerprint: '{"a":1}', result: { orderNumber: 'x' } });
    expect(await inTransaction((tx) => tx.findIdempotentOrder('another-session', 'key-00000001'))).toBeUndefined();
    await inTransaction((tx) => tx.lockIdempotencyKey(sessionId, 'key-00000001'));
  });

  it('counts the seats of booked and reserved participants and of open offers, nothing else', async () => {
    const eventId = eventAt(0);
    await inTransaction(async (tx) => {
      await tx.lockEvent(eventId);
      const orderId = await tx.insertOrder(order());
      for (const status of ['booked', 'reserved', 'waitlisted', 'cancelled', 'lapsed', 'expired'] as const) {
        await tx.insertParticipant(participant(orderId, eventId, { status, seats: 2, reservedUntil: status === 'reserved' ? LATER : null }));
      }
      const entryId = await tx.insertWaitlistEntry({ eventId, seats: 3, contact: { ...person('Ben'), company: null }, userId: null, participantId: null, createdAt: NOW });
      await tx.insertWaitlistEntry({ eventId, seats: 5, contact: { ...person('Cem'), company: null }, userId: null, participantId: null, createdAt: NOW });
      await tx.markOffered(entryId, NOW, NOW.add({ hours: 48 }));
    });
    expect(await inTransaction((tx) => tx.seatsTaken(eventId))).toBe(2 + 2 + 3);
    expect(await new DrizzleCatalogueRepository(database.db).seatsTaken([eventId])).toEqual(new Map([[eventId, 7]]));
    expect(await inTransaction((tx) => tx.seatsTaken(eventAt(7)))).toBe(0);
  });

  it('lapses reservations and expires offers from their deadline on, with the waiting participants', async () => {
    const eventId = eventAt(1);
    const deadline = NOW.add({ hours: 48 });
    const ids = await inTransaction(async (tx) => {
      const orderId = await tx.insertOrder(order());
      const reserved = await tx.insertParticipant(participant(orderId, eventId, { status: 'reserved', reservedUntil: deadline }));
      const waiting = await tx.insertParticipant(participant(orderId, eventId, { status: 'waitlisted' }));
      const entryId = await tx.insertWaitlistEntry({ eventId, seats: 1, contact: { ...person('Anna'), company: null }, userId: null, participantId: waiting, createdAt: NOW });
      await tx.markOffered(entryId, NOW, deadline);
      return { reserved, waiting, entryId };
    });
    expect(await store.eventsWithDueHolds(deadline.subtract({ seconds: 1 }))).not.toContain(eventId);
    expect(await store.eventsWithDueHolds(deadline)).toContain(eventId);
    expect(await inTransaction((tx) => tx.lapseReservations(eventId, deadline.subtract({ seconds: 1 })))).toBe(0);
    expect(await inTransaction(async (tx) => [await tx.lapseReservations(eventId, deadline), await tx.expireOffers(eventId, deadline)])).toEqual([1, 1]);
    const [reserved, waiting] = await inTransaction(async (tx) => [await tx.findParticipant(ids.reserved), await tx.findParticipant(ids.waiting)]);
    expect([reserved?.status, waiting?.status]).toEqual(['lapsed', 'expired']);
    expect((await store.findWaitlistEntry(ids.entryId))?.status).toBe('expired');
    expect(await store.eventsWithDueHolds(deadline)).not.toContain(eventId);
  });

  it('keeps the waiting list in the order people came, and takes entries out as they are offered, accepted or cancelled', async () => {
    const eventId = eventAt(2);
    const [a, b, c, withParticipant] = await inTransaction(async (tx) => {
      const orderId = await tx.insertOrder(order());
      const waitingParticipant = await tx.insertParticipant(participant(orderId, eventId, { status: 'waitlisted' }));
      const entry = (name: string, participantId: number | null = null) =>
        tx.insertWaitlistEntry({ eventId, seats: 1, contact: { ...person(name), company: 'Muster GmbH' }, userId: JONAS.userId, participantId, createdAt: NOW });
      return [await entry('Anna'), await entry('Ben'), await entry('Cem'), { entry: await entry('Dora', waitingParticipant), participant: waitingParticipant }];
    });
    expect(await store.waitingEntryIds(eventId)).toEqual([a, b, c, withParticipant.entry]);
    await inTransaction(async (tx) => {
      await tx.markOffered(b, NOW, NOW.add({ hours: 48 }));
      await tx.markAccepted(a, NOW, null);
      await tx.cancelWaitlistEntryOf(withParticipant.participant);
    });
    expect(await store.waitingEntryIds(eventId)).toEqual([c]);
    expect((await inTransaction((tx) => tx.waitingEntries(eventId))).map((entry) => entry.entryId)).toEqual([c]);
    expect(await store.findWaitlistEntry(b)).toMatchObject({
      entryId: b,
      eventId,
      seats: 1,
      status: 'offered',
      contact: { firstname: 'Ben', company: 'Muster GmbH' },
      userId: JONAS.userId,
      participantId: null,
      orderNumber: null,
    });
    expect((await store.findWaitlistEntry(b))?.offerExpiresAt?.equals(NOW.add({ hours: 48 }))).toBe(true);
    expect(await store.findWaitlistEntry('00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });

  it('reads a participant with its order, and changes its status', async () => {
    const eventId = eventAt(3);
    const participantId = await inTransaction(async (tx) => {
      const orderId = await tx.insertOrder(order({ userId: SABINE.userId, gremiumId: SABINE.gremiumId }));
      return tx.insertParticipant(participant(orderId, eventId, { status: 'reserved', reservedUntil: LATER, bookingType: 'Reservierung' }));
    });
    const found = await inTransaction((tx) => tx.findParticipant(participantId));
    expect(found).toMatchObject({ participantId, eventId, orderUserId: SABINE.userId, orderGremiumId: SABINE.gremiumId, status: 'reserved', bookingType: 'Reservierung', seats: 1 });
    expect(found?.reservedUntil?.equals(LATER)).toBe(true);
    await inTransaction((tx) => tx.setParticipantStatus(participantId, { status: 'booked', reservedUntil: null, at: NOW, by: SABINE.userId }));
    expect(await inTransaction((tx) => tx.findParticipant(participantId))).toMatchObject({ status: 'booked', reservedUntil: null });
    expect(await inTransaction((tx) => tx.findParticipant(999_999))).toBeUndefined();
  });

  it('finds the participants of accounts: ordered by them or carrying their e-mail address, by period', async () => {
    const future = eventAt(4);
    const [ordered, ownSeat] = await inTransaction(async (tx) => {
      const orderId = await tx.insertOrder(order({ userId: SABINE.userId, gremiumId: SABINE.gremiumId }));
      const byVisitor = await tx.insertOrder(order());
      return [
        await tx.insertParticipant(participant(orderId, future, { firstname: 'Anna' })),
        await tx.insertParticipant(participant(byVisitor, future, { email: LEA.email.toUpperCase(), firstname: 'Lea', position: 1 })),
      ];
    });
    const forSabine = await store.recipientsOf([SABINE.userId], 'future', NOW);
    expect(forSabine.filter((record) => record.eventId === future)).toEqual([
      { recipientId: ordered, eventId: future, salutation: 'Frau', firstname: 'Anna', lastname: 'Schmidt', email: 'anna.schmidt@example.org', status: 'booked', bookedBy: SABINE.userId, userId: null,
        // The seat's price, reservation deadline and waiting place as stored, and the Gremium it was ordered for.
        seats: 1, named: true, price: cents(100_000), reservedUntil: null, waitlistEntryId: null, orderGremiumId: SABINE.gremiumId, attendedAt: null },
    ]);
    expect((await store.recipientsOf([LEA.userId], 'future', NOW)).map((record) => record.recipientId)).toContain(ownSeat);
    expect(await store.recipientsOf([LEA.userId], 'past', NOW)).toEqual([]);
    expect((await store.recipientsOf([LEA.userId], 'past', NOW.add({ hours: 24 * 800 }))).map((record) => record.recipientId)).toContain(ownSeat);
    expect(await store.recipientsOf([], 'future', NOW)).toEqual([]);
    // Both periods at once: what the two reads give together, whatever the moment.
    for (const at of [NOW, NOW.add({ hours: 24 * 800 })]) {
      const ids = async (period: 'future' | 'past' | 'both') => (await store.recipientsOf([SABINE.userId, LEA.userId], period, at)).map((record) => record.recipientId).sort((x, y) => x - y);
      expect(await ids('both')).toEqual([...(await ids('future')), ...(await ids('past'))].sort((x, y) => x - y));
      expect(await ids('both')).toContain(ownSeat);
    }
    expect(await store.findRecipient(ownSeat)).toMatchObject({ recipientId: ownSeat, bookedBy: null, userId: LEA.userId });
    expect(await store.findRecipient(999_999)).toBeUndefined();
    expect(await store.accountsAt(future)).toEqual([SABINE.userId, LEA.userId].sort((x, y) => x - y));
  });

  it('locks a visitor cart for checkout and deletes it', async () => {
    const carts = new DrizzleCartRepository(database.db);
    const owner = { kind: 'session', sessionId: await newSessionId(database.db) } as const;
    const cartId = await carts.ensure(owner, NOW);
    await carts.addItem(cartId, eventAt(5), NOW);
    const cart = await inTransaction((tx) => tx.cartForCheckout(owner));
    expect(cart?.items.map((item) => item.eventId)).toEqual([eventAt(5)]);
    await inTransaction((tx) => tx.deleteCart(cartId));
    expect(await inTransaction((tx) => tx.cartForCheckout(owner))).toBeUndefined();
  });

  it('reads a seminar date and a Fachtagung as bookables of one id space, and leaves unknown ids out', async () => {
    const conference = await upcomingConference(database.db, NOW);
    const seminar = await inTransaction((tx) => tx.findBookable(eventAt(5)));
    expect(seminar).toMatchObject({ eventId: eventAt(5), page: { kind: 'seminar' } });
    const fachtagung = await inTransaction((tx) => tx.findBookable(conference.bookableId));
    expect(fachtagung).toMatchObject({ eventId: conference.bookableId, title: conference.title, kindName: 'Fachtagung', prices: { price: conference.price } });
    expect(fachtagung?.page).toEqual({ kind: 'fachtagung', conferenceUrl: conference.url });
    const both = await store.bookables([eventAt(5), conference.bookableId, 999_999_999]);
    expect([...both.keys()].sort((a, b) => a - b)).toEqual([eventAt(5), conference.bookableId].sort((a, b) => a - b));
  });
});
