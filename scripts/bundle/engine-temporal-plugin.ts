import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const ENGINE_TEMPORAL = fileURLToPath(new URL('../../ui/platform/engine-temporal.ts', import.meta.url));
/** The one browser module that loads the polyfill itself, where the engine has no Temporal. */
const TEMPORAL_READY = fileURLToPath(new URL('../../ui/platform/temporal-ready.ts', import.meta.url));

/**
 * The browser build reads Temporal from the engine (ui/platform/engine-temporal.ts) instead of
 * importing the polyfill into every chunk that uses it; ui/platform/temporal-ready.ts installs the
 * polyfill first where the engine has none. The server keeps the polyfill (Node 20 has no Temporal).
 */
export const engineTemporal = (): Plugin => ({
  name: 'engine-temporal',
  enforce: 'pre',
  apply: (_config, env) => env.command === 'build' && env.isSsrBuild !== true,
  resolveId: {
    filter: { id: /^temporal-polyfill$/ },
    handler: (_source, importer) => (importer === TEMPORAL_READY ? null : ENGINE_TEMPORAL),
  },
});
