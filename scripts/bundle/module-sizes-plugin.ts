import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** Where the browser build records which source modules each chunk holds (read by scripts/bundle-report.ts). */
export const MODULE_SIZES_FILE = '.vite/module-sizes.json';

/** Chunk file → source module (relative to the project, node_modules kept) → bytes it takes in the chunk. */
export type ModuleSizes = Readonly<Record<string, Readonly<Record<string, number>>>>;

/**
 * Writes, next to Vite's manifest, how many bytes of each chunk every source module takes after
 * tree-shaking and minification: the manifest says which chunks a page loads, this says why.
 */
export const moduleSizes = (): Plugin => ({
  name: 'module-sizes',
  apply: (_config, env) => env.command === 'build' && env.isSsrBuild !== true,
  generateBundle(_options, bundle) {
    const sizes: Record<string, Record<string, number>> = {};
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      sizes[output.fileName] = Object.fromEntries(
        Object.entries(output.modules)
          .filter(([, module]) => module.renderedLength > 0)
          .map(([id, module]) => [relative(process.cwd(), id.replace(/^\0/, '')), module.renderedLength]),
      );
    }
    this.emitFile({ type: 'asset', fileName: MODULE_SIZES_FILE, source: JSON.stringify(sizes) });
  },
});
