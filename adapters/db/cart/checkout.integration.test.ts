import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ActiveSession, SessionSlot } from '../../../application/accounts/session';
import { CartLoginListener } from '../../../application/cart/cart-login-listener';
import type { CartOwner } from '../../../application/cart/cart.repository';
import type { Outbox, OutboxKind, OutboxPayloadOf, OutboxTransaction } from '../../../application/mail/outbox.port';
import { OrderConfirmationPayloadCodec, WaitlistOfferPayloadCodec } from '../../../application/mail/outbox-payloads';
import type { BookingsService } from '../../../application/orders/bookings.service';
import { KEY_REUSED } from '../../../application/orders/book-seats';
import type { PlaceOrder, CheckoutCommand } from '../../../application/orders/checkout';
import type { CheckoutResultWire } from '../../../application/orders/orders.codecs';
import type { WaitingListService } from '../../../application/orders/waiting-list.service';
import { EMPTY_ORDER_OPTIONS } from '../../../domain/cart/order-options';
import { conflict, notFound } from '../../../domain/errors/app-error';
import { fixedClock } from '../../clock/system-clock';
import { DrizzleOutbox } from '../../mail/drizzle-outbox';
import { DrizzleUserRepository } from '../accounts/user-repository';
import type { Database } from '../database';
import { orderNumberCounters, orderParticipants, orders, outbox } from '../schema';
import { testDatabaseEngines } from '../testing/test-databases';
import { CART_TEST_NOW, JONAS, LEA, SABINE, newSessionId, openSeededDatabase, person, setCapacity, upcomingEvents, type TestEvent } from './cart-fixtures.testing';
import { DrizzleCartRepository } from './cart-repository';
import { DrizzleOrderStore } from './order-store';
import { orderServices } from './order-services.testing';

const NOW = CART_TEST_NOW;
const ADDRESS = { company: 'Muster Logistik GmbH', street: 'Hafenstraße', streetNumber: '12a', postalCode: '20457', city: 'Hamburg' };

/** An outbox whose order confirmation fails: a step in the middle of the checkout breaks. */
class FailingOutbox implements Outbox {
  constructor(private readonly inner: Outbox) {}

  enqueue<K extends OutboxKind>(tx: OutboxTransaction | undefined, kind: K, payload: OutboxPayloadOf<K>): Promise<void> {
    if (kind === 'order_confirmation') return Promise.reject(new Error('the mail queue is broken'));
    return this.inner.enqueue(tx, kind, payload);
  }
}

const visitorSlot = (): SessionSlot => {
  let session: ActiveSession = { token: 'token', site: 'main', stored: undefined };
  return {
    current: () => session,
    replace: (next) => {
      session = next;
    },
  };
};

const engines = testDatabaseEngines();

describe.each(engines.map((engine) => [engine.name, engine] as const))('checkout, reservations and waiting list on %s', (name, engine) => {
  let database: Database;
  let clock: ReturnType<typeof fixedClock>;
  let carts: DrizzleCartRepository;
  let store: DrizzleOrderStore;
  let mail: DrizzleOutbox;
  let placeOrder: PlaceOrder;
  let bookings: BookingsService;
  let waitingList: WaitingListService;
  let soon: readonly TestEvent[];
  let far: readonly TestEvent[];

  beforeAll(async () => {
    database = await openSeededDatabase(engine);
    clock = fixedClock(NOW);
    carts = new DrizzleCartRepository(database.db);
    store = new DrizzleOrderStore(database.db);
    mail = new DrizzleOutbox(database.db, clock);
    ({ placeOrder, bookings, waitingList } = orderServices(database.db, clock, mail));
    soon = await upcomingEvents(database.db, 4, { afterDays: 3 });
    far = await upcomingEvents(database.db, 10, { afterDays: 40 });
  }, 120_000);

  afterAll(async () => {
    await database.close();
  });

  // Tests move the clock; each starts at the test instant again.
  afterEach(() => {
    clock.advance({ milliseconds: NOW.epochMilliseconds - clock.now().epochMilliseconds });
  });

  /** A visitor's cart with one event and its participants, the address given and the terms accepted. */
  const cartWith = async (eventId: number, names: readonly string[], bookingType: 'Buchung' | 'Reservierung' = 'Buchung') => {
    const sessionId = await newSessionId(database.db);
    const owner: CartOwner = { kind: 'session', sessionId };
    const cartId = await carts.ensure(owner, NOW);
    await carts.addItem(cartId, eventId, NOW);
    const itemId = (await carts.find(owner))!.items[0]!.cartItemId;
    for (const firstname of names) await carts.addRecipient(cartId, itemId, person(firstname, { bookingType }));
    await carts.saveOptions(cartId, { ...EMPTY_ORDER_OPTIONS, ...ADDRESS, acceptTerms: true }, NOW);
    return { sessionId, owner };
  };

  const command = (cart: { sessionId: string; owner: CartOwner }, overrides: Partial<CheckoutCommand> = {}): CheckoutCommand => ({
    channel: 'online',
    idempotencyKey: randomUUID(),
    sessionId: cart.sessionId,
    owner: cart.owner,
    account: undefined,
    options: {},
    ...overrides,
  });

  const placed = async (cmd: CheckoutCommand): Promise<CheckoutResultWire> => {
    const answer = await placeOrder.run(cmd);
    if (E.isLeft(answer)) throw new Error(`checkout refused: ${answer.left.message}`);
    return answer.right;
  };

  const rows = async (table: typeof orders | typeof orderParticipants | typeof outbox | typeof orderNumberCounters) =>
    (await database.db.select({ rows: count() }).from(table))[0]?.rows ?? 0;

  const outboxOf = async (kind: OutboxKind) => database.db.select().from(outbox).where(eq(outbox.kind, kind));

  it('places an order: a number of the year, seats for the participants, its confirmation queued, the cart gone', async () => {
    const cart = await cartWith(soon[0]!.eventId, ['Anna', 'Ben']);
    const confirmations = (await outboxOf('order_confirmation')).length;
    const result = await placed(command(cart));
    expect(result.orderNumber).toMatch(/^IFB-2026-\d{6}$/);
    expect(result.participants.map((participant) => [participant.firstname, participant.status, participant.message])).toEqual([
      ['Anna', 'booked', 'Ihre Buchung ist verbindlich eingegangen.'],
      ['Ben', 'booked', 'Ihre Buchung ist verbindlich eingegangen.'],
    ]);
    expect(await carts.find(cart.owner)).toBeUndefined();
    const queued = await outboxOf('order_confirmation');
    expect(queued).toHaveLength(confirmations + 1);
    const payload = OrderConfirmationPayloadCodec.decode(queued.at(-1)?.payload);
    expect(payload).toMatchObject(E.right({ orderNumber: result.orderNumber, sessionId: cart.sessionId, billingAddress: ADDRESS }));
  });

  it('a failing step in the middle leaves no order, no seat taken, no number used and the cart as it was', async () => {
    const eventId = soon[1]!.eventId;
    const cart = await cartWith(eventId, ['Anna']);
    const before = { orders: await rows(orders), participants: await rows(orderParticipants), outbox: await rows(outbox) };
    const [counter] = await database.db.select().from(orderNumberCounters).where(eq(orderNumberCounters.year, 2026));
    const broken = orderServices(database.db, clock, new FailingOutbox(mail)).placeOrder;
    await expect(broken.run(command(cart))).rejects.toThrow('the mail queue is broken');
    expect({ orders: await rows(orders), participants: await rows(orderParticipants), outbox: await rows(outbox) }).toEqual(before);
    expect((await database.db.select().from(orderNumberCounters).where(eq(orderNumberCounters.year, 2026)))[0]).toEqual(counter);
    expect((await store.transaction(async (tx) => E.right(await tx.seatsTaken(eventId))))).toEqual(E.right(0));
    expect((await carts.find(cart.owner))?.items[0]?.recipients.map((recipient) => recipient.firstname)).toEqual(['Anna']);
    // The same key works once the fault is gone: nothing of the failed try was kept.
    const retry = command(cart);
    expect((await placed(retry)).participants).toHaveLength(1);
  });

  it('answers a retry with the same key with the same order, and refuses the key for another request', async () => {
    const cart = await cartWith(soon[2]!.eventId, ['Anna']);
    const first = command(cart, { options: { invoiceReference: 'BR-17' } });
    const result = await placed(first);
    const ordersBefore = await rows(orders);
    expect(await placeOrder.run(first)).toEqual(E.right(result));
    expect(await placeOrder.run({ ...first, options: { invoiceReference: 'BR-18' } })).toEqual(E.left(KEY_REUSED));
    expect(await placeOrder.run({ ...first, channel: 'fax' })).toEqual(E.left(KEY_REUSED));
    expect(await rows(orders)).toBe(ordersBefore);
    expect(await placeOrder.run(command(cart))).toEqual(E.left(conflict('Ihr Warenkorb ist leer.')));
  });

  it('refuses an order without address, terms or participants, and writes nothing', async () => {
    const sessionId = await newSessionId(database.db);
    const owner: CartOwner = { kind: 'session', sessionId };
    const cartId = await carts.ensure(owner, NOW);
    await carts.addItem(cartId, soon[3]!.eventId, NOW);
    await carts.addRecipient(cartId, (await carts.find(owner))!.items[0]!.cartItemId, person('Anna'));
    const ordersBefore = await rows(orders);
    const answer = await placeOrder.run(command({ sessionId, owner }, { options: { company: 'Muster GmbH' } }));
    expect(answer).toMatchObject(E.left({ _tag: 'Invalid', fieldErrors: { street: 'Bitte geben Sie eine Straße an', acceptTerms: 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen' } }));
    expect(await rows(orders)).toBe(ordersBefore);
  });

  it('puts participants beyond the free seats on the waiting list and says so', async () => {
    const eventId = far[0]!.eventId;
    await setCapacity(database.db, eventId, 2);
    const result = await placed(command(await cartWith(eventId, ['Anna', 'Ben', 'Cem'], 'Reservierung')));
    expect(result.participants.map((participant) => participant.status)).toEqual(['reserved', 'reserved', 'waitlisted']);
    expect(result.participants[0]?.message).toBe('Wir halten den Platz bis zum 06.12.2026, 10:00 Uhr unverbindlich für Sie frei.');
    expect(result.participants[0]?.reservedUntil?.equals(NOW.add({ hours: 24 * 14 }))).toBe(true);
    expect(result.participants[2]).toMatchObject({
      message: 'Dieser Termin ist ausgebucht. Wir haben Sie auf die Warteliste gesetzt.',
      waitlistEntryId: expect.any(String) as unknown,
      waitlistPosition: 1,
    });
    // The mail says the same as the page: the third participant waits at place 1.
    const mail = OrderConfirmationPayloadCodec.decode((await outboxOf('order_confirmation')).at(-1)?.payload);
    if (E.isLeft(mail)) throw new Error('the confirmation payload does not decode');
    expect(mail.right.items[0]?.participants.map((participant) => participant.waitlistPosition)).toEqual([undefined, undefined, 1]);
  });

  it('lapses reservations when the clock passes their deadline and offers the freed seat to the waiting list', async () => {
    const eventId = far[1]!.eventId;
    await setCapacity(database.db, eventId, 1);
    const reserved = await placed(command(await cartWith(eventId, ['Anna'], 'Reservierung')));
    const waiting = await placed(command(await cartWith(eventId, ['Ben'])));
    const entryId = waiting.participants[0]!.waitlistEntryId!;
    expect(E.isRight(await bookings.lapseReservations(NOW.add({ hours: 24 * 14 - 1 }))())).toBe(true);
    expect((await store.findWaitlistEntry(entryId))?.status).toBe('waiting');

    clock.advance({ hours: 24 * 14 });
    const offers = (await outboxOf('waitlist_offer')).length;
    const report = await bookings.lapseReservations(clock.now())();
    // Reservations of other tests lapse in the same round; this event's is one of them.
    expect(E.isRight(report) && report.right.lapsedReservations >= 1 && report.right.offers >= 1).toBe(true);
    const lapsed = await store.findRecipient(reserved.participants[0]!.participantId);
    expect(lapsed?.status).toBe('lapsed');
    const offer = await waitingList.forRequest(visitorSlot()).entry(entryId)();
    expect(offer).toMatchObject(E.right({ status: 'offered', position: null }));
    const mails = (await outboxOf('waitlist_offer')).slice(offers).map((row) => WaitlistOfferPayloadCodec.decode(row.payload));
    expect(mails.filter((mail) => E.isRight(mail) && mail.right.event.eventId === eventId)).toMatchObject([
      E.right({ recipient: { firstname: 'Ben', email: 'ben.schmidt@example.org' }, event: { eventId }, entryId }),
    ]);

    // Accepted within 48 hours: Ben is booked.
    clock.advance({ hours: 47 });
    expect(await waitingList.forRequest(visitorSlot()).accept(entryId)()).toMatchObject(E.right({ status: 'accepted' }));
    expect((await store.findRecipient(waiting.participants[0]!.participantId))?.status).toBe('booked');
  });

  it('moves an unanswered offer on to the next entry that fits', async () => {
    const eventId = far[2]!.eventId;
    await setCapacity(database.db, eventId, 1);
    const seat = await placed(command(await cartWith(eventId, ['Anna'])));
    const list = waitingList.forRequest(visitorSlot());
    const contact = (firstname: string) => ({ salutation: 'Herr', firstname, lastname: 'Weber', email: `${firstname.toLowerCase()}@example.org` });
    const group = await list.join({ eventId, seats: 2, contact: contact('Gustav') })();
    const ben = await list.join({ eventId, seats: 1, contact: contact('Ben') })();
    const cem = await list.join({ eventId, seats: 1, contact: contact('Cem') })();
    if (E.isLeft(group) || E.isLeft(ben) || E.isLeft(cem)) throw new Error('join refused');
    expect([group.right.position, ben.right.position, cem.right.position]).toEqual([1, 2, 3]);

    expect(await bookings.cancelRecipient(seat.participants[0]!.participantId, JONAS.userId)()).toMatchObject(E.right({ status: 'cancelled' }));
    // One seat is free: the group of two does not fit, Ben is the first that does.
    expect(await list.entry(ben.right.entryId)()).toMatchObject(E.right({ status: 'offered' }));
    expect(await list.entry(group.right.entryId)()).toMatchObject(E.right({ status: 'waiting', position: 1 }));
    expect(await list.accept(cem.right.entryId)()).toEqual(E.left(conflict('Für diesen Eintrag ist noch kein Platz frei. Wir benachrichtigen Sie, sobald ein Platz frei wird.')));

    clock.advance({ hours: 48 });
    expect(await list.entry(ben.right.entryId)()).toMatchObject(E.right({ status: 'expired' }));
    expect(await list.accept(ben.right.entryId)()).toEqual(
      E.left(conflict('Das Angebot ist abgelaufen; der Platz wird der nächsten Person auf der Warteliste angeboten.')),
    );
    await bookings.lapseReservations(clock.now())();
    expect(await list.entry(cem.right.entryId)()).toMatchObject(E.right({ status: 'offered' }));
    const accepted = await list.accept(cem.right.entryId)();
    expect(accepted).toMatchObject(E.right({ status: 'accepted', orderNumber: expect.stringMatching(/^IFB-2026-/) as unknown }));
    // A second click on the link: the same answer.
    expect(await list.accept(cem.right.entryId)()).toEqual(accepted);
    expect(await list.accept(randomUUID())()).toEqual(E.left(notFound('Diesen Eintrag auf der Warteliste gibt es nicht.')));
  });

  it('reserves seats without the cart, or puts the whole group on the waiting list', async () => {
    const eventId = far[3]!.eventId;
    await setCapacity(database.db, eventId, 3);
    const list = waitingList.forRequest(visitorSlot());
    const contact = { salutation: 'Frau', firstname: 'Lea', lastname: 'Hartmann', email: LEA.email, company: 'Muster Logistik GmbH' };
    expect(await list.reserve({ eventId, seats: 2, contact })()).toMatchObject(
      E.right({ status: 'reserved', seats: 2, message: 'Wir halten die 2 Plätze bis zum 06.12.2026, 10:00 Uhr unverbindlich für Sie frei.' }),
    );
    expect(await list.reserve({ eventId, seats: 2, contact })()).toMatchObject(
      E.right({ status: 'waitlisted', position: 1, message: 'Dieser Termin ist ausgebucht. Wir haben Sie auf die Warteliste gesetzt.' }),
    );
    expect(await list.reserve({ eventId, seats: 1, contact: { ...contact, email: 'kaputt' } })()).toMatchObject(
      E.left({ _tag: 'Invalid', fieldErrors: { 'contact.email': 'Bitte geben Sie eine gültige E-Mail-Adresse an' } }),
    );
    expect(await list.reserve({ eventId: 999_999, seats: 1, contact })()).toEqual(E.left(notFound('Diese Veranstaltung gibt es nicht (mehr).')));
  });

  it('turns a reservation into a booking for who may, before its deadline only', async () => {
    const booking = { billing: { company: 'Muster GmbH', street: 'Hauptstraße', streetNumber: '5', postalCode: '20095', city: 'Hamburg' }, acceptTerms: true };
    const eventId = far[4]!.eventId;
    const result = await placed(command(await cartWith(eventId, ['Anna', 'Ben'], 'Reservierung'), { account: { ...accountOf(SABINE) } }));
    const [anna, ben] = result.participants.map((participant) => participant.participantId);
    const users = new DrizzleUserRepository(database.db);
    const sabine = (await users.findById(SABINE.userId))!;
    const jonas = (await users.findById(JONAS.userId))!;
    expect(await bookings.confirmReservation(jonas, anna!, booking)()).toEqual(E.left(notFound('Diese Buchung gibt es nicht.')));
    expect(await bookings.confirmReservation(sabine, anna!, booking)()).toEqual(
      E.right({ participantId: anna, eventId, status: 'booked', message: 'Ihre Buchung ist verbindlich eingegangen.' }),
    );
    expect(await bookings.confirmReservation(sabine, anna!, booking)()).toEqual(E.left(conflict('Nur eine Reservierung kann in eine Buchung umgewandelt werden.')));
    clock.advance({ hours: 24 * 14 });
    expect(await bookings.confirmReservation(sabine, ben!, booking)()).toEqual(E.left(conflict('Die Reservierung ist abgelaufen. Bitte buchen Sie den Termin erneut.')));
  });

  it('lists the bookings of accounts by period, and refuses to cancel twice or after the start', async () => {
    const event = far[5]!;
    const result = await placed(command(await cartWith(event.eventId, ['Anna']), { account: accountOf(LEA) }));
    const participantId = result.participants[0]!.participantId;
    const future = await bookings.eventsOf([LEA.userId], 'future');
    expect(future.find((booked) => booked.eventId === event.eventId)?.recipients.map((recipient) => recipient.recipientId)).toEqual([participantId]);
    expect(await bookings.participantsOf(event.eventId)).toContain(LEA.userId);
    expect(await bookings.findRecipient(participantId)).toMatchObject({ eventId: event.eventId, recipient: { bookedBy: LEA.userId, status: 'booked' } });
    expect(await bookings.eventsOf([], 'past')).toEqual([]);
    expect(await bookings.eventsByPeriod([LEA.userId])).toEqual({ future, past: await bookings.eventsOf([LEA.userId], 'past') });
    expect(await bookings.eventsByPeriod([])).toEqual({ future: [], past: [] });
    // Once the date has ended it moves to the past, in the one read as in the two.
    const endDate = future.find((booked) => booked.eventId === event.eventId)?.endDate ?? NOW;
    const untilEnd = Math.ceil(endDate.since(NOW).total('hours')) + 1;
    clock.advance({ hours: untilEnd });
    const afterwards = await bookings.eventsByPeriod([LEA.userId]);
    expect(afterwards.past.map((booked) => booked.eventId)).toContain(event.eventId);
    expect(afterwards).toEqual({ future: await bookings.eventsOf([LEA.userId], 'future'), past: await bookings.eventsOf([LEA.userId], 'past') });
    clock.advance({ hours: -untilEnd });
    const untilStart = Math.ceil(event.startDate.since(NOW).total('hours'));
    clock.advance({ hours: untilStart });
    expect(await bookings.cancelRecipient(participantId, LEA.userId)()).toEqual(
      E.left(conflict('Der Termin hat bereits begonnen; die Buchung kann nicht mehr storniert werden.')),
    );
    clock.advance({ hours: -untilStart });
    expect(await bookings.cancelRecipient(participantId, LEA.userId)()).toMatchObject(E.right({ status: 'cancelled' }));
    expect(await bookings.cancelRecipient(participantId, LEA.userId)()).toEqual(E.left(conflict('Diese Buchung ist bereits storniert oder verfallen.')));
    expect(await bookings.cancelRecipient(999_999, LEA.userId)()).toEqual(E.left(notFound('Diese Buchung gibt es nicht.')));
  });

  it('merges the visitor cart into the account cart at login: each event once, nobody lost', async () => {
    const listener = new CartLoginListener(carts, clock);
    const account: CartOwner = { kind: 'user', userId: LEA.userId };
    const accountCart = await carts.ensure(account, NOW);
    await carts.addItem(accountCart, far[6]!.eventId, NOW);
    await carts.addRecipient(accountCart, (await carts.find(account))!.items[0]!.cartItemId, person('Anna'));
    await carts.saveOptions(accountCart, { ...EMPTY_ORDER_OPTIONS, ...ADDRESS }, NOW);

    const visitor = await cartWith(far[6]!.eventId, ['Anna', 'Ben']);
    const visitorCart = (await carts.find(visitor.owner))!.cartId;
    await carts.addItem(visitorCart, far[7]!.eventId, NOW);
    await listener.afterLogin({ sessionId: visitor.sessionId, userId: LEA.userId });

    const merged = await carts.find(account);
    expect(merged?.items.map((item) => [item.eventId, item.recipients.map((recipient) => recipient.firstname)])).toEqual([
      [far[6]!.eventId, ['Anna', 'Ben']],
      [far[7]!.eventId, []],
    ]);
    expect(merged?.options).toMatchObject({ ...ADDRESS, acceptTerms: true });
    expect(await carts.find(visitor.owner)).toBeUndefined();

    // A login with nothing in the visitor's cart changes nothing; a first cart simply becomes the account's.
    await listener.afterLogin({ sessionId: await newSessionId(database.db), userId: LEA.userId });
    expect((await carts.find(account))?.items).toHaveLength(2);
    const fresh = await cartWith(far[7]!.eventId, ['Cem']);
    await listener.afterLogin({ sessionId: fresh.sessionId, userId: 9 });
    expect((await carts.find({ kind: 'user', userId: 9 }))?.items[0]?.recipients.map((recipient) => recipient.firstname)).toEqual(['Cem']);
  });

  // Only a real PostgreSQL runs transactions side by side; PGlite has one connection and serializes them.
  if (name === 'postgres') {
    it(
      'never oversells under concurrency: 8 parallel checkouts for a 3-seat event take exactly 3 seats, the rest wait',
      async () => {
        const eventId = far[8]!.eventId;
        await setCapacity(database.db, eventId, 3);
        const cartsToOrder = await Promise.all(Array.from({ length: 8 }, (_, index) => cartWith(eventId, [`Person${index}`])));
        const results = await Promise.all(cartsToOrder.map((cart) => placed(command(cart))));
        const statuses = results.flatMap((result) => result.participants.map((participant) => participant.status));
        expect(statuses.filter((status) => status === 'booked')).toHaveLength(3);
        expect(statuses.filter((status) => status === 'waitlisted')).toHaveLength(5);
        expect(await store.transaction(async (tx) => E.right(await tx.seatsTaken(eventId)))).toEqual(E.right(3));
        expect(new Set(results.map((result) => result.orderNumber)).size).toBe(8);
      },
      60_000,
    );

    it('a double click (the same key twice at once) places exactly one order', async () => {
      const cart = await cartWith(far[9]!.eventId, ['Anna']);
      const cmd = command(cart);
      const ordersBefore = await rows(orders);
      const [a, b] = await Promise.all([placeOrder.run(cmd), placeOrder.run(cmd)]);
      expect(a).toEqual(b);
      expect(await rows(orders)).toBe(ordersBefore + 1);
    });
  }
});

/** A demo account as the checkout gets it (only the fields it reads matter here). */
const accountOf = (user: { readonly userId: number; readonly email: string; readonly gremiumId?: number }) => ({
  userId: user.userId,
  email: user.email,
  passwordHash: '',
  salutation: 'Frau',
  firstname: 'Demo',
  lastname: 'Konto',
  company: 'Muster GmbH',
  role: 'user' as const,
  gremiumId: user.gremiumId ?? null,
  gremiumRole: user.gremiumId === undefined ? null : ('admin' as const),
});
