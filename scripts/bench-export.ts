/**
 * npm run bench:export [-- --scale N]: every export of the demo content at N times its size
 * (500 by default: 103 000 exported objects; the catalogue stays at its normal size), streamed
 * over real HTTP through the CLI's proxy, with the objects counted and the peak resident memory
 * of the process (server, PGlite and client) sampled every 20 ms.
 *
 * It runs twice: at a tenth of N, then at N. Flat memory means the peak over the baseline stays
 * the same for ten times the objects. The demo content is generated at scale 10, as `npm run
 * seed` makes it, then copied inside the database (same texts and tags, own slugs and titles).
 * Before copying, the full-text column goes: the exports never read it, and computing German
 * stems for 100 000 rows in PGlite would take minutes and measure the seeding, not the export.
 */
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { max, sql } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import { Temporal } from 'temporal-polyfill';
import { EXPORT_KIND_NAMES, EXPORT_KINDS } from '../application/content/content-kind';
import { fixedClock } from '../adapters/clock/system-clock';
import { openDatabase, type AppDatabase } from '../adapters/db/database';
import { contentItems } from '../adapters/db/schema';
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

const { values } = parseArgs({ options: { scale: { type: 'string', default: '500' } } });
const scale = Number(values.scale);
/** The generated scale; the two runs are copies of it. */
const GENERATED = 10;
const GROWTH = 10;
if (!Number.isInteger(scale) || scale < GENERATED * GROWTH || scale % (GENERATED * GROWTH) !== 0) {
  console.error(`Usage: npm run bench:export -- [--scale N]  (a multiple of ${String(GENERATED * GROWTH)}, 500 by default)`);
  process.exit(2);
}

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const seconds = (since: number): string => ((performance.now() - since) / 1000).toFixed(1);
const now = Temporal.Instant.from('2026-11-22T09:00:00Z');
const hasher = new ScryptPasswordHasher({ N: 2 ** 10, r: 8, p: 1 });
const EXPORTED_KINDS = [...new Set(Object.values(EXPORT_KINDS).map((target) => target.kind))];

/** Copy n of generated item i gets the id i + n × COPY_ID_STEP, so its tags follow without a lookup. */
const COPY_ID_STEP = 1_000_000;

/**
 * Copies each generated item of the exported kinds until there are `copies` of it, with its
 * tags: copies from..copies, in two statements.
 */
const copyInDatabase = async (db: AppDatabase, from: number, copies: number, generatedUpTo: number): Promise<void> => {
  const kinds = sql.join(
    EXPORTED_KINDS.map((kind) => sql`${kind}`),
    sql`, `,
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into content_items (content_id, kind, section, slug, title, teaser, sort_title, body, author, published_at, topic_slug, details)
      select content_id + n * ${COPY_ID_STEP}, kind, section, slug || '-kopie-' || n, title || ' (Kopie ' || n || ')', teaser, sort_title || ' kopie ' || n,
        body, author, published_at, topic_slug, details
      from content_items cross join generate_series(${from}::int, ${copies}::int) as n
      where content_id <= ${generatedUpTo} and kind in (${kinds})`);
    await tx.execute(sql`
      insert into content_item_tags (content_id, tag_slug)
      select tags.content_id + n * ${COPY_ID_STEP}, tags.tag_slug
      from content_item_tags tags
      join content_items original on original.content_id = tags.content_id
      cross join generate_series(${from}::int, ${copies}::int) as n
      where original.content_id <= ${generatedUpTo} and original.kind in (${kinds})`);
  });
};

const seedStarted = performance.now();
const database = await openDatabase({ kind: 'pglite' });
await seedIfEmpty(database.db, { now, seed: 1, scale: 1 }, (plain) => hasher.hash(plain));
// Only the content is scaled: the catalogue plays no part in the exports.
await database.db.transaction(async (tx) => {
  await tx.execute(sql`truncate content_item_tags, law_norms, content_items, content_tags, content_topics restart identity cascade`);
  await insertDemoContent(tx, generateDemoContent({ now, seed: 1, scale: GENERATED }));
  await tx.execute(sql`alter table content_items drop column search_vector`);
});
const [generated] = await database.db.select({ last: max(contentItems.contentId) }).from(contentItems);
const generatedUpTo = generated?.last ?? 0;
const smallCopies = scale / GROWTH / GENERATED;
await copyInDatabase(database.db, 2, smallCopies, generatedUpTo);
console.log(`scale ${String(scale / GROWTH)}: demo data seeded in ${seconds(seedStarted)} s`);

const server = await buildApp({ database, clock: fixedClock(now), passwordHasher: hasher });
// The client keeps its connection through the copying between the runs, longer than the
// server's keep-alive of 72 s: the server would close it just as the next export reuses it.
server.server.keepAliveTimeout = 15 * 60_000;
const baseUrl = await server.listen({ host: '127.0.0.1', port: 0 });
const jar = new MemoryCookieJar();
const accounts = new AccountsProxy(createFetchTransport({ baseUrl, cookies: jar }));
await accounts.xsrfToken()();
const login = await accounts.login({ email: 'admin@example.org', password: DEMO_PASSWORD })();
if (E.isLeft(login)) throw new Error(login.left.message);
const admin = new AdminProxy({ baseUrl, cookies: jar });

/**
 * Memory as the process sees it: resident in all (PGlite's PostgreSQL included, whose page
 * cache fills up to shared_buffers as pages are first read, then stays) and the JavaScript heap
 * (server, proxy, the objects in flight).
 */
interface Memory {
  readonly rss: number;
  readonly heap: number;
}

// A full collection on demand, so the live heap can be told from garbage not yet collected.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
/** The JS heap that survives a full collection: what the export really holds. */
const liveHeap = (): number => {
  collectGarbage();
  return process.memoryUsage().heapUsed;
};
/** Objects between two looks at the live heap during an export. */
const LIVE_HEAP_EVERY = 5_000;
const sample = (): Memory => {
  const usage = process.memoryUsage();
  return { rss: usage.rss, heap: usage.heapUsed };
};
const higher = (a: Memory, b: Memory): Memory => ({ rss: Math.max(a.rss, b.rss), heap: Math.max(a.heap, b.heap) });
const over = (peak: number, baseline: number): string => `+${(Math.max(0, peak - baseline) / 1024 / 1024).toFixed(1)} MB`;

let peak = sample();
const sampler = setInterval(() => {
  peak = higher(peak, sample());
}, 20);

interface Run {
  readonly scale: number;
  readonly objects: number;
  readonly seconds: number;
  readonly baseline: Memory;
  readonly peak: Memory;
  readonly baselineLive: number;
  readonly peakLive: number;
}

/** Every export once, each object counted as the CLI receives it. */
const exportAll = async (runScale: number): Promise<Run> => {
  const baselineLive = liveHeap();
  const baseline = sample();
  peak = baseline;
  let peakLive = baselineLive;
  console.log(`\nscale ${String(runScale)}: before the exports ${mb(baseline.rss)} resident, ${mb(baselineLive)} live JS heap`);
  console.log('export         |   objects | seconds | objects/s | peak RSS | over baseline | live JS heap over baseline');
  const runStarted = performance.now();
  let total = 0;
  for (const kind of EXPORT_KIND_NAMES) {
    const started = performance.now();
    const stream = await admin.exportObjects(kind)();
    if (E.isLeft(stream)) throw new Error(stream.left.message);
    let count = 0;
    for await (const _object of stream.right) {
      count += 1;
      if (count % LIVE_HEAP_EVERY === 0) peakLive = Math.max(peakLive, liveHeap());
    }
    const took = (performance.now() - started) / 1000;
    total += count;
    console.log(
      [
        kind.padEnd(14),
        count.toLocaleString('de-DE').padStart(9),
        took.toFixed(1).padStart(7),
        Math.round(count / took).toLocaleString('de-DE').padStart(9),
        mb(peak.rss).padStart(8),
        over(peak.rss, baseline.rss).padStart(13),
        over(peakLive, baselineLive).padStart(26),
      ].join(' | '),
    );
  }
  return { scale: runScale, objects: total, seconds: (performance.now() - runStarted) / 1000, baseline, peak, baselineLive, peakLive };
};

const [settings] = await database.db.execute(sql`select current_setting('shared_buffers') as shared_buffers`).then((result) => (result as { rows: { shared_buffers: string }[] }).rows);
const sharedBuffers = settings?.shared_buffers ?? '?';
const small = await exportAll(scale / GROWTH);
const growStarted = performance.now();
await copyInDatabase(database.db, smallCopies + 1, scale / GENERATED, generatedUpTo);
console.log(`\ncopied in the database to scale ${String(scale)} in ${seconds(growStarted)} s`);
const large = await exportAll(scale);
clearInterval(sampler);

console.log('\nscale |   objects | seconds | peak RSS | RSS over baseline | live JS heap over baseline | JS heap incl. garbage over baseline');
for (const run of [small, large]) {
  console.log(
    [
      String(run.scale).padStart(5),
      run.objects.toLocaleString('de-DE').padStart(9),
      run.seconds.toFixed(1).padStart(7),
      mb(run.peak.rss).padStart(8),
      over(run.peak.rss, run.baseline.rss).padStart(17),
      over(run.peakLive, run.baselineLive).padStart(26),
      over(run.peak.heap, run.baseline.heap).padStart(34),
    ].join(' | '),
  );
}
console.log(
  `\n${String(large.objects / small.objects)}× the objects. PGlite's shared_buffers (its page cache, which fills once and stays): ${sharedBuffers}. ` +
    `Peak resident memory of the whole run (seeding included) ${mb(process.resourceUsage().maxRSS * 1024)}; ${seconds(seedStarted)} s in all.`,
);
await server.close();
await database.close();
