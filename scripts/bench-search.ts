/**
 * npm run bench:search [-- --seconds S --scale N]: how well and how fast the search answers.
 *
 * Quality: the evaluation sets of scripts/search-evaluation (catalogue queries and assistant
 * questions, each with what it should find) through the real API over the demo data: hit@3 (an
 * expected answer among the first three) and MRR (mean of 1 / rank of the first expected answer).
 *
 * Speed: p50 / p90 / p99 of GET /api/seminar-search at 10 connections over loopback, for the demo
 * catalogue and for N times it (the demo generator's scale, 10 by default). Every request asks
 * something the caches have not seen (the queries of the set, each with another start date), so
 * the figures are the search's own, not the cache's. The load average and the CPU time per
 * request come with them: on a machine busy with other work the latencies say more about it.
 */
import autocannon from 'autocannon';
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { Temporal } from 'temporal-polyfill';
import { fixedClock } from '../adapters/clock/system-clock';
import { openDatabase } from '../adapters/db/database';
import { seedIfEmpty } from '../adapters/db/demo-data/seed';
import { buildApp } from '../adapters/http-api/app';
import { ASSISTANT_CASES } from './search-evaluation/assistant-questions';
import { CATALOGUE_CASES } from './search-evaluation/catalogue-queries';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '5' }, scale: { type: 'string', default: '10' } } });
const seconds = Number(values.seconds);
const largeScale = Number(values.scale);
if (!Number.isInteger(seconds) || seconds < 1 || !Number.isInteger(largeScale) || largeScale < 1) {
  console.error('Usage: npm run bench:search -- [--seconds S] [--scale N]  (whole numbers from 1)');
  process.exit(2);
}

const now = Temporal.Instant.from('2026-11-22T09:00:00Z');
const CONNECTIONS = 10;

const appAt = async (scale: number) => {
  const database = await openDatabase({ kind: 'pglite' });
  const started = performance.now();
  await seedIfEmpty(database.db, { now, seed: 1, scale }, (plain) => Promise.resolve(`bench:${plain}`));
  console.log(`scale ${String(scale)}: demo data seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const server = await buildApp({ database, clock: fixedClock(now) });
  return { server, close: async () => { await server.close(); await database.close(); } };
};

type App = Awaited<ReturnType<typeof appAt>>['server'];

interface Outcome {
  readonly label: string;
  /** 1-based rank of the first expected answer, or null when none came back. */
  readonly rank: number | null;
  readonly got: readonly string[];
}

const report = (name: string, outcomes: readonly Outcome[]) => {
  const hits = outcomes.filter(({ rank }) => rank !== null && rank <= 3).length;
  const mrr = outcomes.reduce((sum, { rank }) => sum + (rank === null ? 0 : 1 / rank), 0) / outcomes.length;
  console.log(`\n${name}: ${String(outcomes.length)} cases, hit@3 ${((100 * hits) / outcomes.length).toFixed(1)} %, MRR ${mrr.toFixed(3)}`);
  for (const { label, rank, got } of outcomes.filter(({ rank: r }) => r === null || r > 3)) {
    console.log(`  missed: ${label}  (rank ${rank === null ? '–' : String(rank)}; got ${got.slice(0, 3).join(', ') || 'nothing'})`);
  }
};

const rankOf = (got: readonly string[], matches: (value: string) => boolean): number | null => {
  const at = got.findIndex(matches);
  return at === -1 ? null : at + 1;
};

const catalogueQuality = async (server: App) => {
  const outcomes: Outcome[] = [];
  for (const { query, expect } of CATALOGUE_CASES) {
    const response = await server.inject(`/api/seminar-search?q=${encodeURIComponent(query)}&pageSize=20`);
    const body = JSON.parse(response.body) as { items?: { slug: string }[] };
    const got = (body.items ?? []).map(({ slug }) => slug);
    outcomes.push({ label: query, rank: rankOf(got, (slug) => expect.includes(slug)), got });
  }
  report('Catalogue search (GET /api/seminar-search)', outcomes);
};

const assistantQuality = async (server: App) => {
  const outcomes: Outcome[] = [];
  for (const { question, scope, expect } of ASSISTANT_CASES) {
    const response = await server.inject(`/chatbot/get-answer?question=${encodeURIComponent(question)}&scope=${scope ?? 'br'}`);
    const body = JSON.parse(response.body) as { passages?: { source: { path: string } }[] };
    const got = (body.passages ?? []).map(({ source }) => source.path);
    outcomes.push({ label: question, rank: rankOf(got, (path) => expect.some((fragment) => path.includes(fragment))), got });
  }
  report('Assistant (GET /chatbot/get-answer)', outcomes);
};

/**
 * p50, p90 and p99 at 10 connections; each request a query and start date not asked before.
 * One search and two seconds of the same load first, not counted: the server builds its search
 * index on the first search and the JIT compiles the hot paths, as on a server up a while.
 */
const latency = async (server: App) => {
  const address = await server.listen({ host: '127.0.0.1', port: 0 });
  const today = Temporal.PlainDate.from('2026-11-22');
  let next = 0;
  const path = () => {
    const { query } = CATALOGUE_CASES[next % CATALOGUE_CASES.length] ?? { query: 'Betriebsrat' };
    const from = today.add({ days: Math.floor(next / CATALOGUE_CASES.length) % 300 });
    next += 1;
    return `/api/seminar-search?q=${encodeURIComponent(query)}&from=${from.toString()}&pageSize=20`;
  };
  const load = (duration: number) =>
    autocannon({
      url: address,
      connections: CONNECTIONS,
      duration,
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: path() }) }],
    });
  await fetch(`${address}${path()}`);
  await load(2);
  const cpuBefore = process.cpuUsage();
  const result = await load(seconds);
  const cpu = process.cpuUsage(cpuBefore);
  // CPU per request says what the figures would be without other work on the machine; it counts the load client too (same process).
  const cpuMs = (cpu.user + cpu.system) / 1000 / Math.max(1, result.requests.total);
  return { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, rps: result.requests.average, cpuMs, errors: result.errors + result.non2xx };
};

const small = await appAt(1);
await catalogueQuality(small.server);
await assistantQuality(small.server);
const smallSpeed = await latency(small.server);
await small.close();
const large = await appAt(largeScale);
const largeSpeed = await latency(large.server);
await large.close();

console.log(`\nGET /api/seminar-search, ${String(CONNECTIONS)} connections, ${String(seconds)} s, uncached queries`);
console.log(`load average ${loadavg().map((load) => load.toFixed(1)).join(' ')} on ${String(availableParallelism())} cores`);
console.log('catalogue        | p50 ms | p90 ms | p99 ms |  req/s | CPU ms/req');
for (const [label, speed] of [['demo (scale 1)', smallSpeed], [`${String(largeScale)} × demo`, largeSpeed]] as const) {
  console.log(
    `${label.padEnd(16)} | ${[speed.p50, speed.p90, speed.p99].map((ms) => String(ms).padStart(6)).join(' | ')} | ${speed.rps.toFixed(0).padStart(6)} | ${speed.cpuMs.toFixed(2).padStart(10)}` +
      (speed.errors > 0 ? `  (${String(speed.errors)} errors)` : ''),
  );
}
