/**
 * `npm run fleet -- --instances N [--port 8080] [--first-instance-port 3101] [--monitoring]`: N
 * production instances (dist/node/server.js) on one PostgreSQL (DATABASE_URL) behind HAProxy,
 * round robin without sticky sessions, health-checked on /readyz. Each serves its metrics on
 * 127.0.0.1:first-metrics-port + i; with --monitoring, Debian's Prometheus scrapes them all
 * (ops/prometheus/alert-rules.yml loaded). Ctrl-C stops them all (each drains first).
 */
import { Command, InvalidArgumentError } from 'commander';
import { startFleet } from './fleet/fleet';

const whole = (min: number, max: number) => (value: string) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) throw new InvalidArgumentError(`a whole number from ${String(min)} to ${String(max)}`);
  return number;
};

const options = new Command('fleet')
  .option('--instances <n>', 'how many instances', whole(1, 32), 2)
  .option('--port <port>', "the balancer's port", whole(1, 65535), 8080)
  .option('--first-instance-port <port>', 'instance i listens on this port + i', whole(1, 65535), 3101)
  .option('--first-metrics-port <port>', "instance i serves its metrics on this port + i", whole(1, 65535), 9464)
  .option('--monitoring', 'also start Prometheus (Debian package) scraping every instance')
  .option('--prometheus-port <port>', "Prometheus's port with --monitoring", whole(1, 65535), 9090)
  .parse()
  .opts<{ instances: number; port: number; firstInstancePort: number; firstMetricsPort: number; monitoring?: boolean; prometheusPort: number }>();

const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl === undefined || databaseUrl === '') {
  console.error('Bitte setzen Sie DATABASE_URL (z. B. postgres://postgres@127.0.0.1:5432/ifb): alle Instanzen teilen eine PostgreSQL-Datenbank.');
  process.exit(2);
}
if (process.env.SESSION_SECRET === undefined) {
  console.error('Hinweis: ohne SESSION_SECRET teilen die Instanzen den einmal in der Datenbank gespeicherten Schlüssel.');
}

const fleet = await startFleet({ ...options, prometheusPort: options.monitoring === true ? options.prometheusPort : undefined, databaseUrl, log: (line) => {
    console.log(line);
  } }).catch((error: unknown) => {
  console.error(`Die Instanzen konnten nicht gestartet werden: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
console.log(
  `${String(options.instances)} Instanzen (Ports ${fleet.instances.map((instance) => instance.port).join(', ')}) hinter HAProxy: ${fleet.url}/  – Strg-C beendet alle.`,
);
if (fleet.prometheus) console.log(`Prometheus: ${fleet.prometheus.url}/targets (Metriken der Instanzen ab 127.0.0.1:${String(options.firstMetricsPort)}/metrics, Alarmregeln unter ${fleet.prometheus.url}/alerts).`);
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  console.log('Beende alle Instanzen (sie nehmen erst keine neuen Anfragen mehr an und beantworten die laufenden) …');
  void fleet.stop().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
