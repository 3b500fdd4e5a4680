import { describe, expect, it } from 'vitest';
import { OVERLOADED_MESSAGE } from '../http-api/server';
import { serveTestApp } from '../http-api/testing/serve-test-app';

/** Keeps the event loop busy, as a request that computes too long would. */
const blockEventLoop = (ms: number): void => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy on purpose
  }
};

const waitFor = async (condition: () => boolean, timeoutMs: number): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('the condition did not come true in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('load shedding: an overloaded instance refuses requests and leaves the balancer', () => {
  // Measured every second; a mean event-loop delay above 300 ms is pressure (a busy test machine stays below).
  const app = serveTestApp({ loadShedding: { maxEventLoopDelayMs: 300, maxHeapUsedBytes: 0, sampleIntervalMs: 1000 } });

  /** /readyz's status, asked until it is the expected one (the measurement runs once a second). */
  const readyzBecomes = async (status: number): Promise<number> => {
    const deadline = Date.now() + 10_000;
    let answer = 0;
    while (Date.now() < deadline) {
      answer = (await fetch(`${app().baseUrl}/readyz`)).status;
      if (answer === status) return answer;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return answer;
  };

  it('after the event loop was held up, API calls get 503 with Retry-After in the error shape, a browser a German page, and /readyz 503', async () => {
    const { baseUrl, server } = app();
    // The start itself (migrations, demo data) may have held the loop up: its measurement passes first.
    expect(await readyzBecomes(200)).toBe(200);

    // Sustained pressure: the loop is held up again until a measurement (once a second) has seen it.
    for (let round = 0; round < 6 && !server.isUnderPressure(); round += 1) {
      blockEventLoop(1500);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await waitFor(() => server.isUnderPressure(), 3000);

    const [api, page, ready, health] = await Promise.all([
      fetch(`${baseUrl}/api/seminare`, { headers: { accept: 'application/json' } }),
      fetch(`${baseUrl}/seminare`, { headers: { accept: 'text/html,application/xhtml+xml' } }),
      fetch(`${baseUrl}/readyz`),
      fetch(`${baseUrl}/healthz`),
    ]);
    expect(api.status).toBe(503);
    expect(api.headers.get('retry-after')).toBe('5');
    expect(await api.json()).toEqual({ error: 'unavailable', message: OVERLOADED_MESSAGE });

    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('5');
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('lang="de"');
    expect(html).toContain('Gerade überlastet');
    expect(html).toContain(OVERLOADED_MESSAGE);

    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('5');
    expect(await ready.json()).toEqual({ error: 'unavailable', message: OVERLOADED_MESSAGE });
    // The process lives: the orchestrator must not restart it for being busy.
    expect(health.status).toBe(200);

    // Once the loop is free again, the next measurement lifts the pressure.
    expect(await readyzBecomes(200)).toBe(200);
  }, 30_000);
});
