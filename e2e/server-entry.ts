import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The server of the production build (vite.node.config.ts): `npm test` builds it before the journeys. */
const BUILT_SERVER = 'dist/node/server.js';
/** What the built server is made of: a source or a setting newer than the build means the build is stale. */
const BUILD_INPUTS = ['adapters', 'application', 'domain', 'ui', 'package-lock.json', 'vite.node.config.ts', 'vite.config.ts'];

const newestChange = (path: string): number => {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
};

let entry: readonly string[] | undefined;

/**
 * Node's arguments for the journeys' servers (the run's server and the clock servers), from the
 * project's folder: the built server when the build is newer than every source it is made of (a
 * clean clone's `npm test` builds just before the journeys), else adapters/http-api/serve.ts
 * through tsx. Both are the same program (serve.ts is the build's entry); tsx compiles the
 * server's modules again at each start, some 13 s of CPU more per start on a busy 2-core machine
 * (34 s against 47 s to /readyz on a fresh database, seeding included).
 */
export const serverEntry = (): readonly string[] => {
  if (entry === undefined) {
    let built = 0;
    try {
      built = statSync(join(ROOT, BUILT_SERVER)).mtimeMs;
    } catch {
      // No build: the sources.
    }
    const fresh = built > 0 && BUILD_INPUTS.every((input) => newestChange(join(ROOT, input)) < built);
    entry = fresh ? [BUILT_SERVER] : ['--import', 'tsx', 'adapters/http-api/serve.ts'];
  }
  return entry;
};
