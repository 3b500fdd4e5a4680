import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPrometheus } from './prometheus';

/** What `npm run fleet` and `npm run bench:fleet` start: N production instances behind HAProxy. */
export interface FleetOptions {
  readonly instances: number;
  readonly databaseUrl: string;
  /** The balancer's port (what visitors use). */
  readonly port: number;
  /** Instance i listens on firstInstancePort + i. */
  readonly firstInstancePort: number;
  /** Extra environment for every instance (SESSION_SECRET, MAIL_PICKUP_DIR …). */
  readonly env?: NodeJS.ProcessEnv;
  /** Instance i serves its metrics on firstMetricsPort + i (METRICS_PORT); 9464 + i when not given. */
  readonly firstMetricsPort?: number;
  /** Also start Prometheus on this port, scraping every instance (`--monitoring`). */
  readonly prometheusPort?: number;
  /** Instances' and balancer's output; quiet when not given. */
  readonly log?: (line: string) => void;
}

export interface RunningFleet {
  readonly url: string;
  readonly instances: readonly { readonly port: number; readonly process: ChildProcess }[];
  readonly balancer: ChildProcess;
  /** Prometheus, when the fleet was started with monitoring. */
  readonly prometheus?: { readonly url: string; readonly process: ChildProcess };
  /** SIGTERM to every instance (they drain and stop) and the balancer; resolves when all have exited. */
  stop(): Promise<void>;
}

const SERVER = 'dist/node/server.js';

/** The balancer's configuration: round robin, no stickiness, /readyz checked every second. */
export const haproxyConfig = (port: number, instancePorts: readonly number[]): string =>
  [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  option http-keep-alive',
    // A request refused by an instance that is going away is sent to another (GET and others that never reached it).
    '  retries 2',
    '  option redispatch',
    'frontend site',
    `  bind 127.0.0.1:${String(port)}`,
    '  default_backend instances',
    'backend instances',
    '  balance roundrobin',
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    // Out after 2 failed checks (2 s; SHUTDOWN_DRAIN_MS covers it), back in after 2 good ones.
    '  default-server inter 1s fall 2 rise 2',
    ...instancePorts.map((instancePort, index) => `  server instance${String(index + 1)} 127.0.0.1:${String(instancePort)} check`),
    '',
  ].join('\n');

/** Debian's HAProxy, installed with apt-get when it is missing. */
export const ensureHaproxy = (): string => {
  const found = spawnSync('sh', ['-c', 'command -v haproxy || ls /usr/sbin/haproxy'], { encoding: 'utf8' }).stdout.trim().split('\n')[0];
  if (found) return found;
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const install = spawnSync(sudo[0] ?? 'apt-get', [...(sudo.length > 0 ? ['apt-get'] : []), 'install', '-y', 'haproxy'], { stdio: 'inherit' });
  if (install.status !== 0) throw new Error('HAProxy could not be installed (apt-get install haproxy).');
  return '/usr/sbin/haproxy';
};

const waitForReady = async (url: string, timeoutMs: number): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = await fetch(`${url}/readyz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} was not ready within ${String(timeoutMs)} ms`);
};

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => { resolve(); }));

/** Starts one production instance (node dist/node/server.js) and waits for its /readyz. */
export const startInstance = async (
  port: number,
  options: Pick<FleetOptions, 'databaseUrl' | 'env' | 'log'> & { readonly metricsPort?: number },
): Promise<ChildProcess> => {
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_MS: '2000',
      ...options.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      // Each instance its own metrics port; without one they would all ask for 9464.
      METRICS_PORT: options.metricsPort === undefined ? 'off' : String(options.metricsPort),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) if (line !== '') options.log?.(`[${String(port)}] ${line}`);
  };
  child.stdout.on('data', forward);
  child.stderr.on('data', forward);
  await Promise.race([
    waitForReady(`http://127.0.0.1:${String(port)}`, 60_000),
    exited(child).then(() => {
      throw new Error(`the instance on port ${String(port)} stopped at start (exit ${String(child.exitCode)})`);
    }),
  ]);
  return child;
};

/**
 * The fleet: the first instance starts alone (it migrates and seeds an empty database), the others
 * then together; HAProxy in front with a generated configuration in a temporary folder.
 */
export const startFleet = async (options: FleetOptions): Promise<RunningFleet> => {
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run npm run build first.`);
  const haproxy = ensureHaproxy();
  const ports = Array.from({ length: options.instances }, (_, index) => options.firstInstancePort + index);
  const metricsPorts = ports.map((_, index) => (options.firstMetricsPort ?? 9464) + index);
  const first = await startInstance(ports[0] ?? options.firstInstancePort, { ...options, metricsPort: metricsPorts[0] });
  const rest = await Promise.all(ports.slice(1).map((port, index) => startInstance(port, { ...options, metricsPort: metricsPorts[index + 1] })));
  const folder = await mkdtemp(join(tmpdir(), 'ifb-fleet-'));
  const configFile = join(folder, 'haproxy.cfg');
  await writeFile(configFile, haproxyConfig(options.port, ports));
  const balancer = spawn(haproxy, ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  balancer.stderr.on('data', (chunk: Buffer) => {
    options.log?.(`[haproxy] ${chunk.toString('utf8').trim()}`);
  });
  const url = `http://127.0.0.1:${String(options.port)}`;
  // HAProxy starts its servers as up; the site is there once a request through it is answered.
  await waitForReady(url, 10_000);
  const instances = [first, ...rest].map((process, index) => ({ port: ports[index] ?? 0, process }));
  const prometheus = options.prometheusPort === undefined ? undefined : await startPrometheus(folder, options.prometheusPort, metricsPorts, options.log);
  return {
    url,
    instances,
    balancer,
    ...(prometheus === undefined ? {} : { prometheus }),
    stop: async () => {
      for (const { process: child } of instances) child.kill('SIGTERM');
      await Promise.all(instances.map(({ process: child }) => exited(child)));
      balancer.kill('SIGTERM');
      await exited(balancer);
      if (prometheus !== undefined) {
        prometheus.process.kill('SIGTERM');
        await exited(prometheus.process);
      }
    },
  };
};
