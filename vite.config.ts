import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';
import { defaultClientConditions, defineConfig } from 'vite';
import { moduleSizes } from './scripts/bundle/module-sizes-plugin';
import { engineTemporal } from './scripts/bundle/engine-temporal-plugin';
import { keepPreviousBuild } from './scripts/bundle/keep-previous-build';
import { plainPreloadHelper } from './scripts/bundle/plain-preload-helper';
import { siteIcons } from './scripts/site-icons';

/** react-router's production build, which its exports map does not name (see resolve below). */
export const REACT_ROUTER_PRODUCTION = {
  find: /^react-router$/,
  replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
};

/**
 * Two builds from one config: the browser bundle (`vite build`, into dist/client with a
 * manifest the server reads) and the server renderer (`vite build --ssr ui/entry-server.tsx`,
 * into dist/server). Linaria extracts the CSS of *.styles.ts files at build time.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    wyw({
      include: ['ui/**/*.styles.ts'],
      babelOptions: { presets: ['@babel/preset-typescript'] },
    }),
    react(),
    siteIcons(),
    moduleSizes(),
    plainPreloadHelper(),
    engineTemporal(),
    keepPreviousBuild(),
  ],
  // rxjs's ES2015 build: its default (ES5) one carries class helpers (tslib) and longer code into every page.
  // react-router's exports map names only its development build, whose one difference is
  // ENABLE_DEV_WARNINGS = true: warnings built on every render of the routes. The browser and the
  // server renderer get the production build the package ships beside it.
  resolve: isSsrBuild
    ? { alias: [REACT_ROUTER_PRODUCTION] }
    : { conditions: ['es2015', ...defaultClientConditions], alias: [REACT_ROUTER_PRODUCTION] },
  // The server renderer is bundled with fp-ts and io-ts: their subpath imports ('fp-ts/Option')
  // have no exports map, which plain Node (npm run start:prod, without tsx's loader) cannot resolve.
  ssr: { noExternal: ['fp-ts', 'io-ts'] },
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: false, target: 'node20' }
    : {
        outDir: 'dist/client',
        // Not emptied: keepPreviousBuild leaves the previous build's files (open pages, a running server).
        emptyOutDir: false,
        manifest: true,
        // No preload helper around dynamic imports: it put each lazy chunk's dependency list into
        // the importing chunk and wrote a <link rel=modulepreload> per dependency on every load (a
        // long task after hydration). A page's own chunks are preloaded from the manifest by the
        // server (ui/start-after-paint.ts); the rest load when first used, warmed on intent.
        modulePreload: false,
        // One stylesheet for the whole site, as before the pages were split off: a page linking
        // the CSS of each of its chunks waits for several render-blocking requests (later FCP)
        // for a few KB; the one file is cached from the first page on.
        cssCodeSplit: false,
        rolldownOptions: {
          input: 'ui/entry-client.tsx',
          output: {
            // Libraries change less often than the site: own chunks stay cached across deploys.
            // Pages are split off by their routes' lazy imports.
            // No catch-all vendor chunk: it would put every library any page uses (temporal, io-ts,
            // inversify …) into every page's start; Rolldown splits the rest by who imports it.
            // The modules every page runs at start that pages' chunks use too (services context,
            // commerce context, Either …) stay together with the entry's code: on its own, Rolldown
            // split them into a dozen chunks of a few hundred bytes, each a request and a gzip
            // stream of its own (1.6 KB more gzip on every page, issue 11).
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/, priority: 20 },
                { name: 'frame', tags: ['$initial'], priority: 10 },
                // The texts of dates, counts and prices every catalogue card shows: four modules
                // of a few hundred bytes that pages start with, one request instead of four. The
                // unbroken 'A–Z' of headings and links (AtoZ) joins them: alone it was a chunk of
                // 160 bytes gzip on the pages that say A–Z; so does the one-line helper that names
                // a route's modules (page-chunks), a chunk of 70 bytes on every catalogue page.
                { name: 'texts', test: /(ui[\\/]dates[\\/]instant-text|domain[\\/]calendar[\\/]berlin-wall-clock|domain[\\/]text[\\/]german-numbers|domain[\\/]money[\\/]money|ui[\\/]theme[\\/]text\.styles|ui[\\/]routing[\\/]page-chunks)\.ts$|ui[\\/]layout[\\/]AtoZ\.tsx$/, priority: 15 },
                // The addresses an event card's actions link to (reserve, cost sheet, wishlist):
                // three chunks of 150–220 bytes gzip on every page with dates, one request instead.
                { name: 'event-links', test: /(ui[\\/]pages[\\/]reservation[\\/]reservation\.paths|application[\\/]documents[\\/]documents\.paths|application[\\/]wishlist[\\/]wishlist\.paths)\.ts$/, priority: 15 },
                // What the seminar's own pages add to that (its consultants, the training
                // entitlement, who represents whom, its styles): four more small chunks, one request
                // instead. Together with the two groups above the seminar page starts 0.4 KB
                // lighter (issue 28: it had reached the ceiling).
                { name: 'seminar-links', test: /(application[\\/]consultation[\\/]consultation\.paths|ui[\\/]pages[\\/]entitlement[\\/]entitlement-paths|domain[\\/]paperwork[\\/]representation|ui[\\/]pages[\\/]seminar[\\/]seminar\.styles)\.ts$/, priority: 15 },
              ],
            },
          },
        },
      },
}));
