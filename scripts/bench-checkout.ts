/**
 * npm run bench:checkout [-- --buyers 200 --seats 20]: the rush for the last seats of one date.
 * On PGlite, and on PostgreSQL too when DATABASE_URL (or TEST_DATABASE_URL) is set (a throwaway
 * database on that server): the seminar date keeps exactly `seats` free seats; `buyers` guests,
 * each with their own session, fill a cart (one participant, Buchung, invoice address) and then
 * all check out at once. Prints checkouts per second, p50/p99 of the checkout call, the seats
 * sold and the waiting-list entries. For scale: pretix documents 300–400 tickets per minute for
 * one event (5–7 per second); our goal is 60 checkouts per second on PostgreSQL. Asserts nothing.
 */
import { parseArgs } from 'node:util';
import { and, eq, inArray } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { fixedClock } from '../adapters/clock/system-clock';
import { setCapacity, upcomingEvents } from '../adapters/db/cart/cart-fixtures.testing';
import { seatsTakenBy } from '../adapters/db/cart/seats';
import type { Database } from '../adapters/db/database';
import { seedIfEmpty } from '../adapters/db/demo-data/seed';
import { orderParticipants } from '../adapters/db/schema';
import { testDatabaseEngines, type TestDatabaseEngine } from '../adapters/db/testing/test-databases';
import { buildApp } from '../adapters/http-api/app';
import { fillGuestCart, GuestBrowser, placeGuestOrder, type GuestTab, type JsonAnswer } from '../adapters/http-api/testing/guest-browser';

const { values } = parseArgs({ options: { buyers: { type: 'string', default: '200' }, seats: { type: 'string', default: '20' } } });
const buyers = Number(values.buyers);
const seats = Number(values.seats);
if (!Number.isInteger(buyers) || buyers < 1 || !Number.isInteger(seats) || seats < 0) {
  console.error('Usage: npm run bench:checkout -- [--buyers N] [--seats N]  (whole numbers; buyers from 1, seats from 0)');
  process.exit(2);
}

process.env.TEST_DATABASE_URL ??= process.env.DATABASE_URL;
const now = Temporal.Instant.from('2026-11-22T09:00:00Z');

/** A guest's browser filling its cart, then ordering when told to (the order is what is measured). */
class Buyer {
  readonly #tab: GuestTab;

  constructor(baseUrl: string) {
    this.#tab = new GuestBrowser().on(baseUrl);
  }

  /** Everything before the order: a session, the date in the cart, one participant, the address. */
  async fillCart(eventId: number, index: number): Promise<void> {
    const order = { firstname: 'Bianca', lastname: `Bench${String(index)}`, email: `bianca.bench${String(index)}@example.org`, company: 'Benchmark GmbH' };
    const answer = await fillGuestCart(this.#tab, eventId, order);
    if (answer.status !== 200) throw new Error(`filling the cart answered ${String(answer.status)}: ${JSON.stringify(answer.body)}`);
  }

  checkout(): Promise<JsonAnswer> {
    return placeGuestOrder(this.#tab);
  }
}

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const run = async (engine: TestDatabaseEngine) => {
  const database: Database = await engine.open();
  try {
    await seedIfEmpty(database.db, { now, seed: 1, scale: 1 }, (plain) => Promise.resolve(`bench:${plain}`));
    const server = await buildApp({ database, clock: fixedClock(now), logger: false });
    const baseUrl = await server.listen({ host: '127.0.0.1', port: 0 });
    try {
      const [event] = await upcomingEvents(database.db, 1, { afterDays: 30, isOnline: false });
      if (event === undefined) throw new Error('no presence date 30 days ahead in the demo data');
      const taken = (await seatsTakenBy(database.db, [event.eventId])).get(event.eventId) ?? 0;
      await setCapacity(database.db, event.eventId, taken + seats);

      const crowd = Array.from({ length: buyers }, () => new Buyer(baseUrl));
      // Carts are filled a few at a time (it is the checkout that is measured), then everyone orders at once.
      for (let start = 0; start < crowd.length; start += 20) {
        await Promise.all(crowd.slice(start, start + 20).map((buyer, offset) => buyer.fillCart(event.eventId, start + offset)));
      }
      const began = performance.now();
      const timings = await Promise.all(
        crowd.map(async (buyer) => {
          const at = performance.now();
          const answer = await buyer.checkout();
          if (answer.status !== 200) throw new Error(`checkout answered ${String(answer.status)}: ${JSON.stringify(answer.body)}`);
          return performance.now() - at;
        }),
      );
      const seconds = (performance.now() - began) / 1000;
      const rows = await database.db
        .select({ status: orderParticipants.status })
        .from(orderParticipants)
        .where(and(eq(orderParticipants.eventId, event.eventId), inArray(orderParticipants.status, ['booked', 'waitlisted'])));
      const sorted = [...timings].sort((a, b) => a - b);
      return {
        engine: engine.name,
        perSecond: buyers / seconds,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        sold: rows.filter((row) => row.status === 'booked').length,
        waiting: rows.filter((row) => row.status === 'waitlisted').length,
      };
    } finally {
      await server.close();
    }
  } finally {
    await database.close();
  }
};

console.log(`${String(buyers)} buyers for the last ${String(seats)} seats of one date, all checking out at once`);
console.log('| engine | checkouts/s | p50 ms | p99 ms | seats sold | waiting list |');
console.log('|---|---|---|---|---|---|');
for (const engine of testDatabaseEngines()) {
  const result = await run(engine);
  console.log(
    `| ${result.engine} | ${result.perSecond.toFixed(1)} | ${result.p50.toFixed(0)} | ${result.p99.toFixed(0)} | ${String(result.sold)} (expected ${String(Math.min(seats, buyers))}) | ${String(result.waiting)} (expected ${String(Math.max(0, buyers - seats))}) |`,
  );
}
console.log('pretix, for scale: 300–400 tickets per minute per event (5–7 per second). Goal here: 60 checkouts per second on PostgreSQL.');
