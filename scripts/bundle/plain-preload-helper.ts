import type { Plugin } from 'vite';

/** The id under which Vite's build loads its preload helper (vite/dist/node: `preloadHelperId`). */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/**
 * Vite wraps every dynamic import of the browser build in its preload helper, even with
 * build.modulePreload false and one stylesheet for the site (cssCodeSplit false): every
 * dependency list it hands the helper is then empty, and the helper's ~1.3 KB (link building,
 * CSS preloading, the vite:preloadError event, which nothing here listens to) only rode along in
 * every page's start-up JavaScript (issue 11). In its place: the helper reduced to what it does
 * with an empty list, calling the import.
 */
export const plainPreloadHelper = (): Plugin => ({
  name: 'plain-preload-helper',
  enforce: 'pre',
  apply: (_config, env) => env.command === 'build' && env.isSsrBuild !== true,
  load: {
    filter: { id: new RegExp(`^${PRELOAD_HELPER_ID.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`) },
    handler: () => 'export const __vitePreload = (load) => load();',
  },
});
