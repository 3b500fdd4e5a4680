/**
 * npm run bench:fleet [-- --seconds 5 --connections 32] (after npm run build, DATABASE_URL or
 * TEST_DATABASE_URL set): requests per second of the event list and a seminar page through
 * HAProxy with 1, 2 and 4 production instances, the ratio to one instance, and the CPU seconds
 * the instances, PostgreSQL and HAProxy used (from /proc). Prints figures, asserts nothing.
 */
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { startFleet } from './fleet/fleet';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '5' }, connections: { type: 'string', default: '32' } } });
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

/** `connections` loops fetching `path` for `seconds`; answers per second (non-200 counted apart). */
const load = async (url: string): Promise<{ perSecond: number; failed: number }> => {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const response = await fetch(url).catch(() => undefined);
        await response?.arrayBuffer();
        if (response?.status === 200) done += 1;
        else failed += 1;
      }
    }),
  );
  return { perSecond: done / seconds, failed };
};

const rows: string[] = [];
const baseline = new Map<string, number>();
for (const instances of [1, 2, 4]) {
  const fleet = await startFleet({ instances, databaseUrl, port: 8461, firstInstancePort: 3490 });
  try {
    const sitemap = await (await fetch(`${fleet.url}/sitemap.xml`)).text();
    const seminar = /<loc>https?:\/\/[^/]+(\/seminare\/s\/[^<]+)<\/loc>/.exec(sitemap)?.[1] ?? '/seminare';
    for (const [name, path] of [
      ['event list', '/seminare/veranstaltungen'],
      ['seminar page', seminar],
    ] as const) {
      const pids = fleet.instances.map((instance) => instance.process.pid);
      const before = { instances: pids.reduce<number>((sum, pid) => sum + cpuOf(pid), 0), postgres: postgresPids().reduce((sum, pid) => sum + cpuOf(pid), 0), haproxy: cpuOf(fleet.balancer.pid) };
      const result = await load(`${fleet.url}${path}`);
      const after = { instances: pids.reduce<number>((sum, pid) => sum + cpuOf(pid), 0), postgres: postgresPids().reduce((sum, pid) => sum + cpuOf(pid), 0), haproxy: cpuOf(fleet.balancer.pid) };
      if (instances === 1) baseline.set(name, result.perSecond);
      const ratio = result.perSecond / (baseline.get(name) ?? result.perSecond);
      const share = (cpu: number) => `${((cpu / seconds) * 100).toFixed(0)} %`;
      rows.push(
        `| ${name} | ${String(instances)} | ${result.perSecond.toFixed(0)} | ${ratio.toFixed(2)} | ${share(after.instances - before.instances)} | ${share(after.postgres - before.postgres)} | ${share(after.haproxy - before.haproxy)} | ${String(result.failed)} |`,
      );
    }
  } finally {
    await fleet.stop();
  }
}
console.log(`${String(connections)} connections, ${String(seconds)} s per row, through HAProxy; CPU in % of one core (the machine has ${String((await import('node:os')).cpus().length)})`);
console.log('| page | instances | requests/s | ratio to 1 | CPU instances | CPU postgres | CPU haproxy | not 200 |');
console.log('|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
console.log(
  'The instances together cannot use more than the cores there are: when "CPU instances" is near 100 % × cores, more instances only share the same cores, and the ratio stays near 1. With more cores the throughput grows with the instances until PostgreSQL\'s CPU share becomes the limit.',
);
