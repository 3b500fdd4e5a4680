import { cp } from 'node:fs/promises';
import { defineConfig, type Plugin } from 'vite';
import { keepPreviousBuild } from './scripts/bundle/keep-previous-build';
import { REACT_ROUTER_PRODUCTION } from './vite.config';

/**
 * The production build of the server and the CLI (`npm run build` runs it after the pages):
 * plain JavaScript in dist/node that `node` runs without tsx or TypeScript (`npm run start:prod`).
 * Every chunk sits directly in dist/node, two folders below the project like the sources
 * (adapters/http-api/serve.ts), so the paths the code derives from import.meta.url (.data/, dist/)
 * point to the same places; the migrations folder is copied beside them for the migrator.
 * Packages stay in node_modules (npm ci --omit=dev installs them), except fp-ts and io-ts: their
 * subpath imports ('fp-ts/Either') have no exports map, which Node's ESM loader cannot resolve,
 * so they are bundled.
 */
const copyMigrations = (): Plugin => ({
  name: 'copy-migrations',
  apply: 'build',
  async writeBundle() {
    await cp('adapters/db/migrations', 'dist/node/migrations', { recursive: true });
  },
});

export default defineConfig({
  plugins: [copyMigrations(), keepPreviousBuild()],
  ssr: { noExternal: ['fp-ts', 'io-ts'] },
  resolve: { alias: [REACT_ROUTER_PRODUCTION] },
  build: {
    ssr: true,
    outDir: 'dist/node',
    // Not emptied: a running server keeps importing its own chunks (keepPreviousBuild).
    emptyOutDir: false,
    target: 'node20',
    minify: false,
    reportCompressedSize: false,
    rolldownOptions: {
      input: { server: 'adapters/http-api/serve.ts', cli: 'cli/main.ts' },
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
});
