import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * What the Node build (vite.node.config.ts: dist/node/server.js and dist/node/cli.js, one build)
 * is made of: a source or a setting newer than the build means the build is stale.
 */
const BUILD_INPUTS = ['adapters', 'application', 'domain', 'ui', 'cli', 'package-lock.json', 'vite.node.config.ts', 'vite.config.ts'];

const newestChange = (path: string): number => {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
};

/**
 * Whether a file of the Node build (a path from the project's folder) is there and newer than
 * every source it is made of: then the tests run it instead of the sources through tsx (a clean
 * clone's `npm test` builds just before the tests that start the CLI and the server).
 */
export const isFreshBuild = (builtFile: string): boolean => {
  let built = 0;
  try {
    built = statSync(join(ROOT, builtFile)).mtimeMs;
  } catch {
    return false; // no build: the sources
  }
  return BUILD_INPUTS.every((input) => newestChange(join(ROOT, input)) < built);
};
