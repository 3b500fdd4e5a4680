/**
 * npm run bench:web [-- --runs N --seconds S --connections C --metrics on|off]: on the built site (run
 * `npm run build` first), for the home page, the event list, a seminar page, the cart and a page
 * of the works-council site (picked by its Host header), and for comparison one built JS chunk
 * and /healthz; then the pages that depend on the visitor, each beside the API call that feeds
 * it, in the same session and the same run (goal: the page at least half the API's req/s):
 * the cart and the checkout with one date in a guest's cart (GET /order-api/get-shopping-cart),
 * Mein Bereich of a logged-in customer (GET /api-meinifb/get-user-future-events) and the
 * back office's audit log of a site admin (the same path asked for JSON), each with the server's
 * CPU time per request and the API's as a share of the page's (steadier than req/s when other
 * work shares the machine):
 * - time to first byte, p50 and p90 of N requests over 1 keep-alive connection and over C;
 * - throughput at C connections for S seconds (autocannon), and each page's as a share of the
 *   assets' (the entry script, and the smallest script the home page loads: the cost of the
 *   asset path itself rather than of its bytes) and of /healthz's, measured in the same run;
 * - a page's first request (rendered; a public page is kept then) against the later ones
 *   (served from the page cache), by TTFB at one connection;
 * - the bytes a browser loads at start: the HTML, the CSS it links and the JavaScript it loads
 *   (entry, preloaded chunks), as sent raw, gzip and brotli (what the server puts on the wire).
 * Requests say `accept-encoding: br, gzip` like a browser. The load runs in a child process so
 * the client does not share the server's event loop. Prints figures, asserts nothing.
 */
import { fork } from 'node:child_process';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Temporal } from 'temporal-polyfill';
import { fixedClock } from '../adapters/clock/system-clock';
import { openDatabase } from '../adapters/db/database';
import { seedIfEmpty } from '../adapters/db/demo-data/seed';
import { buildApp } from '../adapters/http-api/app';
import { createAppMetrics } from '../adapters/observability/app-metrics';
import { operationsConfigFromEnv } from '../adapters/observability/operations-config';
import { loadPageRenderer } from '../adapters/http-api/page-delivery/page-renderer';
import { startScriptsOf } from '../ui/start-after-paint';
import { DEMO_PASSWORD } from '../adapters/db/demo-data/people';
import { GuestBrowser } from '../adapters/http-api/testing/guest-browser';
import { testPasswordHasher } from '../adapters/http-api/testing/test-app';
import type { LoadJob, LoadResult } from './bench-web-load';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '40' },
    seconds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    metrics: { type: 'string', default: 'on' },
  },
});
const runs = Number(values.runs);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const metricsOn = values.metrics === 'on';
if (![runs, seconds, connections].every((n) => Number.isInteger(n) && n >= 1) || !['on', 'off'].includes(values.metrics)) {
  console.error('Usage: npm run bench:web -- [--runs N] [--seconds S] [--connections C] [--metrics on|off]  (whole numbers from 1)');
  process.exit(2);
}

const WORKS_COUNCIL_HOST = 'betriebsrat.localhost';

const pages = await loadPageRenderer(fileURLToPath(new URL('../dist', import.meta.url)));
if (!pages) {
  console.error('No build in dist/: run `npm run build` first.');
  process.exit(1);
}
const now = Temporal.Instant.from('2026-11-22T09:00:00Z');
const database = await openDatabase({ kind: 'pglite' });
// Cheap password hashes (the tests' cost): the bench logs in a customer and a site admin.
await seedIfEmpty(database.db, { now, seed: 1, scale: 1 }, (plain) => testPasswordHasher.hash(plain));
// As npm start runs: the metrics with the process's own, the load shedding at its defaults;
// with --metrics off as METRICS_PORT=off runs it (no request timing, no process metrics), so
// that the two runs side by side show what the metrics cost.
const operations = operationsConfigFromEnv({});
const server = await buildApp({
  database,
  clock: fixedClock(now),
  pages,
  logger: false,
  passwordHasher: testPasswordHasher,
  metrics: createAppMetrics({ processMetrics: metricsOn }),
  timeRequests: metricsOn,
  loadShedding: 'problem' in operations ? undefined : operations.loadShedding,
});
const baseUrl = await server.listen({ host: '127.0.0.1', port: 0 });

interface Fetched {
  readonly status: number;
  readonly body: Buffer;
}

/** One GET; the body as it came over the wire (still encoded when an encoding was asked for). */
const fetchRaw = (path: string, headers: Record<string, string> = {}): Promise<Fetched> =>
  new Promise((resolve, reject) => {
    const call = request(`${baseUrl}${path}`, { headers: { accept: 'text/html', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) });
      });
    });
    call.on('error', reject);
    call.end();
  });

/** Status and the x-page-cache header of one GET as a browser sends it (the body is read and dropped). */
const fetchHead = (path: string, host?: string): Promise<{ readonly status: number; readonly cache: string }> =>
  new Promise((resolve, reject) => {
    const headers = { accept: 'text/html', 'accept-encoding': 'br, gzip', ...(host ? { host } : {}) };
    const call = request(`${baseUrl}${path}`, { headers }, (response) => {
      response.resume();
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, cache: String(response.headers['x-page-cache'] ?? 'not kept') });
      });
    });
    call.on('error', reject);
    call.end();
  });

interface Size {
  readonly raw: number;
  readonly gzip: number;
  readonly br: number;
}

/** The bytes of these paths as the server sends them: identity, gzip, brotli. */
const wireSize = async (paths: readonly string[], host?: string): Promise<Size> => {
  const total = async (encoding?: string) => {
    const bodies = await Promise.all(
      paths.map(async (path) => {
        const fetched = await fetchRaw(path, { ...(encoding ? { 'accept-encoding': encoding } : {}), ...(host ? { host } : {}) });
        if (fetched.status !== 200) throw new Error(`${path} answered ${String(fetched.status)}: was dist/ rebuilt during the bench?`);
        return fetched.body.length;
      }),
    );
    return bodies.reduce((sum, n) => sum + n, 0);
  };
  return { raw: await total(), gzip: await total('gzip'), br: await total('br') };
};

const attr = (html: string, pattern: RegExp): string[] => [...html.matchAll(pattern)].map((match) => match[1] ?? '');

interface Target {
  readonly name: string;
  readonly path: string;
  readonly host?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

const html = async (target: Target): Promise<string> => {
  const fetched = await fetchRaw(target.path, target.host ? { host: target.host } : {});
  if (fetched.status !== 200) throw new Error(`${target.path} answered ${String(fetched.status)}`);
  return fetched.body.toString('utf8');
};

const startUp = async (target: Target) => {
  const page = await html(target);
  const css = attr(page, /<link rel="stylesheet" href="([^"]+)">/g);
  const started = startScriptsOf(page);
  const js = [...started.scripts, ...started.preloads];
  const jsSizes = await Promise.all(js.map(async (path) => ({ path, bytes: (await fetchRaw(path)).body.length })));
  const smallest = jsSizes.sort((a, b) => a.bytes - b.bytes)[0]?.path;
  return { html: await wireSize([target.path], target.host), css: await wireSize(css), cssFiles: css.length, js: await wireSize(js), jsFiles: js.length, entry: js[0], smallest };
};

const list = await html({ name: 'event list', path: '/seminare/veranstaltungen' });
const seminarPath = /href="(\/seminare\/p\/[a-z0-9-]+)"/.exec(list)?.[1];
if (seminarPath === undefined) throw new Error('the event list links no seminar page');

const pageTargets: Target[] = [
  { name: 'home', path: '/' },
  { name: 'event list', path: '/seminare/veranstaltungen' },
  { name: 'seminar page', path: seminarPath },
  { name: 'cart', path: '/seminare/warenkorb' },
  { name: 'works council: BetrVG', path: '/gesetze/betrvg', host: WORKS_COUNCIL_HOST },
];
const sizes = await Promise.all(pageTargets.map(startUp));

/** A browser's session: a guest's, or a demo user's after logging in. Its Cookie header is replayed by the load. */
const sessionCookie = async (login?: string): Promise<{ readonly browser: GuestBrowser; readonly cookie: string }> => {
  const browser = new GuestBrowser();
  const tab = browser.on(baseUrl);
  await tab.ok('GET', '/kundenportal/get-token');
  if (login !== undefined) await tab.ok('POST', '/kundenportal/local-login', { email: login, password: DEMO_PASSWORD });
  const cookie = browser.cookieHeader(baseUrl);
  if (cookie === undefined) throw new Error('the server set no session cookie');
  return { browser, cookie };
};
const guest = await sessionCookie();
const listing = (await guest.browser.on(baseUrl).ok('GET', '/api/events?pageSize=20')) as { items: { eventId: number }[] };
const dateInCart = listing.items[5]?.eventId;
if (dateInCart === undefined) throw new Error('the demo data has too few upcoming dates');
await guest.browser.on(baseUrl).ok('POST', '/order-api/add-cart-item', { eventId: dateInCart });
const customer = await sessionCookie('jonas.weber@example.org');
const siteAdmin = await sessionCookie('admin@example.org');
const asJson = { accept: 'application/json' };

/** A page that depends on the visitor and the API call that feeds it, in the same session. */
interface VisitorPair {
  readonly page: Target;
  readonly api: Target;
}
const visitorPairs: readonly VisitorPair[] = [
  {
    page: { name: 'cart (one date)', path: '/seminare/warenkorb', headers: { cookie: guest.cookie } },
    api: { name: 'API: get-shopping-cart', path: '/order-api/get-shopping-cart', headers: { cookie: guest.cookie, ...asJson } },
  },
  {
    page: { name: 'checkout (one date)', path: '/seminare/warenkorb/checkout', headers: { cookie: guest.cookie } },
    api: { name: 'API: get-shopping-cart', path: '/order-api/get-shopping-cart', headers: { cookie: guest.cookie, ...asJson } },
  },
  {
    page: { name: 'meinifb home', path: '/kundenportal/meinifb', headers: { cookie: customer.cookie } },
    api: { name: 'API: get-user-future-events', path: '/api-meinifb/get-user-future-events', headers: { cookie: customer.cookie, ...asJson } },
  },
  {
    page: { name: 'audit log (site admin)', path: '/manage/audit-log', headers: { cookie: siteAdmin.cookie } },
    api: { name: 'API: audit log (JSON)', path: '/manage/audit-log', headers: { cookie: siteAdmin.cookie, ...asJson } },
  },
];
for (const { page, api } of visitorPairs) {
  for (const target of [page, api]) {
    const answer = await fetchRaw(target.path, { ...target.headers });
    if (answer.status !== 200) throw new Error(`${target.name} (${target.path}) answered ${String(answer.status)}`);
  }
}
const assetPath = sizes[0]?.entry;
if (assetPath === undefined) throw new Error('the home page loads no script');
const smallAssetPath = sizes[0]?.smallest;
if (smallAssetPath === undefined) throw new Error('the home page loads no script');

/**
 * A public page's first request (rendered, then kept) against the later ones (from the cache):
 * each of `runs` requests asks with a query parameter of its own, which the page ignores but the
 * cache keys by, so every one is a first request. One connection, one at a time.
 */
interface FirstHits {
  readonly p50: number;
  readonly p90: number;
  readonly cache: string;
}
const firstHits = async (target: Target): Promise<FirstHits> => {
  const times: number[] = [];
  let cache = '';
  for (let run = 0; run < Math.min(runs, 20); run += 1) {
    const started = process.hrtime.bigint();
    const answer = await fetchHead(`${target.path}${target.path.includes('?') ? '&' : '?'}erstaufruf=${String(run)}`, target.host);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    cache = answer.cache;
  }
  const sorted = times.sort((a, b) => a - b);
  return { p50: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN, p90: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.9))] ?? Number.NaN, cache };
};
const firstHitTimes: FirstHits[] = [];
for (const target of pageTargets) firstHitTimes.push(await firstHits(target));

const client = fork(fileURLToPath(new URL('./bench-web-load.ts', import.meta.url)), { execArgv: ['--import', 'tsx'] });
const load = (target: Target): Promise<LoadResult> =>
  new Promise((resolve, reject) => {
    const job: LoadJob = { baseUrl, path: target.path, host: target.host, headers: target.headers, runs, connections, seconds };
    client.once('message', (answer: { ok: true; result: LoadResult } | { ok: false; message: string }) => {
      if (answer.ok) resolve(answer.result);
      else reject(new Error(answer.message));
    });
    client.send(job);
  });

// The server's CPU time per request (this process: the client runs in its own) is what the
// metrics cost: unlike req/s it hardly moves when other work shares the machine.
const measured: { target: Target; result: LoadResult; cpuMicros: number }[] = [];
for (const target of [
  ...pageTargets,
  { name: 'asset (entry JS)', path: assetPath },
  { name: 'asset (smallest JS)', path: smallAssetPath },
  { name: '/healthz', path: '/healthz' },
]) {
  const cpuBefore = process.cpuUsage();
  const result = await load(target);
  const cpu = process.cpuUsage(cpuBefore);
  measured.push({ target, result, cpuMicros: (cpu.user + cpu.system) / result.requests });
}
/** A load and the server's CPU time per request it cost (see above: steadier than req/s on a shared machine). */
const loadWithCpu = async (target: Target): Promise<LoadResult & { readonly cpuMicros: number }> => {
  const cpuBefore = process.cpuUsage();
  const result = await load(target);
  const cpu = process.cpuUsage(cpuBefore);
  return { ...result, cpuMicros: (cpu.user + cpu.system) / result.requests };
};
const visitorMeasured: { pair: VisitorPair; page: LoadResult & { readonly cpuMicros: number }; api: LoadResult & { readonly cpuMicros: number } }[] = [];
for (const pair of visitorPairs) visitorMeasured.push({ pair, page: await loadWithCpu(pair.page), api: await loadWithCpu(pair.api) });
client.disconnect();

const rpsOf = (path: string): number => measured.find((m) => m.target.path === path)?.result.requestsPerSecond ?? Number.NaN;
const assetRps = rpsOf(assetPath);
const smallAssetRps = rpsOf(smallAssetPath);
const healthzRps = rpsOf('/healthz');
const percent = (part: number, whole: number): string => `${((100 * part) / whole).toFixed(0)} %`;
const ms = (n: number): string => `${n.toFixed(1)} ms`;
const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
const sizeCell = (s: Size): string => `${kb(s.raw)} / ${kb(s.gzip)} / ${kb(s.br)}`;

const print = (title: string, rows: string[][]): void => {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  console.log(`\n${title}`);
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd());
};

console.log(`bench:web (metrics ${metricsOn ? 'on' : 'off'}): ${String(runs)} timed requests per setting after a warm-up, ${String(seconds)} s of load at ${String(connections)} connections, loopback, accept-encoding br, gzip`);
print('Time to first byte and throughput (later requests: a public page from the cache)', [
  ['what', 'path', 'TTFB p50/p90 @1', `TTFB p50/p90 @${String(connections)}`, `req/s @${String(connections)}`, 'server CPU/req', 'vs entry JS', 'vs smallest JS', 'vs /healthz', 'non-2xx'],
  ...measured.map(({ target, result, cpuMicros }) => [
    target.name,
    `${target.host ? `${target.host} ` : ''}${target.path}`,
    `${ms(result.ttfbOne.p50)} / ${ms(result.ttfbOne.p90)}`,
    `${ms(result.ttfbMany.p50)} / ${ms(result.ttfbMany.p90)}`,
    result.requestsPerSecond.toFixed(0),
    `${cpuMicros.toFixed(0)} µs`,
    percent(result.requestsPerSecond, assetRps),
    percent(result.requestsPerSecond, smallAssetRps),
    percent(result.requestsPerSecond, healthzRps),
    String(result.non2xx + result.errors),
  ]),
]);
print('First request of a page (rendered; a public page is kept then) vs later ones, 1 connection', [
  ['page', 'first: TTFB p50/p90', 'x-page-cache of a first request', 'later: TTFB p50/p90'],
  ...pageTargets.map((target, i) => {
    const first = firstHitTimes[i];
    const later = measured[i]?.result.ttfbOne;
    return [target.name, first ? `${ms(first.p50)} / ${ms(first.p90)}` : '', first?.cache ?? '', later ? `${ms(later.p50)} / ${ms(later.p90)}` : ''];
  }),
]);
console.log(
  `\nGoals (issue 11): each public page >= 50 % of the asset's req/s; the asset >= 50 % of /healthz's. Here: entry JS ${percent(assetRps, healthzRps)}, smallest JS ${percent(smallAssetRps, healthzRps)} of /healthz.`,
);
print(`Pages that depend on the visitor (rendered for every request) beside the API call that feeds them, same session`, [
  ['what', 'path', 'TTFB p50/p90 @1', `TTFB p50/p90 @${String(connections)}`, `req/s @${String(connections)}`, 'page vs its API', 'server CPU/req', 'API CPU / page CPU', 'non-2xx'],
  ...visitorMeasured.flatMap(({ pair, page, api }) =>
    [
      [pair.page, page, percent(page.requestsPerSecond, api.requestsPerSecond), percent(api.cpuMicros, page.cpuMicros)],
      [pair.api, api, '', ''],
    ].map(([target, result, ratio, cpuRatio]) => {
      const t = target as Target;
      const r = result as LoadResult & { readonly cpuMicros: number };
      return [t.name, t.path, `${ms(r.ttfbOne.p50)} / ${ms(r.ttfbOne.p90)}`, `${ms(r.ttfbMany.p50)} / ${ms(r.ttfbMany.p90)}`, r.requestsPerSecond.toFixed(0), ratio as string, `${r.cpuMicros.toFixed(0)} µs`, cpuRatio as string, String(r.non2xx + r.errors)];
    }),
  ),
]);
console.log(`\nGoals (issue 28): each of these pages c=1 TTFB p50 <= 10 ms, and >= 50 % of its API's req/s.`);
print('Bytes at start, KB raw / gzip / brotli as sent', [
  ['page', 'HTML', 'CSS (files)', 'JS at start (files)'],
  ...pageTargets.map((target, i) => {
    const s = sizes[i];
    return s ? [target.name, sizeCell(s.html), `${sizeCell(s.css)} (${String(s.cssFiles)})`, `${sizeCell(s.js)} (${String(s.jsFiles)})`] : [target.name];
  }),
]);

await server.close();
await database.close();
