import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Manifest, ManifestChunk } from '../../adapters/http-api/page-delivery/manifest-assets';
import { ENTRY } from '../../adapters/http-api/page-delivery/manifest-assets';

/**
 * What a page loads to hydrate: the entry script and the modules its matched routes load lazily
 * (the server names their chunks to the page's starter, ui/entry-server.tsx), each with every
 * chunk it imports statically. Chunks a page only imports on use (popups, a loader on navigation)
 * are not part of it. Since issue 28 the starter loads them on the visitor's first sign of
 * interaction, not at once (ui/start-after-paint.ts): before any interaction a page loads none,
 * which `npm run bench:bundle` measures in Chromium. This set is then what the first tap, key or
 * pointer move costs a phone before the page responds to it, and its budget still holds.
 */
export interface PageType {
  readonly name: string;
  /** An example address of the page type (for the report). */
  readonly path: string;
  /** The manifest keys (source paths) of the page's route family (ui/routing/route-families.ts) and of the modules its matched routes name in their handles. */
  readonly modules: readonly string[];
}

/** The public page types the budget holds for (issue 11); the modules are those of their routes' handles. */
export const PUBLIC_PAGE_TYPES: readonly PageType[] = [
  { name: 'home', path: '/', modules: ['ui/pages/home/site-home.routes.ts', 'ui/pages/home/HomePage.tsx'] },
  { name: 'event list', path: '/seminare/veranstaltungen', modules: ['ui/pages/catalogue/catalogue.routes.tsx', 'ui/pages/catalogue/EventListPage.tsx'] },
  { name: 'seminar entry', path: '/seminare', modules: ['ui/pages/catalogue/catalogue.routes.tsx', 'ui/pages/catalogue/EntryPage.tsx'] },
  { name: 'seminar page', path: '/seminare/p/{slug}', modules: ['ui/pages/seminar/seminar.routes.tsx', 'ui/pages/seminar/SeminarLayout.tsx', 'ui/pages/seminar/SeminarOverview.tsx'] },
  { name: 'seminar dates', path: '/seminare/p/{slug}/termine', modules: ['ui/pages/seminar/seminar.routes.tsx', 'ui/pages/seminar/SeminarLayout.tsx', 'ui/pages/seminar/SeminarDates.tsx'] },
  { name: 'cart', path: '/seminare/warenkorb', modules: ['ui/pages/cart/cart.routes.tsx', 'ui/pages/cart/CartPage.tsx'] },
  { name: 'works-council home', path: 'betriebsrat: /', modules: ['ui/pages/home/site-home.routes.ts', 'ui/pages/works-council/WorksCouncilHomePage.tsx'] },
  { name: 'works-council article', path: 'betriebsrat: /fachartikel/{slug}', modules: ['ui/pages/works-council/works-council.routes.tsx', 'ui/pages/works-council/ContentPages.tsx'] },
];

/** The goal of issue 11 ("Fast on a phone"): what a public page may load at start, gzip. */
export const START_UP_BUDGET_GZIP = 120 * 1024;

/**
 * What the build reaches today and .ci/start-up-budget.test.ts holds it to, so a change that adds
 * to every page's start fails. Above the goal: React, react-dom and react-router alone are 95 KB
 * gzip, leaving 25 KB for the site's frame (header, navigation, footer, consent, route table).
 * Lower it as the frame gets lighter; never raise it to let a change through. (Raised once,
 * 156 -> 160, when the route table took in the training plan, jobs, election news, entitlement,
 * wishlist comparison and portal pages: the router had to know every path at start then; back to 158
 * when the consent check dropped io-ts; 158 -> 141 when the route table split into families that
 * load with their pages (ui/routing/route-families.ts); 141 -> 135 when the browser ports became a
 * chunk each, the preload helper went, and the tracking rules, the open mobile menu and the flyout
 * layers load on first use; 135 -> 125 when rxjs left the start (the header's timed stores load
 * after hydration, the page's shared state became a small value cell), the footer became a static
 * part without code in the browser, the frame's shared modules stopped being a dozen tiny chunks,
 * the preload helper shrank to a call, and the port table and the popovers' reducers load later.
 * 125 -> 121 when the cart's forms and its quick login became parts that hydrate after the page
 * (ui/layout/deferred-part.tsx): the cart went from 124.0 to 116.3; 121 -> 120, the goal, when the
 * 'Merken' form's names moved into EventActions (as a module of their own they were a chunk and a
 * request on every page with dates). The seminar page is the largest: at the goal then, 119.6 KB
 * once the small chunks of its links and of the event cards' links became one each, issue 28.)
 */
export const START_UP_CEILING_GZIP = 120 * 1024;

export interface FileSize {
  readonly file: string;
  readonly raw: number;
  readonly gzip: number;
  readonly brotli: number;
}

export interface StartUp {
  readonly page: PageType;
  readonly files: readonly FileSize[];
  readonly total: Omit<FileSize, 'file'>;
}

export const readManifest = (clientDir: string): Manifest => {
  const path = join(clientDir, '.vite/manifest.json');
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new Error(`no build at ${path}: run \`npm run build\` first`);
  }
  return JSON.parse(text) as Manifest;
};

const closure = (manifest: Manifest, keys: readonly string[], seen: Set<string>): ManifestChunk[] =>
  keys.flatMap((key) => {
    const chunk = manifest[key];
    if (chunk === undefined) throw new Error(`the build manifest has no ${key}: is the page type's module still lazily loaded?`);
    if (seen.has(key)) return [];
    seen.add(key);
    return [chunk, ...closure(manifest, chunk.imports ?? [], seen)];
  });

/** The JavaScript files (relative to the client folder) a page of the type loads at start, each once. */
export const startUpFiles = (manifest: Manifest, page: PageType): readonly string[] => [
  ...new Set(closure(manifest, [ENTRY, ...page.modules], new Set()).map((chunk) => chunk.file)),
];

const sizeCache = new Map<string, FileSize>();

/** Sizes as the server sends them: raw, gzip -9 and brotli 11 (scripts/precompress-assets.ts). */
export const fileSize = (clientDir: string, file: string): FileSize => {
  const path = join(clientDir, file);
  const cached = sizeCache.get(path);
  if (cached) return cached;
  const body = readFileSync(path);
  const size = {
    file,
    raw: body.length,
    gzip: gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length,
  };
  sizeCache.set(path, size);
  return size;
};

export const startUpOf = (clientDir: string, manifest: Manifest, page: PageType): StartUp => {
  const files = startUpFiles(manifest, page).map((file) => fileSize(clientDir, file));
  const sum = (key: 'raw' | 'gzip' | 'brotli') => files.reduce((total, file) => total + file[key], 0);
  return { page, files, total: { raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') } };
};
