import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from './test-app';

export type TestAppOptions = NonNullable<Parameters<typeof startTestApp>[0]>;

/**
 * The demo server for the tests of one file (or one describe): started before them, closed after
 * them. Options may be computed when it starts (the built pages are loaded then). Returns the
 * running app: call it inside a test or hook. Apart from test-app.ts, which scripts use outside
 * vitest.
 */
export const serveTestApp = (options: TestAppOptions | (() => Promise<TestAppOptions>) = {}): (() => TestApp) => {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp(typeof options === 'function' ? await options() : options);
  }, 120_000);
  afterAll(async () => {
    await started?.close();
  });
  return () => {
    if (started === undefined) throw new Error('The app starts in beforeAll: use it inside a test or hook.');
    return started;
  };
};
