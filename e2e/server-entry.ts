import { isFreshBuild } from '../scripts/fresh-build';

/** The server of the production build (vite.node.config.ts): `npm test` builds it before the journeys. */
const BUILT_SERVER = 'dist/node/server.js';

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
  entry ??= isFreshBuild(BUILT_SERVER) ? [BUILT_SERVER] : ['--import', 'tsx', 'adapters/http-api/serve.ts'];
  return entry;
};
