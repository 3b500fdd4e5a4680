import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_PATHS } from '../../application/cart/cart.paths';
import { upcomingEvents } from '../db/cart/cart-fixtures.testing';
import { openDatabase } from '../db/database';
import { DATABASE_BUSY_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from './error-response';
import { fillGuestCart, GuestBrowser, placeGuestOrder, type GuestTab } from './testing/guest-browser';
import { startTestApp, testDemoTemplate, type TestApp } from './testing/test-app';

/**
 * A busy PostgreSQL (the fleet benchmark, 100 buyers at once, once got a 500): a statement that
 * runs out of time, forced here by a lock another session holds and a short statement timeout.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

/** Short for a test, and still ample for every statement of a request that is not kept waiting. */
const STATEMENT_TIMEOUT_MS = 400;

/** The PostgreSQL suites run where TEST_DATABASE_URL names a server (npm test sets it when one answers). */
for (const url of adminUrl === undefined ? [] : [adminUrl]) {
  describe('a statement timeout on PostgreSQL', () => {
    const name = `test_${randomBytes(6).toString('hex')}`;
    const databaseUrl = Object.assign(new URL(url), { pathname: `/${name}` }).toString();
    let app: TestApp;

    /** One statement in a connection of its own, on the server or the test database. */
    const query = async (statement: string, on = databaseUrl): Promise<pg.QueryResult<Record<string, unknown>>> => {
      const client = new pg.Client({ connectionString: on });
      await client.connect();
      try {
        return await client.query<Record<string, unknown>>(statement);
      } finally {
        await client.end();
      }
    };

    const countOf = async (table: 'orders' | 'order_participants'): Promise<number> =>
      Number((await query(`select count(*) as n from ${table}`)).rows[0]?.n);

    /** Runs `work` while another session holds the lock of `lock` (a LOCK TABLE), then lets go. */
    const whileLocked = async <A>(lock: string, work: () => Promise<A>): Promise<A> => {
      const holder = new pg.Client({ connectionString: databaseUrl });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query(lock);
        return await work();
      } finally {
        await holder.query('rollback');
        await holder.end();
      }
    };

    /** A guest with the date, one participant and the invoice address in the cart. */
    const guestWithFullCart = async (lastname: string): Promise<GuestTab> => {
      const [event] = await upcomingEvents(app.database.db, 1, { afterDays: 30, isOnline: false });
      if (event === undefined) throw new Error('no presence date 30 days ahead in the demo data');
      const guest = new GuestBrowser().on(app.baseUrl);
      const filled = await fillGuestCart(guest, event.eventId, { firstname: 'Tara', lastname, email: `tara.${lastname.toLowerCase()}@example.org`, company: 'Last GmbH' });
      if (filled.status !== 200) throw new Error(`filling the cart answered ${String(filled.status)}: ${JSON.stringify(filled.body)}`);
      return guest;
    };

    beforeAll(async () => {
      await query(`create database ${name}`, url);
      // Seeded at the normal timeout; the app then runs with the short one.
      const seeding = await openDatabase({ kind: 'postgres', url: databaseUrl });
      await testDemoTemplate.prepare(seeding);
      await seeding.close();
      const database = await openDatabase({ kind: 'postgres', url: databaseUrl, statementTimeoutMs: STATEMENT_TIMEOUT_MS });
      app = await startTestApp({ database, seed: false });
    }, 180_000);

    afterAll(async () => {
      await app.close();
      await query(`drop database if exists ${name} with (force)`, url);
    }, 60_000);

    it('a checkout whose insert times out halfway answers 503 with Retry-After, keeps neither order nor participant, and succeeds when sent again', { timeout: 60_000 }, async () => {
      const guest = await guestWithFullCart('Timeout');
      const before = { orders: await countOf('orders'), participants: await countOf('order_participants') };

      // SHARE mode lets the checkout read the seats taken and insert its order, then keeps the
      // participant's insert waiting: the timeout strikes in the middle of the transaction.
      const refused = await whileLocked('lock table order_participants in share mode', () => placeGuestOrder(guest));

      expect(refused.status).toBe(503);
      expect(refused.retryAfter).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      // The use case could not tell why its store failed; the answer says the database was busy.
      expect(refused.body).toEqual({ error: 'unavailable', message: DATABASE_BUSY_MESSAGE });
      expect({ orders: await countOf('orders'), participants: await countOf('order_participants') }).toEqual(before);

      const placed = await placeGuestOrder(guest);
      expect(placed.status).toBe(200);
      expect({ orders: await countOf('orders'), participants: await countOf('order_participants') }).toEqual({
        orders: before.orders + 1,
        participants: before.participants + 1,
      });
    });

    it('a session that cannot be read in time (before any route runs) answers 503 with Retry-After and the German JSON error, not 500', { timeout: 60_000 }, async () => {
      const guest = await guestWithFullCart('Sitzung');

      const refused = await whileLocked('lock table sessions in access exclusive mode', () => guest.call('GET', CART_PATHS.cartSmall));

      expect(refused.status).toBe(503);
      expect(refused.retryAfter).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      expect(refused.body).toEqual({ error: 'unavailable', message: DATABASE_BUSY_MESSAGE });
      expect((await guest.call('GET', CART_PATHS.cartSmall)).status).toBe(200);
    });

    it('the same in a browser opening a page: the German page with 503 and Retry-After, not JSON', { timeout: 60_000 }, async () => {
      const guest = await guestWithFullCart('Seite');

      const refused = await whileLocked('lock table sessions in access exclusive mode', () => guest.page('/seminare/warenkorb'));

      expect(refused.status).toBe(503);
      expect(refused.retryAfter).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      expect(refused.contentType).toBe('text/html; charset=utf-8');
      expect(refused.html).toContain(DATABASE_BUSY_MESSAGE);
      expect(refused.html).toContain('<a href="/seminare/warenkorb">Seite erneut laden</a>');
    });
  });
}
