import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartOwner } from '../../../application/cart/cart.repository';
import { ParticipantSubstitutedPayloadCodec, ReservationReminderPayloadCodec, WaitlistOfferPayloadCodec } from '../../../application/mail/outbox-payloads';
import type { BookingsService } from '../../../application/orders/bookings.service';
import type { PlaceOrder } from '../../../application/orders/checkout';
import type { CheckoutResultWire } from '../../../application/orders/orders.codecs';
import { EMPTY_ORDER_OPTIONS } from '../../../domain/cart/order-options';
import { conflict, notFound } from '../../../domain/errors/app-error';
import { fixedClock } from '../../clock/system-clock';
import { DrizzleUserRepository } from '../accounts/user-repository';
import type { Database } from '../database';
import { outbox } from '../schema';
import { testDatabaseEngines } from '../testing/test-databases';
import { CART_TEST_NOW, JONAS, LEA, newSessionId, openSeededDatabase, person, setCapacity, upcomingEvents, type TestEvent } from './cart-fixtures.testing';
import { DrizzleCartRepository } from './cart-repository';
import { orderServices } from './order-services.testing';

const NOW = CART_TEST_NOW;
const ADDRESS = { company: 'Muster Logistik GmbH', street: 'Hafenstraße', streetNumber: '12a', postalCode: '20457', city: 'Hamburg' };

describe.each(testDatabaseEngines().map((engine) => [engine.name, engine] as const))('the portal bookings housekeeping on %s', (_name, engine) => {
  let database: Database;
  let clock: ReturnType<typeof fixedClock>;
  let carts: DrizzleCartRepository;
  let placeOrder: PlaceOrder;
  /** Two instances of the application sharing the database, each with its own store and outbox. */
  let runners: readonly [BookingsService, BookingsService];
  let far: readonly TestEvent[];

  beforeAll(async () => {
    database = await openSeededDatabase(engine);
    clock = fixedClock(NOW);
    carts = new DrizzleCartRepository(database.db);
    runners = [orderServices(database.db, clock).bookings, orderServices(database.db, clock).bookings];
    placeOrder = orderServices(database.db, clock).placeOrder;
    far = await upcomingEvents(database.db, 3, { afterDays: 40 });
  }, 120_000);

  afterAll(async () => {
    await database.close();
  });

  const order = async (eventId: number, names: readonly string[], bookingType: 'Buchung' | 'Reservierung', userId: number | null = null): Promise<CheckoutResultWire> => {
    const sessionId = await newSessionId(database.db, userId);
    const owner: CartOwner = userId === null ? { kind: 'session', sessionId } : { kind: 'user', userId };
    const cartId = await carts.ensure(owner, clock.now());
    await carts.addItem(cartId, eventId, clock.now());
    const itemId = (await carts.find(owner))!.items[0]!.cartItemId;
    for (const firstname of names) await carts.addRecipient(cartId, itemId, person(firstname, { bookingType }));
    await carts.saveOptions(cartId, { ...EMPTY_ORDER_OPTIONS, ...ADDRESS, acceptTerms: true }, clock.now());
    const account = userId === null ? undefined : await new DrizzleUserRepository(database.db).findById(userId);
    const answer = await placeOrder.run({ channel: 'online', idempotencyKey: randomUUID(), sessionId, owner, account, options: {} });
    if (E.isLeft(answer)) throw new Error(`checkout refused: ${answer.left.message}`);
    return answer.right;
  };

  const mailsFor = async (kind: 'reservation_reminder' | 'waitlist_offer' | 'participant_substituted', eventId: number) =>
    (await database.db.select().from(outbox).where(and(eq(outbox.kind, kind), sql`(${outbox.payload} -> 'event' ->> 'eventId')::int = ${eventId}`))).map(
      (row) => row.payload,
    );

  it('sends each reminder once and lapses each reservation once with two runners at the same time, the seat going to the waiting list', async () => {
    const eventId = far[0]!.eventId;
    await setCapacity(database.db, eventId, 2);
    const reserved = await order(eventId, ['Anna', 'Berta'], 'Reservierung');
    const waiting = await order(eventId, ['Ben'], 'Buchung');
    expect(waiting.participants[0]?.status).toBe('waitlisted');
    const deadline = reserved.participants[0]!.reservedUntil!;

    // One second before the reminder window nothing is sent.
    clock.advance({ milliseconds: deadline.subtract({ hours: 72, seconds: 1 }).epochMilliseconds - clock.now().epochMilliseconds });
    await Promise.all(runners.map((runner) => runner.remindReservations(clock.now())()));
    expect(await mailsFor('reservation_reminder', eventId)).toHaveLength(0);

    clock.advance({ seconds: 2 });
    const rounds = await Promise.all([...runners, ...runners].map((runner) => runner.remindReservations(clock.now())()));
    expect(rounds.every(E.isRight)).toBe(true);
    const reminders = (await mailsFor('reservation_reminder', eventId)).map((payload) => ReservationReminderPayloadCodec.decode(payload));
    expect(reminders.map((mail) => (E.isRight(mail) ? mail.right.participant.firstname : 'undecodable')).sort()).toEqual(['Anna', 'Berta']);
    expect(reminders.every((mail) => E.isRight(mail) && mail.right.reservedUntil.equals(deadline))).toBe(true);

    clock.advance({ milliseconds: deadline.epochMilliseconds - clock.now().epochMilliseconds });
    const lapses = await Promise.all([...runners, ...runners].map((runner) => runner.lapseReservations(clock.now())()));
    expect(lapses.every(E.isRight)).toBe(true);
    const [anna, berta] = await Promise.all(reserved.participants.map((participant) => runners[0].findRecipient(participant.participantId)));
    expect([anna?.recipient.status, berta?.recipient.status]).toEqual(['lapsed', 'lapsed']);
    // Ben waited for one seat: exactly one offer, however many runners saw the lapse.
    const offers = (await mailsFor('waitlist_offer', eventId)).map((payload) => WaitlistOfferPayloadCodec.decode(payload));
    expect(offers.map((mail) => (E.isRight(mail) ? mail.right.recipient.firstname : 'undecodable'))).toEqual(['Ben']);
    // Nothing is reminded again after the deadline.
    await Promise.all(runners.map((runner) => runner.remindReservations(clock.now())()));
    expect(await mailsFor('reservation_reminder', eventId)).toHaveLength(2);
  });

  it('reminds a reservation again of the later deadline staff gave it, once', async () => {
    const eventId = far[1]!.eventId;
    const [reserved] = (await order(eventId, ['Carla'], 'Reservierung')).participants;
    const deadline = reserved!.reservedUntil!;
    clock.advance({ milliseconds: deadline.subtract({ hours: 71 }).epochMilliseconds - clock.now().epochMilliseconds });
    await runners[0].remindReservations(clock.now())();
    expect(await mailsFor('reservation_reminder', eventId)).toHaveLength(1);

    const later = deadline.add({ hours: 24 * 7 });
    expect(await runners[0].extendReservation(reserved!.participantId, later, 10)()).toEqual(E.right(later));
    await runners[0].remindReservations(clock.now())();
    expect(await mailsFor('reservation_reminder', eventId)).toHaveLength(1);

    clock.advance({ milliseconds: later.subtract({ hours: 71 }).epochMilliseconds - clock.now().epochMilliseconds });
    await Promise.all([...runners, ...runners].map((runner) => runner.remindReservations(clock.now())()));
    const reminders = (await mailsFor('reservation_reminder', eventId)).map((payload) => ReservationReminderPayloadCodec.decode(payload));
    expect(reminders.map((mail) => (E.isRight(mail) ? mail.right.reservedUntil.toString() : 'undecodable'))).toEqual([deadline.toString(), later.toString()]);
  });

  it('lets whoever ordered a seat give it to a colleague: name and e-mail change, seat and price stay, a mail to both', async () => {
    const eventId = far[1]!.eventId;
    const booked = await order(eventId, ['Anna'], 'Buchung', JONAS.userId);
    const participantId = booked.participants[0]!.participantId;
    const jonas = (await new DrizzleUserRepository(database.db).findById(JONAS.userId))!;
    const colleague = { salutation: 'Herr', firstname: 'Can', lastname: 'Demir', email: 'can.demir@example.org' };
    const changed = await runners[0].substituteRecipient(jonas, participantId, colleague)();
    expect(changed).toMatchObject(E.right({ ...colleague, status: 'booked', price: booked.participants[0]!.price }));
    const stored = await runners[0].findRecipient(participantId);
    expect(stored?.recipient).toMatchObject({ ...colleague, status: 'booked', price: booked.participants[0]!.price });
    const [mail] = (await mailsFor('participant_substituted', eventId)).map((payload) => ParticipantSubstitutedPayloadCodec.decode(payload));
    expect(mail).toMatchObject(E.right({ previous: { firstname: 'Anna' }, substitute: { firstname: 'Can' }, substitutedBy: { email: JONAS.email }, participantId }));
  });

  it('answers someone else a substitution like an unknown participant, and refuses a cancelled seat', async () => {
    const eventId = far[2]!.eventId;
    const booked = await order(eventId, ['Dora'], 'Buchung', JONAS.userId);
    const participantId = booked.participants[0]!.participantId;
    const users = new DrizzleUserRepository(database.db);
    const lea = (await users.findById(LEA.userId))!;
    const colleague = { salutation: 'Frau', firstname: 'Eva', lastname: 'Berg', email: 'eva.berg@example.org' };
    expect(await runners[0].substituteRecipient(lea, participantId, colleague)()).toEqual(E.left(notFound('Diese Buchung gibt es nicht.')));
    expect(await runners[0].paperOf(lea, participantId)).toBeUndefined();
    const jonas = (await users.findById(JONAS.userId))!;
    expect((await runners[0].paperOf(jonas, participantId))?.billing).toEqual({ company: ADDRESS.company, street: 'Hafenstraße 12a', postalCode: '20457', city: 'Hamburg' });
    await runners[0].cancelRecipient(participantId, JONAS.userId)();
    expect(await runners[0].substituteRecipient(jonas, participantId, colleague)()).toEqual(
      E.left(conflict('Diese Teilnahme ist nicht mehr aktiv und kann nicht übertragen werden.')),
    );
  });
});
