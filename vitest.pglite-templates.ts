/**
 * Global setup of the adapters tests: migrates (and seeds) each PGlite template once per run and
 * hands its folder to the test processes, which open their own copy of it instead of migrating
 * a database per test file (adapters/db/testing/database-template.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cartTestTemplate } from './adapters/db/cart/cart-fixtures.testing';
import { migratedTemplate, TEMPLATES_DIR_ENV, writePgliteTemplates } from './adapters/db/testing/database-template';
import { testDemoTemplate } from './adapters/http-api/testing/test-app';

export default async function setup(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'pglite-templates-'));
  await writePgliteTemplates(dir, [migratedTemplate, testDemoTemplate, cartTestTemplate]);
  // The test processes start after the global setup and inherit this environment.
  process.env[TEMPLATES_DIR_ENV] = dir;
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
