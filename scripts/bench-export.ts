/**
 * npm run bench:export [-- --scale N]: every export of the demo content at N times its size
 * (100 by default; the catalogue stays at its normal size), streamed over real HTTP through the CLI's proxy, with the objects counted and
 * the peak resident memory of the process (server and client) sampled every 20 ms. Flat memory
 * means the peak barely moves from the baseline however many objects go through.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import { Temporal } from 'temporal-polyfill';
import { EXPORT_KIND_NAMES } from '../application/content/content-kind';
import { fixedClock } from '../adapters/clock/system-clock';
import { openDatabase } from '../adapters/db/database';
import { DEMO_PASSWORD } from '../adapters/db/demo-data/people';
import { generateDemoContent } from '../adapters/db/demo-data/content/generate-content';
import { insertDemoContent } from '../adapters/db/demo-data/content/seed-content';
import { seedIfEmpty } from '../adapters/db/demo-data/seed';
import { buildApp } from '../adapters/http-api/app';
import { AccountsProxy } from '../adapters/http-client/accounts-proxy';
import { AdminProxy } from '../adapters/http-client/admin-proxy';
import { MemoryCookieJar } from '../adapters/http-client/cookie-jar';
import { createFetchTransport } from '../adapters/http-client/transport';
import { ScryptPasswordHasher } from '../adapters/crypto/scrypt-password-hasher';

const { values } = parseArgs({ options: { scale: { type: 'string', default: '100' } } });
const scale = Number(values.scale);
if (!Number.isInteger(scale) || scale < 1) {
  console.error('Usage: npm run bench:export -- [--scale N]  (a whole number from 1)');
  process.exit(2);
}

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const now = Temporal.Instant.from('2026-11-22T09:00:00Z');
const hasher = new ScryptPasswordHasher({ N: 2 ** 10, r: 8, p: 1 });

const seedStarted = performance.now();
const database = await openDatabase({ kind: 'pglite' });
await seedIfEmpty(database.db, { now, seed: 1, scale: 1 }, (plain) => hasher.hash(plain));
// Only the content is scaled: the catalogue plays no part in the exports.
await database.db.transaction(async (tx) => {
  await tx.execute(sql`truncate content_item_tags, law_norms, content_items, content_tags, content_topics restart identity cascade`);
  await insertDemoContent(tx, generateDemoContent({ now, seed: 1, scale }));
});
const server = await buildApp({ database, clock: fixedClock(now), passwordHasher: hasher });
const baseUrl = await server.listen({ host: '127.0.0.1', port: 0 });
const jar = new MemoryCookieJar();
const accounts = new AccountsProxy(createFetchTransport({ baseUrl, cookies: jar }));
await accounts.xsrfToken()();
const login = await accounts.login({ email: 'admin@example.org', password: DEMO_PASSWORD })();
if (E.isLeft(login)) throw new Error(login.left.message);
const admin = new AdminProxy({ baseUrl, cookies: jar });

global.gc?.();
const baseline = process.memoryUsage.rss();
console.log(`scale ${scale}: seeded in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s; resident memory before the exports ${mb(baseline)}\n`);
console.log('export         |   objects | seconds | objects/s | peak RSS | over baseline');

let peak = baseline;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage.rss());
}, 20);
let total = 0;
for (const kind of EXPORT_KIND_NAMES) {
  peak = process.memoryUsage.rss();
  const started = performance.now();
  const stream = await admin.exportObjects(kind)();
  if (E.isLeft(stream)) throw new Error(stream.left.message);
  let count = 0;
  for await (const _object of stream.right) count += 1;
  const seconds = (performance.now() - started) / 1000;
  total += count;
  console.log(
    [
      kind.padEnd(14),
      count.toLocaleString('de-DE').padStart(9),
      seconds.toFixed(1).padStart(7),
      Math.round(count / seconds).toLocaleString('de-DE').padStart(9),
      mb(peak).padStart(8),
      `+${mb(Math.max(0, peak - baseline))}`.padStart(13),
    ].join(' | '),
  );
}
clearInterval(sampler);
console.log(`\n${total.toLocaleString('de-DE')} objects in all; peak resident memory of the whole run (seeding included) ${mb(process.resourceUsage().maxRSS * 1024)}`);
await server.close();
await database.close();
