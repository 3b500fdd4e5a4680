import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingLine } from '../../../application/orders/booked-order';
import { entriesToOffer } from '../../../domain/cart/waiting-list';
import { fixedClock } from '../../clock/system-clock';
import type { AppDatabase, Database } from '../database';
import { bookables, conferences, events, orderParticipants, orders, waitlistEntries } from '../schema';
import { testDatabaseEngines } from '../testing/test-databases';
import { CART_TEST_NOW, JONAS, jonasOrderHeader, openSeededDatabase, singleUserAccount } from './cart-fixtures.testing';
import { orderServices } from './order-services.testing';
import { seatsTakenBy } from './seats';

type Kind = 'seminar' | 'fachtagung';

/** What a customer, the housekeeping or time does to one bookable. */
type Action =
  | { readonly kind: 'book'; readonly participants: number }
  | { readonly kind: 'reserve'; readonly seats: number }
  | { readonly kind: 'cancel'; readonly pick: number }
  | { readonly kind: 'substitute'; readonly pick: number }
  | { readonly kind: 'accept'; readonly pick: number }
  | { readonly kind: 'nameSeat'; readonly pick: number }
  | { readonly kind: 'giveBackSeat'; readonly pick: number }
  | { readonly kind: 'wait'; readonly hours: number }
  | { readonly kind: 'retry' };

const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('book' as const), participants: fc.integer({ min: 1, max: 5 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('reserve' as const), seats: fc.integer({ min: 1, max: 5 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('substitute' as const), pick: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('accept' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('nameSeat' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('giveBackSeat' as const), pick: fc.nat() }) },
  // Long enough waits let reservations lapse and unanswered offers expire (a decline by silence).
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('wait' as const), hours: fc.integer({ min: 1, max: 60 }) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'retry' as const }) },
);

const START_IN_DAYS = 90;

/** A new bookable of the kind with the capacity, far enough ahead that no run reaches its start. */
const freshBookable = async (db: AppDatabase, kind: Kind, capacity: number): Promise<number> => {
  const [row] = await db.select({ id: sql<number>`coalesce(max(${bookables.bookableId}), 0) + 1` }).from(bookables);
  const id = Number(row?.id);
  const start = CART_TEST_NOW.add({ hours: 24 * START_IN_DAYS });
  await db.insert(bookables).values({ bookableId: id, kind });
  if (kind === 'seminar') {
    const [template] = await db.select().from(events).limit(1);
    if (template === undefined) throw new Error('the demo data has no event');
    await db.insert(events).values({ ...template, eventId: id, capacity, startAt: start.toString(), endAt: start.add({ hours: 30 }).toString() });
  } else {
    const [template] = await db.select().from(conferences).limit(1);
    if (template === undefined) throw new Error('the demo data has no Fachtagung');
    const { conferenceId: _id, ...rest } = template;
    await db.insert(conferences).values({ ...rest, bookableId: id, url: `modell-${String(id)}`, capacity, startAt: start.toString(), endAt: start.add({ hours: 8 }).toString() });
  }
  return id;
};

const person = (name: string) => ({ salutation: 'Frau', firstname: name, lastname: 'Modell', email: `${name.toLowerCase()}@example.org`, function: '', hotelOverNightOption: '' });

const header = jonasOrderHeader('online');

describe.each(testDatabaseEngines().map((engine) => [engine.name, engine] as const))('the booking engine as a model, on %s', (_name, engine) => {
  let database: Database;

  beforeAll(async () => {
    database = await openSeededDatabase(engine);
  }, 120_000);

  afterAll(async () => {
    await database.close();
  });

  it.each(['seminar', 'fachtagung'] as const)(
    'for a %s of capacity C: seats never exceed C, the queue is 1..k, a freed seat goes to the first that fits, numbers are never reused, a key answers its order',
    async (kind) => {
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 1, max: 6 }), fc.array(action, { minLength: 1, maxLength: 14 }), async (capacity, actions) => {
          const db = database.db;
          const clock = fixedClock(CART_TEST_NOW);
          const services = orderServices(db, clock);
          const eventId = await freshBookable(db, kind, capacity);
          const booker = singleUserAccount(JONAS.userId, JONAS.email);
          const numbers = new Set<string>();
          let last: { readonly key: string; readonly lines: readonly BookingLine[]; readonly orderNumber: string } | undefined;

          const place = async (key: string, lines: readonly BookingLine[]) => {
            const idempotency = { scope: 'modell', key, fingerprint: JSON.stringify(lines) };
            return services.bookSeats.once(
              idempotency,
              (stored) => (stored as { orderNumber: string }).orderNumber,
              async (tx, now) => {
                const booked = await services.bookSeats.book(tx, now, header, lines, { idempotency });
                if (E.isLeft(booked)) return booked;
                await tx.saveCheckoutResult(booked.right.orderId, { orderNumber: booked.right.orderNumber });
                return E.right(booked.right.orderNumber);
              },
            );
          };
          const active = async () =>
            (await db.select({ id: orderParticipants.participantId, status: orderParticipants.status }).from(orderParticipants).where(eq(orderParticipants.eventId, eventId)))
              .filter((row) => row.status === 'booked' || row.status === 'reserved' || row.status === 'waitlisted')
              .map((row) => row.id)
              .sort((a, b) => a - b);
          // Seats held for colleagues not named yet: a group's reservation or booking.
          const held = async () =>
            (
              await db
                .select({ id: orderParticipants.participantId, orderId: orderParticipants.orderId, status: orderParticipants.status, named: orderParticipants.named, seats: orderParticipants.seats })
                .from(orderParticipants)
                .where(eq(orderParticipants.eventId, eventId))
            )
              .filter((row) => !row.named && (row.status === 'booked' || row.status === 'reserved'))
              .sort((a, b) => a.id - b.id);
          const orderLine = async (orderId: number) =>
            (await db.select({ seats: orderParticipants.seats, price: orderParticipants.price, named: orderParticipants.named }).from(orderParticipants).where(eq(orderParticipants.orderId, orderId)));
          const offers = async () =>
            (await db.select({ id: waitlistEntries.entryId, status: waitlistEntries.status }).from(waitlistEntries).where(eq(waitlistEntries.eventId, eventId)))
              .filter((row) => row.status === 'offered')
              .map((row) => row.id)
              .sort();

          for (const [step, next] of actions.entries()) {
            switch (next.kind) {
              case 'book':
              case 'reserve': {
                const requests =
                  next.kind === 'book'
                    ? Array.from({ length: next.participants }, (_, index) => ({ ...person(`P${String(step)}x${String(index)}`), bookingType: 'Buchung' as const, seats: 1 }))
                    : [{ ...person(`R${String(step)}`), bookingType: 'Reservierung' as const, seats: next.seats }];
                const lines = [{ eventId, requests }];
                const key = randomUUID();
                const placed = await place(key, lines);
                expect(E.isRight(placed)).toBe(true);
                if (E.isRight(placed)) {
                  expect(numbers.has(placed.right)).toBe(false);
                  numbers.add(placed.right);
                  last = { key, lines, orderNumber: placed.right };
                }
                break;
              }
              case 'retry': {
                if (last === undefined) break;
                expect(await place(last.key, last.lines)).toEqual(E.right(last.orderNumber));
                break;
              }
              case 'cancel': {
                const ids = await active();
                const id = ids[next.pick % Math.max(1, ids.length)];
                if (id !== undefined) expect(E.isRight(await services.bookings.cancelRecipient(id, JONAS.userId)())).toBe(true);
                break;
              }
              case 'substitute': {
                const ids = await active();
                const id = ids[next.pick % Math.max(1, ids.length)];
                if (id !== undefined) expect(E.isRight(await services.bookings.substituteRecipient(booker, id, person(`S${String(step)}`))())).toBe(true);
                break;
              }
              case 'accept': {
                const open = await offers();
                const entryId = open[next.pick % Math.max(1, open.length)];
                if (entryId !== undefined) expect(E.isRight(await services.waitingList.forRequest({ current: () => ({ token: 't', site: 'main', stored: undefined }), replace: () => undefined }).accept(entryId)())).toBe(true);
                break;
              }
              case 'nameSeat':
              case 'giveBackSeat': {
                const rows = await held();
                const row = rows[next.pick % Math.max(1, rows.length)];
                if (row === undefined) break;
                const before = await orderLine(row.orderId);
                const changed =
                  next.kind === 'nameSeat'
                    ? await services.bookings.nameHeldSeat(booker, row.id, person(`N${String(step)}`))()
                    : await services.bookings.giveBackHeldSeat(booker, row.id)();
                expect(E.isRight(changed)).toBe(true);
                const after = await orderLine(row.orderId);
                const sum = (line: typeof before, field: 'seats' | 'price') => line.reduce((total, one) => total + one[field], 0);
                if (next.kind === 'nameSeat') {
                  // A named seat leaves the held ones, with its share of the price: the order's seats and price stay.
                  expect(sum(after, 'seats')).toBe(sum(before, 'seats'));
                  expect(sum(after, 'price')).toBe(sum(before, 'price'));
                  expect(after.filter((one) => one.named).length).toBe(before.filter((one) => one.named).length + 1);
                } else if (row.seats > 1) {
                  expect(sum(after, 'seats')).toBe(sum(before, 'seats') - 1);
                  expect(sum(after, 'price')).toBeLessThanOrEqual(sum(before, 'price'));
                }
                break;
              }
              case 'wait': {
                clock.advance({ hours: next.hours });
                expect(E.isRight(await services.bookings.lapseReservations(clock.now())())).toBe(true);
                break;
              }
            }

            // Seats taken (seated participants and open offers) never exceed the capacity.
            const taken = (await seatsTakenBy(db, [eventId])).get(eventId) ?? 0;
            expect(taken).toBeLessThanOrEqual(capacity);
            // The queue is exactly the waiting participants and entries, numbered 1..k in the order they came.
            const queue = await services.store.waitingEntryIds(eventId);
            const waitingParticipants = (await db.select({ status: orderParticipants.status }).from(orderParticipants).where(eq(orderParticipants.eventId, eventId))).filter(
              (row) => row.status === 'waitlisted',
            );
            const offeredEntries = await offers();
            expect(queue.length + offeredEntries.length).toBe(waitingParticipants.length);
            // No one waits who fits into the free seats: a freed seat went to the first entry that fits.
            const entries = await Promise.all(queue.map(async (entryId) => (await services.store.findWaitlistEntry(entryId))!));
            expect(entriesToOffer(capacity, taken, entries)).toEqual([]);
          }
          // Order numbers are the year's sequence: never one twice.
          const placed = await db.select({ orderNumber: orders.orderNumber }).from(orders);
          expect(new Set(placed.map((row) => row.orderNumber)).size).toBe(placed.length);
        }),
        { numRuns: 10 },
      );
    },
    240_000,
  );
});
