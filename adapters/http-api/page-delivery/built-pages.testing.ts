import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { loadPageRenderer, type PageRenderer } from './page-renderer';

/** The build the page tests render with; `npm test` builds before it runs them. */
export const DIST = fileURLToPath(new URL('../../../dist', import.meta.url));

export const builtPages = async (): Promise<PageRenderer> => {
  const pages = await loadPageRenderer(DIST);
  if (!pages) throw new Error('No build in dist/: run `npm run build` first (npm test does).');
  return pages;
};

/**
 * The demo server with the built pages for the tests of one file: started before them, closed
 * after them. Returns the running app (call it inside a test or hook).
 */
export const serveBuiltPages = (options: Omit<Parameters<typeof startTestApp>[0] & object, 'pages'> = {}): (() => TestApp) => {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp({ ...options, pages: await builtPages() });
  }, 120_000);
  afterAll(async () => {
    await started?.close();
  });
  return () => {
    if (started === undefined) throw new Error('The app starts in beforeAll: use it inside a test or hook.');
    return started;
  };
};
