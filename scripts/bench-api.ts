/**
 * npm run bench:api [-- --scale N --seconds S]: requests/s and latency of catalogue routes,
 * each next to a baseline route that answers the same bytes from memory, so the cost of our
 * own stack (decoding, SQL, domain, encoding) shows as a ratio. Loopback only, 50 connections.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { parseArgs } from 'node:util';
import { Temporal } from 'temporal-polyfill';
import { fixedClock } from '../adapters/clock/system-clock';
import { openDatabase } from '../adapters/db/database';
import { seedIfEmpty } from '../adapters/db/demo-data/seed';
import { buildApp } from '../adapters/http-api/app';

const { values } = parseArgs({
  options: { scale: { type: 'string', default: '1' }, seconds: { type: 'string', default: '5' } },
});
const scale = Number(values.scale);
const seconds = Number(values.seconds);
if (!Number.isInteger(scale) || scale < 1 || !Number.isInteger(seconds) || seconds < 1) {
  console.error('Usage: npm run bench:api -- [--scale N] [--seconds S]  (whole numbers from 1)');
  process.exit(2);
}

const now = Temporal.Instant.from('2026-11-22T09:00:00Z');
const database = await openDatabase({ kind: 'pglite' });
await seedIfEmpty(database.db, { now, seed: 1, scale }, (plain) => Promise.resolve(`bench:${plain}`));
const server = await buildApp({ database, clock: fixedClock(now) });

const listing = await server.inject('/api/events?pageSize=20');
const [first] = (JSON.parse(listing.body) as { items: { eventId: number }[] }).items;
const cases = [
  { name: 'event listing', path: '/api/events?pageSize=20' },
  { name: 'seminar detail', path: `/api/consumer?objectType=event&internalId=${first?.eventId ?? 0}&relations=hotel,modules,content,theme` },
  { name: 'search', path: `/api/events?q=${encodeURIComponent('Betriebsräte Arbeitsschutz')}&pageSize=20` },
];

// The baseline: a bare Fastify answering the very same bytes from memory. The ratio is what
// our own stack (hooks, sessions, decoding, SQL, domain, encoding) costs on top of HTTP.
const bodies: string[] = [];
for (const c of cases) bodies.push((await server.inject(c.path)).body);
const baseline = Fastify();
baseline.get<{ Params: { index: string } }>('/:index', (request, reply) =>
  reply.type('application/json; charset=utf-8').send(bodies[Number(request.params.index)]),
);
const address = await server.listen({ host: '127.0.0.1', port: 0 });
const baselineAddress = await baseline.listen({ host: '127.0.0.1', port: 0 });

const measure = async (url: string) => {
  const result = await autocannon({ url, connections: 50, duration: seconds });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
};

console.log(`scale ${scale}: ${(JSON.parse(listing.body) as { total: number }).total} upcoming events, ${seconds} s per run, 50 connections\n`);
console.log('route            |   req/s | p50 ms | p99 ms | baseline req/s | p50 | p99 | cost ×');
for (const [index, c] of cases.entries()) {
  const route = await measure(`${address}${c.path}`);
  const base = await measure(`${baselineAddress}/${index}`);
  const row = [
    c.name.padEnd(16),
    route.rps.toFixed(0).padStart(7),
    String(route.p50).padStart(6),
    String(route.p99).padStart(6),
    base.rps.toFixed(0).padStart(14),
    String(base.p50).padStart(3),
    String(base.p99).padStart(3),
    (base.rps / route.rps).toFixed(1).padStart(6),
  ];
  console.log(row.join(' | ') + (route.errors + base.errors > 0 ? `  (${route.errors + base.errors} errors)` : ''));
}
await Promise.all([server.close(), baseline.close()]);
await database.close();
