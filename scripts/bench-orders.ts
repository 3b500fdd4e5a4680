/**
 * npm run bench:orders [-- --participants N]: the orders export of N participants (100 000 by
 * default) over real HTTP through the CLI's proxy, written as CSV and counted, with rows/s and
 * the peak resident memory of the process (server, PGlite and client) sampled every 20 ms.
 *
 * It runs at a tenth of N, then twice at N. The JavaScript heap (server, proxy, rows in flight)
 * must stay flat for ten times the rows. The resident memory includes PGlite's PostgreSQL, whose
 * page cache fills up to shared_buffers as the larger tables are first read and then stays: the
 * second run at N shows the export itself adds nothing once the cache is warm. The participants
 * are inserted by SQL (generate_series), orders of two: seeding through checkout would measure
 * the checkout, not the export.
 */
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import { Temporal } from 'temporal-polyfill';
import { csvText } from '../application/admin/exports/export-format';
import { orderExportCsvColumns } from '../application/order-export/order-export';
import { fixedClock } from '../adapters/clock/system-clock';
import { ScryptPasswordHasher } from '../adapters/crypto/scrypt-password-hasher';
import { openDatabase, type AppDatabase } from '../adapters/db/database';
import { DEMO_PASSWORD } from '../adapters/db/demo-data/people';
import { seedIfEmpty } from '../adapters/db/demo-data/seed';
import { buildApp } from '../adapters/http-api/app';
import { AccountsProxy } from '../adapters/http-client/accounts-proxy';
import { AdminProxy } from '../adapters/http-client/admin-proxy';
import { MemoryCookieJar } from '../adapters/http-client/cookie-jar';
import { createFetchTransport } from '../adapters/http-client/transport';

const { values } = parseArgs({ options: { participants: { type: 'string', default: '100000' } } });
const total = Number(values.participants);
if (!Number.isInteger(total) || total < 1000 || total % 20 !== 0) {
  console.error('Usage: npm run bench:orders -- [--participants N]  (a multiple of 20, at least 1000; 100000 by default)');
  process.exit(2);
}

// A full collection on demand, so the heap the export holds can be told from garbage not yet collected.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
/** Rows between two measurements of the live heap. */
const LIVE_EVERY = 5000;

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const now = Temporal.Instant.from('2026-11-22T09:00:00Z');
const hasher = new ScryptPasswordHasher({ N: 2 ** 10, r: 8, p: 1 });

/** Orders of two participants each, numbered on from the ones there are, on the demo's dates in turn. */
const addParticipants = async (db: AppDatabase, participants: number): Promise<void> => {
  const orders = participants / 2;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into orders (order_number, channel, customer_salutation, customer_firstname, customer_lastname, customer_email, company, total, group_discount, ordered_at)
      select 'BENCH-' || lpad((coalesce((select count(*) from orders), 0) + n)::text, 8, '0'), 'online', 'Frau', 'Bench', 'Kundin' || n, 'bench' || n || '@example.org',
        'Bench GmbH ' || (n % 100), 258000, 0, ${now.toString()}::timestamptz - (n % 365) * interval '1 day'
      from generate_series(1, ${orders}::int) as n`);
    await tx.execute(sql`
      insert into order_participants (order_id, event_id, position, salutation, firstname, lastname, email, function, booking_type, hotel_over_night_option, price, status, status_changed_at)
      select o.order_id, e.event_id, p, 'Herr', 'Teil' || p, 'Nehmer' || o.order_id, 'tn' || o.order_id || '-' || p || '@example.org', 'Mitglied', 'Buchung',
        'Ohne Übernachtung', 129000, 'booked', o.ordered_at
      from orders o
      cross join generate_series(1, 2) as p
      join lateral (select event_id from events order by event_id offset (o.order_id % (select count(*) from events)) limit 1) e on true
      where o.order_number like 'BENCH-%' and not exists (select 1 from order_participants x where x.order_id = o.order_id)`);
  });
};

const database = await openDatabase({ kind: 'pglite' });
await seedIfEmpty(database.db, { now, seed: 1, scale: 1 }, (plain) => hasher.hash(plain));
const server = await buildApp({ database, clock: fixedClock(now), passwordHasher: hasher });
server.server.keepAliveTimeout = 15 * 60_000;
const baseUrl = await server.listen({ host: '127.0.0.1', port: 0 });
const jar = new MemoryCookieJar();
const accounts = new AccountsProxy(createFetchTransport({ baseUrl, cookies: jar }));
await accounts.xsrfToken()();
const login = await accounts.login({ email: 'kundenservice@example.org', password: DEMO_PASSWORD })();
if (E.isLeft(login)) throw new Error(login.left.message);
const staff = new AdminProxy({ baseUrl, cookies: jar, answerTimeoutMs: 0 });

/** One export: its rows written as CSV into nothing, counted; the peak resident memory over the run. */
const run = async (label: string): Promise<{ rows: number; peak: number; baseline: number; live: number }> => {
  let live = 0;
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  let heapPeak = process.memoryUsage().heapUsed;
  const sampler = setInterval(() => {
    const memory = process.memoryUsage();
    peak = Math.max(peak, memory.rss);
    heapPeak = Math.max(heapPeak, memory.heapUsed);
  }, 20);
  const started = performance.now();
  const rows = await staff.exportOrders({})();
  if (E.isLeft(rows)) throw new Error(rows.left.message);
  let count = 0;
  let bytes = 0;
  const counted = async function* () {
    for await (const row of rows.right) {
      count += 1;
      if (count % LIVE_EVERY === 0) {
        collectGarbage();
        live = Math.max(live, process.memoryUsage().heapUsed);
      }
      yield row;
    }
  };
  for await (const piece of csvText(counted(), orderExportCsvColumns(false))) bytes += piece.length;
  const elapsed = (performance.now() - started) / 1000;
  clearInterval(sampler);
  console.log(
    `${label}: ${count.toLocaleString('de-DE')} Zeilen in ${elapsed.toFixed(1)} s = ${Math.round(count / elapsed).toLocaleString('de-DE')} Zeilen/s, ` +
      `${mb(bytes)} CSV; JS-Heap lebend höchstens ${mb(live)} (Spitze mit Müll ${mb(heapPeak)}); RSS vorher ${mb(baseline)}, Spitze ${mb(peak)} (+${mb(peak - baseline)})`,
  );
  return { rows: count, peak, baseline, live };
};

const small = total / 10;
let seeded = performance.now();
await addParticipants(database.db, small);
console.log(`${small.toLocaleString('de-DE')} Teilnehmende angelegt in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
const first = await run('Lauf 1');
seeded = performance.now();
await addParticipants(database.db, total - small);
console.log(`auf ${total.toLocaleString('de-DE')} Teilnehmende ergänzt in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
const second = await run('Lauf 2');
const third = await run('Lauf 3 (Seitencache warm)');
console.log(`Zehnfache Zeilenzahl: lebender JS-Heap höchstens ${mb(first.live)} → ${mb(second.live)} → ${mb(third.live)}; RSS über dem Ausgangswert im warmen Lauf +${mb(third.peak - third.baseline)}.`);
await server.close();
await database.close();
