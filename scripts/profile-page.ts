/**
 * npm run profile:page [-- --path /seminare/warenkorb --requests 300 --port 3171 --out .profiles --login EMAIL]:
 * starts the built production server (dist/node/server.js, as `npm run start:prod` does) under
 * `node --cpu-prof` on a fresh PGlite data folder, opens a guest session with one date in its cart
 * (with --login, logged in as that demo user with the demo password, e.g. for /kundenportal/meinifb),
 * asks for the page `requests` times one after another with that session's cookies, stops the
 * server and prints where its CPU time went: self time grouped by package (React, react-router,
 * PGlite, io-ts, Temporal, our own code…), the busiest functions, and the TTFB p50 of the requests.
 * The .cpuprofile stays in --out for Chrome DevTools. Prints figures, asserts nothing.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEMO_PASSWORD } from '../adapters/db/demo-data/people';
import { GuestBrowser } from '../adapters/http-api/testing/guest-browser';

const { values } = parseArgs({
  options: {
    path: { type: 'string', default: '/seminare/warenkorb' },
    requests: { type: 'string', default: '300' },
    port: { type: 'string', default: '3171' },
    out: { type: 'string', default: '.profiles' },
    login: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
const USAGE = 'Usage: npm run profile:page -- [--path P] [--requests N] [--port 1-65535] [--out DIR] [--login EMAIL]';
if (values.help === true) {
  console.log(USAGE);
  process.exit(0);
}
const requests = Number(values.requests);
const port = Number(values.port);
if (!Number.isInteger(requests) || requests < 1 || !Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(USAGE);
  process.exit(2);
}
const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = resolve(root, values.out);
const dataDir = mkdtempSync(join(tmpdir(), 'profile-page-'));
const origin = `http://127.0.0.1:${String(port)}`;
// Made before the server starts: a missing folder failed the listing below and left the server running.
mkdirSync(outDir, { recursive: true });
const before = new Set(readdirSync(outDir, { withFileTypes: true }).filter((f) => f.isFile()).map((f) => f.name));

const server = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${outDir}`, 'dist/node/server.js'], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', PGLITE_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const exited = new Promise<number | null>((done) => server.once('exit', done));

const waitUntilReady = async (): Promise<void> => {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error('the server did not become ready within two minutes');
};

const times: number[] = [];
/** The measured requests' loadWindow on the monotonic clock (µs), which V8's profile timestamps also use. */
let loadWindow = { from: 0, to: 0 };
const monotonicMicros = (): number => Number(process.hrtime.bigint() / 1000n);
try {
  await waitUntilReady();
  const tab = new GuestBrowser().on(origin);
  await tab.ok('GET', '/kundenportal/get-token');
  if (values.login !== undefined) await tab.ok('POST', '/kundenportal/local-login', { email: values.login, password: DEMO_PASSWORD });
  const listing = (await tab.ok('GET', '/api/events?pageSize=20')) as { items: { eventId: number }[] };
  const eventId = listing.items[5]?.eventId ?? listing.items[0]?.eventId;
  if (eventId === undefined) throw new Error('no upcoming date in the demo data');
  await tab.ok('POST', '/order-api/add-cart-item', { eventId });
  for (let i = 0; i < 20; i += 1) await tab.page(values.path);
  loadWindow = { from: monotonicMicros(), to: 0 };
  for (let i = 0; i < requests; i += 1) {
    const started = performance.now();
    const answer = await tab.page(values.path);
    times.push(performance.now() - started);
    if (answer.status !== 200) throw new Error(`${values.path} answered ${String(answer.status)}`);
  }
  loadWindow = { ...loadWindow, to: monotonicMicros() };
} finally {
  server.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}

const written = readdirSync(outDir).filter((name) => name.endsWith('.cpuprofile') && !before.has(name));
const file = written[0];
if (file === undefined) throw new Error(`no new .cpuprofile in ${outDir}`);

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
  readonly hitCount: number;
  readonly children?: readonly number[];
}
const profile = JSON.parse(readFileSync(join(outDir, file), 'utf8')) as { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] };

// Only the samples taken while the measured requests ran: start-up and shutdown are left out.
const sampleMs = new Map<number, number>();
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  const delta = profile.timeDeltas[i] ?? 0;
  at += delta;
  if (at >= loadWindow.from && at <= loadWindow.to) sampleMs.set(id, (sampleMs.get(id) ?? 0) + delta / 1000);
});

/** Which package or part of ours a frame belongs to. */
const groupOf = (node: ProfileNode): string => {
  const { url, functionName } = node.callFrame;
  if (url === '') {
    if (functionName === '(garbage collector)') return 'garbage collection';
    if (functionName === '(idle)' || functionName === '(program)') return functionName;
    return `native: ${functionName || '(anonymous)'}`;
  }
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(url);
  if (pkg) {
    const name = pkg[1] ?? '';
    const rest = pkg[2] ?? '';
    return rest.includes('development') ? `${name} (DEVELOPMENT build)` : name;
  }
  if (url.startsWith('node:')) return 'node internals';
  if (url.includes('/dist/server/')) return 'ui (dist/server)';
  if (url.includes('/dist/node/')) return 'server (dist/node)';
  return url.replace(/^file:\/\//, '').replace(root, '');
};

const byGroup = new Map<string, number>();
const byFunction = new Map<string, number>();
let busy = 0;
for (const node of profile.nodes) {
  const ms = sampleMs.get(node.id) ?? 0;
  if (ms === 0) continue;
  const group = groupOf(node);
  byGroup.set(group, (byGroup.get(group) ?? 0) + ms);
  if (group !== '(idle)') busy += ms;
  const where = `${node.callFrame.functionName || '(anonymous)'}  ${node.callFrame.url.replace(/^.*\/(node_modules\/)?/, '')}:${String(node.callFrame.lineNumber + 1)}`;
  if (group !== '(idle)') byFunction.set(where, (byFunction.get(where) ?? 0) + ms);
}

// Inclusive time: each sample counts once for every function on its stack (a recursive one once).
const parentOf = new Map<number, ProfileNode>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node);
const inclusive = new Map<string, number>();
for (const node of profile.nodes) {
  const ms = sampleMs.get(node.id) ?? 0;
  if (ms === 0 || groupOf(node) === '(idle)') continue;
  const onStack = new Set<string>();
  for (let frame: ProfileNode | undefined = node; frame !== undefined; frame = parentOf.get(frame.id)) {
    if (frame.callFrame.url !== '') onStack.add(`${frame.callFrame.functionName || '(anonymous)'}  ${frame.callFrame.url.replace(/^.*\/(node_modules\/)?/, '')}:${String(frame.callFrame.lineNumber + 1)}`);
  }
  for (const where of onStack) inclusive.set(where, (inclusive.get(where) ?? 0) + ms);
}

const sorted = [...times].sort((a, b) => a - b);
const p = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
console.log(`profile: ${join(values.out, file)}`);
console.log(`${values.path} ${values.login === undefined ? '' : ` as ${values.login}`} with one date in the cart: ${String(requests)} requests one at a time, whole-response time p50 ${p(0.5).toFixed(1)} ms, p90 ${p(0.9).toFixed(1)} ms`);
console.log(`server CPU (not idle) while they ran: ${busy.toFixed(0)} ms in ${((loadWindow.to - loadWindow.from) / 1000).toFixed(0)} ms, ${(busy / requests).toFixed(1)} ms per request\n`);
const rows = [...byGroup.entries()].filter(([group]) => group !== '(idle)').sort(([, a], [, b]) => b - a);
console.log('self time by part'.padEnd(60) + 'ms'.padStart(9) + 'share'.padStart(8));
for (const [group, ms] of rows.slice(0, 25)) console.log(group.slice(0, 58).padEnd(60) + ms.toFixed(0).padStart(9) + `${((100 * ms) / busy).toFixed(1)} %`.padStart(8));
console.log('\nbusiest functions (self time)');
for (const [where, ms] of [...byFunction.entries()].sort(([, a], [, b]) => b - a).slice(0, 25)) console.log(`${ms.toFixed(0).padStart(7)} ms  ${where.slice(0, 110)}`);
console.log('\nbusiest functions (inclusive: with what they call)');
for (const [where, ms] of [...inclusive.entries()].sort(([, a], [, b]) => b - a).slice(0, 40)) console.log(`${ms.toFixed(0).padStart(7)} ms ${`${((100 * ms) / busy).toFixed(0)} %`.padStart(5)}  ${where.slice(0, 110)}`);
