/**
 * npm run bench:lighthouse [-- --runs 5]: Lighthouse (mobile preset, performance only) driving
 * Debian's Chromium against the built site (run `npm run build` first), for the home page, the
 * event list, a seminar page, the empty cart, a knowledge page of the works-council site, and two
 * pages in a session: the checkout of a guest with one date in the cart, and Mein Bereich of the
 * demo customer jonas.weber@example.org (logged in with the demo password). The session is in the
 * browser's own cookie jar, as after a login: Chromium runs with a profile of its own (Playwright's
 * persistent context, whose cookies are the ones Lighthouse's tab sees), the session's cookies are
 * set before each run of such a page and Lighthouse leaves the storage alone (disableStorageReset);
 * the HTTP cache and the origin's other storage are cleared here instead, so every run starts cold
 * as Lighthouse's own reset would. (A Cookie header through Lighthouse's extraHeaders does not hold:
 * the first Set-Cookie of the page replaces it, GoogleChrome/lighthouse#6207.) Prints the
 * median of the runs per page: score, FCP, LCP, TBT, CLS, over the runs that worked (a failed run
 * is counted and its reason printed, see lighthouse/lighthouse-runs.ts). Asserts nothing.
 * `--save DIR` keeps every run's full report (JSON) for a closer look at what costs the time.
 * `--throttling devtools` slows the CPU for real (4x) instead of Lighthouse's default simulation,
 * which scales the tasks it saw on this machine: the TBT then depends less on how fast the
 * machine happened to be (one that ran CI in 19 minutes scored 99 where one at 10 scored 100).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { Temporal } from 'temporal-polyfill';
import { fixedClock } from '../adapters/clock/system-clock';
import { openDatabase } from '../adapters/db/database';
import { seedIfEmpty } from '../adapters/db/demo-data/seed';
import { buildApp } from '../adapters/http-api/app';
import { loadPageRenderer } from '../adapters/http-api/page-delivery/page-renderer';
import { DEMO_PASSWORD } from '../adapters/db/demo-data/people';
import { GuestBrowser } from '../adapters/http-api/testing/guest-browser';
import { testPasswordHasher } from '../adapters/http-api/testing/test-app';
import { guestWithOneDate } from './bundle/loaded-in-chromium';
import { outcomeOf, SUMMARY_HEADER, summaryRow, type RunOutcome } from './lighthouse/lighthouse-runs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, save: { type: 'string' }, throttling: { type: 'string', default: 'simulate' } },
});
const throttlingMethod = values.throttling;
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1 || (throttlingMethod !== 'simulate' && throttlingMethod !== 'devtools')) {
  console.error(
    'Usage: npm run bench:lighthouse -- [--runs N] [--save DIR] [--throttling simulate|devtools]  (N a whole number from 1; DIR keeps each run\'s report as JSON)',
  );
  process.exit(2);
}
const pages = await loadPageRenderer(fileURLToPath(new URL('../dist', import.meta.url)));
if (!pages) {
  console.error('No build in dist/: run `npm run build` first.');
  process.exit(1);
}

const now = Temporal.Instant.from('2026-11-22T09:00:00Z');
const database = await openDatabase({ kind: 'pglite' });
// Cheap password hashes (the tests' cost): the bench logs in the demo customer.
await seedIfEmpty(database.db, { now, seed: 1, scale: 1 }, (plain) => testPasswordHasher.hash(plain));
const server = await buildApp({ database, clock: fixedClock(now), pages, logger: false, passwordHasher: testPasswordHasher });
const origin = await server.listen({ host: '127.0.0.1', port: 0 });
const port = new URL(origin).port;
const main = `http://localhost:${port}`;
const events = (await (await fetch(`${origin}/api/events?pageSize=1`)).json()) as { items: { theme: { slug: string } }[] };
const seminar = events.items[0]?.theme.slug ?? '';

interface SessionCookie {
  readonly name: string;
  readonly value: string;
}

/** A session's cookies: a guest's with one date in the cart, or the demo user's after logging in. */
const sessionCookies = async (session: { readonly login: string } | { readonly dateInCart: true }): Promise<readonly SessionCookie[]> => {
  const browser = new GuestBrowser();
  const tab = browser.on(origin);
  if ('login' in session) {
    await tab.ok('GET', '/kundenportal/get-token');
    await tab.ok('POST', '/kundenportal/local-login', { email: session.login, password: DEMO_PASSWORD });
  } else {
    await guestWithOneDate(tab);
  }
  const cookie = browser.cookieHeader(origin);
  if (cookie === undefined) throw new Error('the server set no session cookie');
  return cookie.split('; ').map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1) }));
};

interface Target {
  readonly name: string;
  readonly url: string;
  /** The session's cookies, in the browser's jar for the run. */
  readonly cookies?: readonly SessionCookie[];
}

const targets: readonly Target[] = [
  { name: 'home', url: `${main}/` },
  { name: 'event list', url: `${main}/seminare/veranstaltungen` },
  { name: 'seminar page', url: `${main}/seminare/p/${seminar}` },
  { name: 'cart', url: `${main}/seminare/warenkorb` },
  // Chromium resolves *.localhost to this machine: the works-council site by its host name.
  { name: 'knowledge page', url: `http://betriebsrat.localhost:${port}/gesetze/betrvg` },
  { name: 'checkout (one date)', url: `${main}/seminare/warenkorb/checkout`, cookies: await sessionCookies({ dateInCart: true }) },
  { name: 'meinifb home', url: `${main}/kundenportal/meinifb`, cookies: await sessionCookies({ login: 'jonas.weber@example.org' }) },
];

const DEBUGGING_PORT = 9333;
const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    `--remote-debugging-port=${String(DEBUGGING_PORT)}`,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
const helper = await browser.newPage();
const devtools = await browser.newCDPSession(helper);

/** Before a run in a session: the session's cookies only, an empty HTTP cache and no storage of the origin's. */
const prepareSession = async (target: Target, cookies: readonly SessionCookie[]): Promise<void> => {
  const { origin: pageOrigin, hostname } = new URL(target.url);
  await browser.clearCookies();
  await browser.addCookies(cookies.map((cookie) => ({ ...cookie, domain: hostname, path: '/' })));
  await devtools.send('Network.clearBrowserCache');
  await devtools.send('Storage.clearDataForOrigin', { origin: pageOrigin, storageTypes: 'local_storage,session_storage,indexeddb,cache_storage,service_workers' });
};

console.log(`Lighthouse mobile preset (${throttlingMethod} throttling), performance, median per page over the runs that worked, of ${String(runs)} (machine load: ${(await import('node:os')).loadavg()[0]?.toFixed(1) ?? '?'})`);
for (const line of SUMMARY_HEADER) console.log(line);
try {
  for (const target of targets) {
    const outcomes: RunOutcome[] = [];
    for (let run = 0; run < runs; run += 1) {
      if (target.cookies !== undefined) await prepareSession(target, target.cookies);
      // A run that throws (Chromium gone, the page not loading) is a failed run like one without figures.
      const result = await lighthouse(target.url, {
        port: DEBUGGING_PORT,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        throttlingMethod,
        disableStorageReset: target.cookies !== undefined,
      }).catch(
        (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
      );
      if (result instanceof Error) {
        outcomes.push({ ok: false, reason: result.message });
        continue;
      }
      if (result !== undefined && values.save !== undefined) {
        mkdirSync(values.save, { recursive: true });
        writeFileSync(join(values.save, `${target.name.replaceAll(' ', '-')}-${String(run + 1)}.json`), JSON.stringify(result.lhr));
      }
      // A page of a session that was not held (a lost cookie) redirects, to the login or the cart: not the page meant.
      const landed = result?.lhr.mainDocumentUrl;
      if (target.cookies !== undefined && landed !== undefined && landed !== target.url) {
        outcomes.push({ ok: false, reason: `landed on ${landed}: the session did not hold` });
        continue;
      }
      outcomes.push(outcomeOf(result?.lhr));
    }
    console.log(summaryRow(target.name, outcomes));
  }
} finally {
  await browser.close();
  rmSync(profile, { recursive: true, force: true });
  await server.close();
  await database.close();
}
