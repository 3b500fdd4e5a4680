import type { FastifyInstance } from 'fastify';
import { Temporal } from 'temporal-polyfill';
import { fixedClock } from '../../clock/system-clock';
import { ScryptPasswordHasher } from '../../crypto/scrypt-password-hasher';
import type { Database } from '../../db/database';
import { seedIfEmpty } from '../../db/demo-data/seed';
import { migratedTemplate, openPgliteTemplate, type DatabaseTemplate } from '../../db/testing/database-template';
import { buildApp } from '../app';
import type { PageRenderer } from '../page-delivery/page-renderer';
import type { AppOptions } from '../app';

/** Tests run at a fixed instant, so the demo catalogue and every date in it are repeatable. */
export const TEST_NOW = Temporal.Instant.from('2026-11-22T09:00:00Z');
export const TEST_SEED = 20261122;

/** Cheap scrypt for tests; the cost itself is tested in adapters/crypto. */
export const testPasswordHasher = new ScryptPasswordHasher({ N: 2 ** 10, r: 8, p: 1 });

/**
 * The demo data at TEST_NOW with TEST_SEED, passwords hashed by testPasswordHasher; without the
 * demo's story (no bookings): each test places the bookings it asserts on.
 */
export const testDemoTemplate: DatabaseTemplate = {
  name: `demo-seed-${TEST_SEED}-${TEST_NOW.epochMilliseconds}`,
  prepare: async (database) => {
    await seedIfEmpty(database.db, { now: TEST_NOW, seed: TEST_SEED, scale: 1, withStory: false }, (plain) => testPasswordHasher.hash(plain));
  },
};

export interface TestApp {
  readonly server: FastifyInstance;
  readonly database: Database;
  /** http://127.0.0.1:<ephemeral port> */
  readonly baseUrl: string;
  readonly clock: ReturnType<typeof fixedClock>;
  close(): Promise<void>;
}

/**
 * The real server over real HTTP on an ephemeral loopback port, on an in-memory PGlite
 * (or the given database) seeded with the demo data at TEST_NOW.
 */
export const startTestApp = async (
  options: {
    database?: Database;
    seed?: boolean;
    pages?: PageRenderer;
    trustProxy?: boolean;
    sharedModuleEmbedders?: readonly string[];
  } & Pick<AppOptions, 'metrics' | 'tracing' | 'loadShedding' | 'logger' | 'mail' | 'dataExportMs'> = {},
): Promise<TestApp> => {
  const seed = options.seed ?? true;
  const database = options.database ?? (await openPgliteTemplate(seed ? testDemoTemplate : migratedTemplate));
  if (options.database !== undefined && seed) await testDemoTemplate.prepare(database);
  const clock = fixedClock(TEST_NOW);
  const server = await buildApp({
    database,
    clock,
    passwordHasher: testPasswordHasher,
    pages: options.pages,
    trustProxy: options.trustProxy,
    sharedModuleEmbedders: options.sharedModuleEmbedders,
    metrics: options.metrics,
    tracing: options.tracing,
    loadShedding: options.loadShedding,
    logger: options.logger,
    mail: options.mail,
    dataExportMs: options.dataExportMs,
  });
  const address = await server.listen({ host: '127.0.0.1', port: 0 });
  return {
    server,
    database,
    baseUrl: address,
    clock,
    close: async () => {
      await server.close();
      await database.close();
    },
  };
};
