import { fileURLToPath } from 'node:url';
import type { TestApp } from '../testing/test-app';
import { serveTestApp, type TestAppOptions } from '../testing/serve-test-app';
import { loadPageRenderer, type PageRenderer } from './page-renderer';

/** The build the page tests render with; `npm test` builds before it runs them. */
export const DIST = fileURLToPath(new URL('../../../dist', import.meta.url));

export const builtPages = async (): Promise<PageRenderer> => {
  const pages = await loadPageRenderer(DIST);
  if (!pages) throw new Error('No build in dist/: run `npm run build` first (npm test does).');
  return pages;
};

/** The demo server with the built pages for the tests of one file (serveTestApp). */
export const serveBuiltPages = (options: Omit<TestAppOptions, 'pages'> = {}): (() => TestApp) =>
  serveTestApp(async () => ({ ...options, pages: await builtPages() }));
