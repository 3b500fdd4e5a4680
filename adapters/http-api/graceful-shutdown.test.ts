import { describe, expect, it } from 'vitest';
import { createServer } from './server';
import { DEFAULT_SITE_HOSTS } from './site';
import { newLifecycle, shutDownGracefully, shutdownTimingFromEnv } from './graceful-shutdown';

const quiet = { info: () => undefined, warn: () => undefined };

/** A server with one slow route, as a request in flight at SIGTERM. */
const slowServer = async (slowMs: number) => {
  const lifecycle = newLifecycle();
  const server = createServer({ hosts: DEFAULT_SITE_HOSTS, isReady: () => Promise.resolve(true), lifecycle });
  server.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, slowMs));
    return { done: true };
  });
  const baseUrl = await server.listen({ host: '127.0.0.1', port: 0 });
  return { server, lifecycle, baseUrl };
};

describe('graceful shutdown', () => {
  it('answers 503 on /readyz while draining, finishes the request in flight, then stops listening and closes the database', async () => {
    const { server, lifecycle, baseUrl } = await slowServer(400);
    expect((await fetch(`${baseUrl}/readyz`)).status).toBe(200);
    const inFlight = fetch(`${baseUrl}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    let databaseClosed = false;
    const stopping = shutDownGracefully(server, lifecycle, {
      drainMs: 200,
      timeoutMs: 5_000,
      closeDatabase: () => {
        databaseClosed = true;
        return Promise.resolve();
      },
      log: quiet,
    });
    const readyWhileDraining = await fetch(`${baseUrl}/readyz`);
    expect(readyWhileDraining.status).toBe(503);
    expect(await readyWhileDraining.json()).toMatchObject({ message: 'Der Server wird gerade beendet.' });
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    await stopping;
    expect(databaseClosed).toBe(true);
    await expect(fetch(`${baseUrl}/healthz`)).rejects.toThrow();
  });

  it('cuts a request that outlives the timeout instead of waiting for it', async () => {
    const { server, lifecycle, baseUrl } = await slowServer(10_000);
    const inFlight = fetch(`${baseUrl}/slow`).then(
      () => 'answered',
      () => 'cut',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await shutDownGracefully(server, lifecycle, { drainMs: 0, timeoutMs: 300, closeDatabase: () => Promise.resolve(), log: quiet });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await inFlight).toBe('cut');
  });

  it('reads its timing from the environment and refuses nonsense', () => {
    expect(shutdownTimingFromEnv({})).toEqual({ drainMs: 0, timeoutMs: 10_000 });
    expect(shutdownTimingFromEnv({ SHUTDOWN_DRAIN_MS: '2000', SHUTDOWN_TIMEOUT_MS: '500' })).toEqual({ drainMs: 2000, timeoutMs: 500 });
    expect(shutdownTimingFromEnv({ SHUTDOWN_DRAIN_MS: '-1' })).toHaveProperty('problem');
  });
});
