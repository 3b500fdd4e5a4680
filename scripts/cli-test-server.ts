/**
 * The real server for the CLI's tests, as a process of its own (the CLI's tests import no
 * adapters): PGlite in memory with the demo data at the tests' fixed instant, on an ephemeral
 * loopback port. Prints one JSON line {"baseUrl": …} once it listens; ends on SIGTERM.
 * ADMIN_DOCUMENTS_DIR and ADMIN_TEMP_DIR name the admin area's folders.
 */
import { mkdir } from 'node:fs/promises';
import { fixedClock } from '../adapters/clock/system-clock';
import { openDatabase } from '../adapters/db/database';
import { seedIfEmpty } from '../adapters/db/demo-data/seed';
import { buildApp } from '../adapters/http-api/app';
import { TEST_NOW, TEST_SEED, testPasswordHasher } from '../adapters/http-api/testing/test-app';

const documentsDir = process.env.ADMIN_DOCUMENTS_DIR;
const tempDir = process.env.ADMIN_TEMP_DIR;
if (documentsDir === undefined || tempDir === undefined) {
  console.error('ADMIN_DOCUMENTS_DIR and ADMIN_TEMP_DIR must be set');
  process.exit(2);
}
await mkdir(tempDir, { recursive: true });
const database = await openDatabase({ kind: 'pglite' });
await seedIfEmpty(database.db, { now: TEST_NOW, seed: TEST_SEED, scale: 1, withStory: false }, (plain) => testPasswordHasher.hash(plain));
const server = await buildApp({
  database,
  clock: fixedClock(TEST_NOW),
  passwordHasher: testPasswordHasher,
  sessionSecret: 'a-test-secret-that-is-long-enough-for-hmac',
  adminFolders: { documentsDir, tempDir },
});
const baseUrl = await server.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`${JSON.stringify({ baseUrl })}\n`);
process.once('SIGTERM', () => {
  void server.close().then(() => database.close()).then(() => process.exit(0));
});
