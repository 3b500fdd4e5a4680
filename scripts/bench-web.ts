/**
 * npm run bench:web [-- --runs N]: for the home page, the event list and a seminar page of the
 * built site (run `npm run build` first): the server's time to first byte (median and p90 of N
 * sequential requests after a warm-up), the HTML, the CSS it links and the JavaScript it loads
 * at start (entry, preloaded chunks), raw and gzip. Prints figures, asserts nothing.
 */
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { Temporal } from 'temporal-polyfill';
import { fixedClock } from '../adapters/clock/system-clock';
import { openDatabase } from '../adapters/db/database';
import { seedIfEmpty } from '../adapters/db/demo-data/seed';
import { buildApp } from '../adapters/http-api/app';
import { loadPageRenderer } from '../adapters/http-api/page-delivery/page-renderer';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '30' } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('Usage: npm run bench:web -- [--runs N]  (a whole number from 1)');
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
const address = await server.listen({ host: '127.0.0.1', port: 0 });

interface Fetched {
  readonly status: number;
  readonly ttfbMs: number;
  readonly body: Buffer;
}

/** One GET over a fresh connection; the clock stops when the status line and headers arrive. */
const fetchTimed = (path: string): Promise<Fetched> =>
  new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = request(`${address}${path}`, { headers: { accept: 'text/html', connection: 'close' } }, (res) => {
      const ttfbMs = Number(process.hrtime.bigint() - started) / 1e6;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, ttfbMs, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });

/** A built asset the page references; a missing one means dist/ changed under the running bench. */
const asset = async (href: string): Promise<Buffer> => {
  const fetched = await fetchTimed(href);
  if (fetched.status !== 200) throw new Error(`${href} answered ${String(fetched.status)}: was dist/ rebuilt during the bench?`);
  return fetched.body;
};

const quantile = (sorted: readonly number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

const attr = (html: string, pattern: RegExp): string[] => [...html.matchAll(pattern)].map((match) => match[1] ?? '');

interface Size {
  readonly raw: number;
  readonly gzip: number;
}
const sizeOf = (bodies: readonly Buffer[]): Size => ({
  raw: bodies.reduce((sum, body) => sum + body.length, 0),
  gzip: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
});

const measurePage = async (name: string, path: string) => {
  for (let i = 0; i < 3; i += 1) await fetchTimed(path);
  const times: number[] = [];
  let last: Fetched | undefined;
  for (let i = 0; i < runs; i += 1) {
    last = await fetchTimed(path);
    times.push(last.ttfbMs);
  }
  if (last?.status !== 200) throw new Error(`${path} answered ${String(last?.status)}`);
  const html = last.body.toString('utf8');
  const css = attr(html, /<link rel="stylesheet" href="([^"]+)">/g);
  const js = [...attr(html, /<script type="module" src="([^"]+)"><\/script>/g), ...attr(html, /<link rel="modulepreload" href="([^"]+)">/g)];
  const cssBodies = await Promise.all(css.map(asset));
  const jsBodies = await Promise.all(js.map(asset));
  const sorted = [...times].sort((a, b) => a - b);
  return {
    name,
    path,
    ttfbMedian: quantile(sorted, 0.5),
    ttfbP90: quantile(sorted, 0.9),
    html: sizeOf([last.body]),
    css: sizeOf(cssBodies),
    cssFiles: css.length,
    js: sizeOf(jsBodies),
    jsFiles: js.length,
  };
};

const list = (await fetchTimed('/seminare/veranstaltungen')).body.toString('utf8');
const seminarPath = /href="(\/seminare\/p\/[a-z0-9-]+)"/.exec(list)?.[1];
if (seminarPath === undefined) throw new Error('the event list links no seminar page');

const results = [
  await measurePage('home', '/'),
  await measurePage('event list', '/seminare/veranstaltungen'),
  await measurePage('seminar page', seminarPath),
];

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const rows = [
  ['page', 'path', 'TTFB median', 'TTFB p90', 'HTML (gzip)', 'CSS (gzip, files)', 'JS at start (gzip, files)'],
  ...results.map((r) => [
    r.name,
    r.path,
    `${r.ttfbMedian.toFixed(1)} ms`,
    `${r.ttfbP90.toFixed(1)} ms`,
    `${kb(r.html.raw)} (${kb(r.html.gzip)})`,
    `${kb(r.css.raw)} (${kb(r.css.gzip)}, ${String(r.cssFiles)})`,
    `${kb(r.js.raw)} (${kb(r.js.gzip)}, ${String(r.jsFiles)})`,
  ]),
];
const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
console.log(`bench:web, ${String(runs)} sequential requests per page after 3 warm-ups, loopback, new connection each`);
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));

await server.close();
await database.close();
