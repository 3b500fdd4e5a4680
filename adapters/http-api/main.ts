/**
 * `npm start`: opens (and migrates) the database, fills an empty one with the demo catalogue,
 * and serves both site variants on PORT.
 */
import { systemClock } from '../clock/system-clock';
import { clockStartingAt } from '../clock/started-clock';
import { ScryptPasswordHasher } from '../crypto/scrypt-password-hasher';
import { openDatabase } from '../db/database';
import { seedIfEmpty } from '../db/demo-data/seed';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from './app';
import { loadPageRenderer } from './page-delivery/page-renderer';
import { serverConfigFromEnv } from './config';
import { newLifecycle, shutDownGracefully, shutdownTimingFromEnv } from './graceful-shutdown';
import { createMailer } from '../mail/create-mailer';
import { mailConfigFromEnv } from '../mail/mail-config';
import { operationsConfigFromEnv } from '../observability/operations-config';
import { createAppMetrics } from '../observability/app-metrics';
import { startMetricsListener, type MetricsListener } from '../observability/metrics-listener';
import { routeLabelOf } from '../observability/http-metrics';
import { traceFields } from '../observability/spans';

const config = serverConfigFromEnv(process.env);
if ('problem' in config) {
  console.error(`Cannot start: ${config.problem}`);
  process.exit(2);
}

// The one clock of the process: the system's, or one started days ahead (CLOCK_START) for rehearsals.
const clock = config.clockStart === undefined ? systemClock : clockStartingAt(config.clockStart);

const shutdownTiming = shutdownTimingFromEnv(process.env);
if ('problem' in shutdownTiming) {
  console.error(`Cannot start: ${shutdownTiming.problem}`);
  process.exit(2);
}

const mailConfig = mailConfigFromEnv(process.env);
if ('problem' in mailConfig) {
  console.error(`Cannot start: ${mailConfig.problem}`);
  process.exit(2);
}
const { mailer, description: mailDescription } = createMailer(mailConfig, clock);

const operations = operationsConfigFromEnv(process.env);
if ('problem' in operations) {
  console.error(`Cannot start: ${operations.problem}`);
  process.exit(2);
}
// Traces only when a collector is named (OTEL_EXPORTER_OTLP_ENDPOINT): the SDK is loaded then alone.
const tracing =
  process.env.OTEL_EXPORTER_OTLP_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT
    ? (await import('../observability/tracing')).tracingFromEnv(process.env, routeLabelOf)
    : undefined;
// Without a listener (METRICS_PORT=off) nobody reads the process metrics or request times: neither is taken.
const scraped = operations.metrics !== undefined;
const metrics = createAppMetrics({ processMetrics: scraped });

const database = await openDatabase(config.database).catch((error: unknown) => {
  console.error(`Cannot open the database (${config.database.kind}): ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
if (tracing) database.traceQueries();
const hasher = new ScryptPasswordHasher();
const seeded = await seedIfEmpty(database.db, { now: clock.now(), seed: config.demoSeed, scale: config.demoScale }, (plain) => hasher.hash(plain));

const pages = await loadPageRenderer(fileURLToPath(new URL('../../dist', import.meta.url)));
const lifecycle = newLifecycle();
const server = await buildApp({
  lifecycle,
  pages,
  database,
  clock,
  seatHousekeepingMs: config.seatHousekeepingMs,
  hosts: config.hosts,
  trustProxy: config.trustProxy,
  sharedModuleEmbedders: config.sharedModuleEmbedders,
  cspReportFile: process.env.CSP_REPORT_FILE,
  metrics,
  timeRequests: scraped,
  tracing,
  loadShedding: operations.loadShedding,
  logger: {
    level: process.env.LOG_LEVEL ?? 'info',
    redact: ['req.headers.cookie', 'req.headers["x-xsrf-token"]'],
    // A line written inside a trace (a use case's, the outbox's) carries its trace id; a request's own lines get it from server.ts.
    ...(tracing ? { mixin: (_object: object, _level: number, logger: { bindings(): Record<string, unknown> }) => ('trace_id' in logger.bindings() ? {} : traceFields()) } : {}),
  },
  mail: {
    mailer,
    operator: mailConfig.operator,
    pollIntervalMs: mailConfig.pollIntervalMs,
    leaseSeconds: mailConfig.leaseSeconds,
    siteUrl: mailConfig.siteUrl ?? `http://${config.hosts.main}:${String(config.port)}`,
  },
  // The listening connection for cache clears of the other instances (PostgreSQL only).
  databaseUrl: config.database.kind === 'postgres' ? config.database.url : undefined,
  adminFolders: {
    documentsDir: process.env.DOCUMENTS_DIR ?? fileURLToPath(new URL('../../.data/documents', import.meta.url)),
    tempDir: process.env.SERVER_TEMP_DIR ?? join(tmpdir(), `ifb-server-${String(process.pid)}`),
  },
});
server.log.info(mailDescription);
if (seeded) server.log.info('Empty database: filled it with the demo catalogue.');
if (!pages) server.log.warn('No build in dist/: serving the APIs only (npm run build makes the pages).');

let metricsListener: MetricsListener | undefined;
const shutdown = async (signal: string): Promise<void> => {
  server.log.info(`${signal}: shutting down`);
  try {
    await metricsListener?.close();
    await shutDownGracefully(server, lifecycle, {
      ...shutdownTiming,
      closeDatabase: async () => {
        await database.close();
        await tracing?.shutdown();
      },
      log: {
        info: (message) => {
          server.log.info(message);
        },
        warn: (message) => {
          server.log.warn(message);
        },
      },
    });
    process.exit(0);
  } catch (error) {
    server.log.error(error);
    process.exit(1);
  }
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await server.listen({ port: config.port, host: config.host });
  server.log.info(`Main site: http://${config.hosts.main}:${config.port}/  Works-council site: http://${config.hosts.worksCouncil}:${config.port}/`);
  if (operations.metrics !== undefined) {
    // The site runs on without its metrics (the scrape's "up" shows the gap) rather than not at all.
    metricsListener = await startMetricsListener(metrics.registry, operations.metrics).catch((error: unknown) => {
      server.log.warn(`Metrics listener not started on ${operations.metrics?.host ?? ''}:${String(operations.metrics?.port)} (METRICS_PORT): ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    });
    if (metricsListener) server.log.info(`Metrics for Prometheus: ${metricsListener.url}`);
  }
  if (tracing) server.log.info(`Traces go to ${process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? process.env.OTEL_EXPORTER_OTLP_ENDPOINT ?? ''} (OTLP).`);
} catch (error) {
  server.log.error(error);
  await database.close();
  process.exit(1);
}
