import type { FastifyInstance } from 'fastify';

/** Whether the instance is on its way out; /readyz answers 503 from the first moment of it. */
export interface Lifecycle {
  draining: boolean;
}

export const newLifecycle = (): Lifecycle => ({ draining: false });

export interface ShutdownOptions {
  /**
   * How long /readyz answers 503 while requests are still taken, so a balancer's health check
   * (HAProxy: every second, two failures) takes the instance out before it stops listening.
   */
  readonly drainMs: number;
  /** Longest wait for the requests in flight; connections still open after it are cut. */
  readonly timeoutMs: number;
  /** Closes the database pool after the server (and its LISTEN connection and outbox worker). */
  readonly closeDatabase: () => Promise<void>;
  readonly log: { info(message: string): void; warn(message: string): void };
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SIGTERM: report not ready, wait for the balancer to notice, stop listening and let the requests in
 * flight finish (bounded by timeoutMs), then close what the server holds (Fastify's onClose hooks:
 * the cache-invalidation LISTEN connection, the outbox worker after its round) and the pool.
 */
export const shutDownGracefully = async (server: FastifyInstance, lifecycle: Lifecycle, options: ShutdownOptions): Promise<void> => {
  lifecycle.draining = true;
  if (options.drainMs > 0) {
    options.log.info(`draining: /readyz answers 503 for ${String(options.drainMs)} ms`);
    await sleep(options.drainMs);
  }
  const outcome = { timedOut: false };
  const deadline = setTimeout(() => {
    outcome.timedOut = true;
    options.log.warn(`requests still running after ${String(options.timeoutMs)} ms: closing their connections`);
    server.server.closeAllConnections();
  }, options.timeoutMs);
  deadline.unref();
  // A keep-alive connection whose last request just finished would hold close() open until its
  // idle timeout; it carries nothing in flight, so it is closed as soon as it falls idle.
  const idleSweep = setInterval(() => {
    server.server.closeIdleConnections();
  }, 100);
  try {
    await server.close();
  } finally {
    clearTimeout(deadline);
    clearInterval(idleSweep);
  }
  await options.closeDatabase();
  options.log.info(outcome.timedOut ? 'stopped (some requests were cut)' : 'stopped: every request in flight was answered');
};

/** SHUTDOWN_DRAIN_MS and SHUTDOWN_TIMEOUT_MS, or a problem to report at start. */
export const shutdownTimingFromEnv = (env: NodeJS.ProcessEnv): { drainMs: number; timeoutMs: number } | { problem: string } => {
  const read = (name: string, fallback: number): number | string => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    const ms = Number(value);
    return Number.isInteger(ms) && ms >= 0 && ms <= 600_000 ? ms : `${name} must be a whole number of milliseconds from 0 to 600000, got "${value}".`;
  };
  const drainMs = read('SHUTDOWN_DRAIN_MS', 0);
  const timeoutMs = read('SHUTDOWN_TIMEOUT_MS', 10_000);
  if (typeof drainMs === 'string') return { problem: drainMs };
  if (typeof timeoutMs === 'string') return { problem: timeoutMs };
  return { drainMs, timeoutMs };
};
