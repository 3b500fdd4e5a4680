import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** The alert rules in the repository: the fleet's Prometheus loads them as a production one would. */
export const ALERT_RULES_FILE = resolve('ops/prometheus/alert-rules.yml');

/** The scrape configuration: every instance's metrics listener, every 15 seconds, with the alert rules. */
export const prometheusConfig = (metricsPorts: readonly number[], rulesFile = ALERT_RULES_FILE): string =>
  [
    'global:',
    '  scrape_interval: 15s',
    '  evaluation_interval: 15s',
    'rule_files:',
    `  - ${JSON.stringify(rulesFile)}`,
    'scrape_configs:',
    '  - job_name: ifb-seminare',
    '    metrics_path: /metrics',
    '    static_configs:',
    '      - targets:',
    ...metricsPorts.map((port) => `          - 127.0.0.1:${String(port)}`),
    '',
  ].join('\n');

/** Debian's Prometheus, installed with apt-get when it is missing. */
export const ensurePrometheus = (): string => {
  const found = spawnSync('sh', ['-c', 'command -v prometheus || ls /usr/bin/prometheus'], { encoding: 'utf8' }).stdout.trim().split('\n')[0];
  if (found) return found;
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const install = spawnSync(sudo[0] ?? 'apt-get', [...(sudo.length > 0 ? ['apt-get'] : []), 'install', '-y', 'prometheus'], { stdio: 'inherit' });
  if (install.status !== 0) throw new Error('Prometheus could not be installed (apt-get install prometheus).');
  return '/usr/bin/prometheus';
};

/** Starts Prometheus on 127.0.0.1:port with the configuration and its data in the folder; resolves once it answers. */
export const startPrometheus = async (
  folder: string,
  port: number,
  metricsPorts: readonly number[],
  log?: (line: string) => void,
): Promise<{ readonly url: string; readonly process: ChildProcess }> => {
  const binary = ensurePrometheus();
  const configFile = join(folder, 'prometheus.yml');
  await writeFile(configFile, prometheusConfig(metricsPorts));
  await mkdir(join(folder, 'prometheus-data'), { recursive: true });
  const child = spawn(
    binary,
    [`--config.file=${configFile}`, `--storage.tsdb.path=${join(folder, 'prometheus-data')}`, `--web.listen-address=127.0.0.1:${String(port)}`],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stderr.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) if (/level=(warn|error)/.test(line)) log?.(`[prometheus] ${line}`);
  });
  const url = `http://127.0.0.1:${String(port)}`;
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Prometheus stopped at start (exit ${String(child.exitCode)})`);
    const ready = await fetch(`${url}/-/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, process: child };
    await new Promise((done) => setTimeout(done, 200));
  }
  child.kill('SIGTERM');
  throw new Error(`Prometheus did not answer on ${url} within 20 s`);
};
