/**
 * `npm run bench:bundle` (after `npm run build`): per public page type, the JavaScript it loads
 * to hydrate, on the visitor's first interaction (raw, gzip, brotli) against the 120 KB gzip budget, and the largest source modules in
 * those files (bytes before minification, from the build's module-sizes.json), to show what to cut.
 * Then what each page type loads measured in Chromium (bundle/loaded-in-chromium.ts): the built
 * site runs in this process on PGlite with the demo data, each page opens in a fresh browser
 * context, and every script fetched until the network is idle is counted, without any interaction
 * (the budgets hold for that), then again with the first interaction (the pointer moved, until the
 * page has hydrated and the network is idle); the cart, the checkout and Mein Bereich in a session (a guest with one date in
 * the cart, the demo customer). `--static` prints the first part only (no browser, no server).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Temporal } from 'temporal-polyfill';
import { fixedClock } from '../adapters/clock/system-clock';
import { openDatabase } from '../adapters/db/database';
import { DEMO_PASSWORD } from '../adapters/db/demo-data/people';
import { seedIfEmpty } from '../adapters/db/demo-data/seed';
import { buildApp } from '../adapters/http-api/app';
import { loadPageRenderer } from '../adapters/http-api/page-delivery/page-renderer';
import { GuestBrowser } from '../adapters/http-api/testing/guest-browser';
import { testPasswordHasher } from '../adapters/http-api/testing/test-app';
import { CATALOGUE_BUDGET_GZIP, guestWithOneDate, measureInChromium, PAGE_BUDGET_GZIP, type BrowserPage } from './bundle/loaded-in-chromium';
import { MODULE_SIZES_FILE, type ModuleSizes } from './bundle/module-sizes-plugin';
import { PUBLIC_PAGE_TYPES, readManifest, START_UP_BUDGET_GZIP, startUpOf } from './bundle/start-up';

const CLIENT_DIR = fileURLToPath(new URL('../dist/client', import.meta.url));
const LARGEST = Number(process.env.BUNDLE_REPORT_MODULES ?? 12);

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const pad = (text: string, width: number): string => text.padStart(width);

const manifest = readManifest(CLIENT_DIR);
let moduleSizes: ModuleSizes = {};
try {
  moduleSizes = JSON.parse(readFileSync(join(CLIENT_DIR, MODULE_SIZES_FILE), 'utf8')) as ModuleSizes;
} catch {
  console.warn(`no ${MODULE_SIZES_FILE} in the build: module breakdown left out`);
}

console.log(`JavaScript per page type to hydrate, loaded on the first interaction (budget ${kb(START_UP_BUDGET_GZIP)} gzip)\n`);
console.log(`${'page type'.padEnd(24)}${pad('files', 6)}${pad('raw', 11)}${pad('gzip', 11)}${pad('brotli', 11)}  budget`);
const startUps = PUBLIC_PAGE_TYPES.map((page) => startUpOf(CLIENT_DIR, manifest, page));
for (const { page, files, total } of startUps) {
  const verdict = total.gzip <= START_UP_BUDGET_GZIP ? 'ok' : `OVER by ${kb(total.gzip - START_UP_BUDGET_GZIP)}`;
  console.log(`${page.name.padEnd(24)}${pad(String(files.length), 6)}${pad(kb(total.raw), 11)}${pad(kb(total.gzip), 11)}${pad(kb(total.brotli), 11)}  ${verdict}`);
}

for (const { page, files } of startUps) {
  console.log(`\n${page.name} (${page.path})`);
  for (const file of [...files].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${file.file.padEnd(52)}${pad(kb(file.raw), 11)}${pad(kb(file.gzip), 11)}${pad(kb(file.brotli), 11)}`);
  }
  const modules = files
    .flatMap((file) => Object.entries(moduleSizes[file.file] ?? {}))
    .sort(([, a], [, b]) => b - a)
    .slice(0, LARGEST);
  if (modules.length > 0) console.log(`  largest modules (bytes before minification):`);
  for (const [module, bytes] of modules) console.log(`    ${pad(kb(bytes), 10)}  ${module.replace(/^(\.\.\/)*[^/]*\/node_modules\//, 'node_modules/')}`);
}

const { values } = parseArgs({ options: { static: { type: 'boolean', default: false } } });
if (!values.static) {
  const pages = await loadPageRenderer(fileURLToPath(new URL('../dist', import.meta.url)));
  if (!pages) throw new Error('no build in dist/: run `npm run build` first');
  const now = Temporal.Instant.from('2026-11-22T09:00:00Z');
  const database = await openDatabase({ kind: 'pglite' });
  // Cheap password hashes (the tests' cost): the demo customer logs in for Mein Bereich.
  await seedIfEmpty(database.db, { now, seed: 1, scale: 1 }, (plain) => testPasswordHasher.hash(plain));
  const server = await buildApp({ database, clock: fixedClock(now), pages, logger: false, passwordHasher: testPasswordHasher });
  try {
    const origin = await server.listen({ host: '127.0.0.1', port: 0 });
    const port = new URL(origin).port;
    const main = `http://localhost:${port}`;
    const listing = (await (await fetch(`${origin}/api/events?pageSize=1`)).json()) as { items: { theme: { slug: string } }[] };
    const seminar = listing.items[0]?.theme.slug;
    if (seminar === undefined) throw new Error('the demo data has no upcoming date');
    const guest = new GuestBrowser();
    await guestWithOneDate(guest.on(origin));
    const customer = new GuestBrowser();
    await customer.on(origin).ok('GET', '/kundenportal/get-token');
    await customer.on(origin).ok('POST', '/kundenportal/local-login', { email: 'jonas.weber@example.org', password: DEMO_PASSWORD });
    const catalogue = (name: string, path: string): BrowserPage => ({ name, url: `${main}${path}`, budgetGzip: CATALOGUE_BUDGET_GZIP });
    const other = (name: string, url: string, cookie?: string): BrowserPage => ({ name, url, budgetGzip: PAGE_BUDGET_GZIP, ...(cookie === undefined ? {} : { cookie }) });
    const browserPages: readonly BrowserPage[] = [
      catalogue('home', '/'),
      catalogue('event list', '/seminare/veranstaltungen'),
      catalogue('seminar entry', '/seminare'),
      catalogue('seminar page', `/seminare/p/${seminar}`),
      catalogue('seminar dates', `/seminare/p/${seminar}/termine`),
      other('cart (empty)', `${main}/seminare/warenkorb`),
      other('cart (one date)', `${main}/seminare/warenkorb`, guest.cookieHeader(origin)),
      other('checkout (one date)', `${main}/seminare/warenkorb/checkout`, guest.cookieHeader(origin)),
      other('login', `${main}/kundenportal/login`),
      other('meinifb home', `${main}/kundenportal/meinifb`, customer.cookieHeader(origin)),
      // Chromium resolves *.localhost to this machine: the works-council site by its host name.
      other('works-council home', `http://betriebsrat.localhost:${port}/`),
      other('works-council BetrVG', `http://betriebsrat.localhost:${port}/gesetze/betrvg`),
    ];
    const measured = await measureInChromium(CLIENT_DIR, browserPages);
    console.log('\nJavaScript loaded in Chromium before any interaction (until the network is idle), gzip -9,');
    console.log('and with the first interaction (the pointer moved: until the page has hydrated and the network is idle again)\n');
    console.log(`${'page'.padEnd(24)}${pad('scripts', 8)}${pad('gzip', 11)}${pad('budget', 11)}  ${'verdict'.padEnd(18)}${pad('+ first interaction: scripts', 29)}${pad('gzip', 11)}`);
    for (const { page, files, foreign, gzip, hydratedUntouched, afterInteraction } of measured) {
      const verdict = gzip <= page.budgetGzip ? 'ok' : `OVER by ${kb(gzip - page.budgetGzip)}`;
      const notes = [...(hydratedUntouched ? ['hydrated without any interaction'] : []), ...(foreign.length === 0 ? [] : [`+ not from the build: ${foreign.join(', ')}`])];
      console.log(
        `${page.name.padEnd(24)}${pad(String(files.length), 8)}${pad(kb(gzip), 11)}${pad(kb(page.budgetGzip), 11)}  ${verdict.padEnd(18)}${pad(String(afterInteraction.files.length), 29)}${pad(kb(afterInteraction.gzip), 11)}${notes.length === 0 ? '' : `  (${notes.join('; ')})`}`,
      );
    }
    const startUpFiles = new Set(startUps.flatMap(({ files }) => files.map((file) => file.file)));
    const afterStart = [...new Map(measured.flatMap(({ afterInteraction: { files } }) => files.filter((file) => !startUpFiles.has(file.file)).map((file) => [file.file, file] as const))).values()];
    if (afterStart.length > 0) console.log('\nloaded by some page but in no page type\'s start-up set above (after hydration, or a page type not listed there), with the first interaction:');
    for (const file of afterStart.sort((a, b) => b.gzip - a.gzip)) {
      const where = measured.filter(({ afterInteraction: { files } }) => files.some((loaded) => loaded.file === file.file)).map(({ page }) => page.name);
      const modules = Object.entries(moduleSizes[file.file] ?? {}).sort(([, a], [, b]) => b - a).slice(0, 3).map(([module]) => module.replace(/^(\.\.\/)*[^/]*\/node_modules\//, 'node_modules/'));
      console.log(`  ${file.file.padEnd(52)}${pad(kb(file.gzip), 11)}  ${where.length === measured.length ? 'every page' : where.join(', ')}${modules.length === 0 ? '' : `  [${modules.join(', ')}]`}`);
    }
  } finally {
    await server.close();
    await database.close();
  }
}
