/**
 * npm run bench:lighthouse [-- --runs 5]: Lighthouse (mobile preset, performance only) driving
 * Debian's Chromium against the built site (run `npm run build` first), for the home page, the
 * event list, a seminar page, the cart and a knowledge page of the works-council site. Prints the
 * median of the runs per page: score, FCP, LCP, TBT, CLS, over the runs that worked (a failed run
 * is counted and its reason printed, see lighthouse/lighthouse-runs.ts). Asserts nothing.
 * `--save DIR` keeps every run's full report (JSON) for a closer look at what costs the time.
 * `--throttling devtools` slows the CPU for real (4x) instead of Lighthouse's default simulation,
 * which scales the tasks it saw on this machine: the TBT then depends less on how fast the
 * machine happened to be (one that ran CI in 19 minutes scored 99 where one at 10 scored 100).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
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
await seedIfEmpty(database.db, { now, seed: 1, scale: 1 }, (plain) => Promise.resolve(`bench:${plain}`));
const server = await buildApp({ database, clock: fixedClock(now), pages, logger: false });
const origin = await server.listen({ host: '127.0.0.1', port: 0 });
const port = new URL(origin).port;
const main = `http://localhost:${port}`;
const events = (await (await fetch(`${origin}/api/events?pageSize=1`)).json()) as { items: { theme: { slug: string } }[] };
const seminar = events.items[0]?.theme.slug ?? '';

const targets = [
  { name: 'home', url: `${main}/` },
  { name: 'event list', url: `${main}/seminare/veranstaltungen` },
  { name: 'seminar page', url: `${main}/seminare/p/${seminar}` },
  { name: 'cart', url: `${main}/seminare/warenkorb` },
  // Chromium resolves *.localhost to this machine: the works-council site by its host name.
  { name: 'knowledge page', url: `http://betriebsrat.localhost:${port}/gesetze/betrvg` },
];

const DEBUGGING_PORT = 9333;
const browser = await chromium.launch({
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

console.log(`Lighthouse mobile preset (${throttlingMethod} throttling), performance, median per page over the runs that worked, of ${String(runs)} (machine load: ${(await import('node:os')).loadavg()[0]?.toFixed(1) ?? '?'})`);
for (const line of SUMMARY_HEADER) console.log(line);
try {
  for (const target of targets) {
    const outcomes: RunOutcome[] = [];
    for (let run = 0; run < runs; run += 1) {
      // A run that throws (Chromium gone, the page not loading) is a failed run like one without figures.
      const result = await lighthouse(target.url, { port: DEBUGGING_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'], throttlingMethod }).catch(
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
      outcomes.push(outcomeOf(result?.lhr));
    }
    console.log(summaryRow(target.name, outcomes));
  }
} finally {
  await browser.close();
  await server.close();
  await database.close();
}
