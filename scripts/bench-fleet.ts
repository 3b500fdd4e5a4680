/**
 * npm run bench:fleet [-- --seconds 5 --connections 32 --port 8470 --first-instance-port 3570]
 * (after npm run build, DATABASE_URL or TEST_DATABASE_URL set): requests per second of the event
 * list, a seminar page (a real one, from the sitemap) and checkouts (cart → participant → address
 * → checkout per virtual user, a fresh visitor each round) through HAProxy with 1, 2 and 4
 * production instances, the ratio to one instance, and the CPU the instances, PostgreSQL and
 * HAProxy used (from /proc). Non-200 answers are counted apart, checkouts refused for want of
 * seats (waiting list) apart again. Prints figures and a conclusion drawn from them; asserts nothing.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { fillGuestCart, GuestBrowser, placeGuestOrder } from '../adapters/http-api/testing/guest-browser';
import { startFleet } from './fleet/fleet';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '32' },
    port: { type: 'string', default: '8461' },
    'first-instance-port': { type: 'string', default: '3490' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const databaseUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (databaseUrl === undefined) {
  console.error('Bitte setzen Sie DATABASE_URL (oder TEST_DATABASE_URL) auf eine PostgreSQL-Datenbank.');
  process.exit(2);
}
const TICKS = 100;

/** CPU seconds (user + system) a process has used so far. */
const cpuOf = (pid: number | undefined): number => {
  if (pid === undefined) return 0;
  try {
    const fields = readFileSync(`/proc/${String(pid)}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
};
const postgresPids = (): number[] => {
  try {
    return execFileSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' }).trim().split('\n').map(Number);
  } catch {
    return [];
  }
};

interface LoadResult {
  readonly perSecond: number;
  readonly failed: number;
  readonly refused: number;
}

/** `connections` loops running `step` for `seconds`; a step says 'ok', 'refused' (no seat) or 'failed'. */
const load = async (step: () => Promise<'ok' | 'refused' | 'failed'>): Promise<LoadResult> => {
  const until = performance.now() + seconds * 1000;
  const counts = { ok: 0, refused: 0, failed: 0 };
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) counts[await step().catch(() => 'failed' as const)] += 1;
    }),
  );
  return { perSecond: counts.ok / seconds, failed: counts.failed, refused: counts.refused };
};

const page = (url: string) => async (): Promise<'ok' | 'failed'> => {
  const response = await fetch(url);
  await response.arrayBuffer();
  return response.status === 200 ? 'ok' : 'failed';
};

/** One buyer through the balancer: its cookies and XSRF header, as the browser sends them. */
const checkout = (base: string, eventIds: readonly number[]) => async (): Promise<'ok' | 'refused' | 'failed'> => {
  const tab = new GuestBrowser().on(base);
  const eventId = eventIds[Math.floor(Math.random() * eventIds.length)] ?? 0;
  const filled = await fillGuestCart(tab, eventId, { firstname: 'Berta', lastname: 'Last', email: `berta.last.${randomUUID()}@example.org`, company: 'Last GmbH' });
  // A full date refuses the participant (409): counted apart from failures.
  if (filled.status !== 200) return filled.status === 409 ? 'refused' : 'failed';
  const answer = await placeGuestOrder(tab);
  // A full date still takes the order, onto the waiting list: that is the refusal, counted apart.
  const participants = (answer.body as { participants?: { status?: string }[] }).participants ?? [];
  if (answer.status === 200) return participants.some((participant) => participant.status === 'waitlisted') ? 'refused' : 'ok';
  return answer.status === 409 ? 'refused' : 'failed';
};

/** Bookable dates on site (from /api/events; online dates take no overnight option) so that the checkouts spread over many seminars' seats. */
const bookableEvents = async (base: string): Promise<number[]> => {
  const body = (await (await fetch(`${base}/api/events`, { headers: { accept: 'application/json' } })).json()) as { items?: { eventId: number; isOnlineEvent: boolean }[] };
  const ids = (body.items ?? []).filter((event) => !event.isOnlineEvent).map((event) => event.eventId);
  if (ids.length === 0) throw new Error('/api/events listed no date to book');
  return ids;
};

const rows: string[] = [];
const baseline = new Map<string, number>();
/** Per row kind and instance count: requests per second and the instances' CPU in cores. */
interface Figures {
  readonly perSecond: number;
  readonly instanceCores: number;
  readonly postgresCores: number;
}
const measured = new Map<string, Map<number, Figures>>();
for (const instances of [1, 2, 4]) {
  const fleet = await startFleet({ instances, databaseUrl, port: Number(values.port), firstInstancePort: Number(values['first-instance-port']) });
  try {
    const sitemap = await (await fetch(`${fleet.url}/sitemap.xml`)).text();
    const seminar = /<loc>https?:\/\/[^/<]+(\/seminare\/p\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
    if (seminar === undefined) throw new Error('the sitemap lists no seminar page (/seminare/p/…)');
    if ((await fetch(`${fleet.url}${seminar}`)).status !== 200) throw new Error(`${seminar} does not answer 200`);
    const eventIds = await bookableEvents(fleet.url);
    for (const [name, step] of [
      ['event list', page(`${fleet.url}/seminare/veranstaltungen`)],
      [`seminar page ${seminar}`, page(`${fleet.url}${seminar}`)],
      ['checkout (4 calls + checkout)', checkout(fleet.url, eventIds)],
    ] as const) {
      const pids = fleet.instances.map((instance) => instance.process.pid);
      const before = { instances: pids.reduce<number>((sum, pid) => sum + cpuOf(pid), 0), postgres: postgresPids().reduce((sum, pid) => sum + cpuOf(pid), 0), haproxy: cpuOf(fleet.balancer.pid) };
      const result = await load(step);
      const after = { instances: pids.reduce<number>((sum, pid) => sum + cpuOf(pid), 0), postgres: postgresPids().reduce((sum, pid) => sum + cpuOf(pid), 0), haproxy: cpuOf(fleet.balancer.pid) };
      if (instances === 1) baseline.set(name, result.perSecond);
      const ratio = result.perSecond / (baseline.get(name) ?? result.perSecond);
      const share = (cpu: number) => `${((cpu / seconds) * 100).toFixed(0)} %`;
      const kind = name.split(' ')[0] ?? name;
      const byCount = measured.get(kind) ?? new Map<number, Figures>();
      byCount.set(instances, { perSecond: result.perSecond, instanceCores: (after.instances - before.instances) / seconds, postgresCores: (after.postgres - before.postgres) / seconds });
      measured.set(kind, byCount);
      rows.push(
        `| ${name} | ${String(instances)} | ${result.perSecond.toFixed(0)} | ${ratio.toFixed(2)} | ${share(after.instances - before.instances)} | ${share(after.postgres - before.postgres)} | ${share(after.haproxy - before.haproxy)} | ${String(result.failed)} | ${String(result.refused)} |`,
      );
    }
  } finally {
    await fleet.stop();
  }
}
const cores = (await import('node:os')).cpus().length;
console.log(`${String(connections)} connections, ${String(seconds)} s per row, through HAProxy; CPU in % of one core (the machine has ${String(cores)})`);
console.log('| row | instances | per second | ratio to 1 | CPU instances | CPU postgres | CPU haproxy | not 200 | refused (no seat) |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
// Other processes on the machine take cores from the fleet: the load average says how many wanted one.
const load1 = Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
console.log(
  `Load average at the end: ${load1.toFixed(2)} on ${String(cores)} cores.` +
    (load1 > cores ? ' The machine was shared: more instances got no more CPU (see "CPU instances"), so the ratios show contention, not what the fleet scales to.' : ''),
);
// The conclusion from the figures: work per request (CPU seconds / request) tells what a core buys.
for (const [kind, byCount] of measured) {
  const one = byCount.get(1);
  const four = byCount.get(4);
  if (one === undefined || four === undefined || one.perSecond === 0) continue;
  const appCost = one.instanceCores / one.perSecond;
  const dbCost = one.postgresCores / one.perSecond;
  const busy = one.instanceCores + one.postgresCores;
  console.log(
    `${kind}: one instance used ${one.instanceCores.toFixed(2)} cores (PostgreSQL ${one.postgresCores.toFixed(2)}) for ${one.perSecond.toFixed(0)}/s, ` +
      `i.e. ${(appCost * 1000).toFixed(1)} ms instance CPU and ${(dbCost * 1000).toFixed(1)} ms PostgreSQL CPU per request; 4 instances reached ${(four.perSecond / one.perSecond).toFixed(2)}× ` +
      `(${four.instanceCores.toFixed(2)} cores). ${busy >= cores * 0.8 ? `With ${String(cores)} cores already busy, more instances only share them; ` : ''}` +
      `On more cores the ceiling is about ${(1 / (appCost + dbCost)).toFixed(0)}/s per core when instances and PostgreSQL share the machine, ` +
      `and PostgreSQL alone would saturate one core at about ${dbCost > 0 ? (1 / dbCost).toFixed(0) : '∞'}/s.`,
  );
}
