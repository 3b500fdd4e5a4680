import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as E from 'fp-ts/Either';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CacheInvalidation } from '../../application/cache/cache-invalidation';
import { fixedClock } from '../clock/system-clock';
import { openDatabase, type Database } from '../db/database';
import { DEMO_PASSWORD } from '../db/demo-data/people';
import { seedIfEmpty } from '../db/demo-data/seed';
import { buildApp } from '../http-api/app';
import { TEST_NOW, TEST_SEED, testPasswordHasher } from '../http-api/testing/test-app';
import { MemoryCookieJar } from '../http-client/cookie-jar';
import { createFetchTransport, type HttpTransport } from '../http-client/transport';
import { PgNotifyInvalidationBus } from './pg-notify-invalidation-bus';

const SECRET = 'a-test-secret-that-is-long-enough-for-hmac';

interface CacheRow {
  readonly name: string;
  readonly entries: number;
}

const call = async (transport: HttpTransport, path: string, method: 'GET' | 'POST' = 'GET'): Promise<unknown> => {
  const result = await transport.request({ path, method })();
  if (E.isLeft(result)) throw result.left;
  return result.right;
};

const listingEntries = async (transport: HttpTransport): Promise<number | undefined> =>
  ((await call(transport, '/cache/list')) as { caches: CacheRow[] }).caches.find((cache) => cache.name === 'catalogue-listings')?.entries;

const eventually = async (check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> => {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('a cache clear on PGlite', () => {
  it('clears the one instance there is (in-process bus)', { timeout: 120_000 }, async () => {
    const database = await openDatabase({ kind: 'pglite' });
    await seedIfEmpty(database.db, { now: TEST_NOW, seed: TEST_SEED, scale: 1 }, (plain) => testPasswordHasher.hash(plain));
    const server = await buildApp({ database, clock: fixedClock(TEST_NOW), passwordHasher: testPasswordHasher, sessionSecret: SECRET });
    try {
      const admin = createFetchTransport({ baseUrl: await server.listen({ host: '127.0.0.1', port: 0 }), cookies: new MemoryCookieJar() });
      await call(admin, '/kundenportal/get-token');
      await admin.request({ method: 'POST', path: '/kundenportal/local-login', body: { email: 'admin@example.org', password: DEMO_PASSWORD } })();
      await call(admin, '/api/events?pageSize=3');
      expect(await listingEntries(admin)).toBe(1);
      expect(await call(admin, '/cache/clear/catalogue-listings', 'POST')).toEqual({ cleared: ['catalogue-listings'], broadcast: true });
      expect(await listingEntries(admin)).toBe(0);
    } finally {
      await server.close();
      await database.close();
    }
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

/** The PostgreSQL suites run where TEST_DATABASE_URL names a server (npm test sets it when one answers). */
for (const url of adminUrl === undefined ? [] : [adminUrl]) {
  describe('cache clears across instances sharing one PostgreSQL database', () => {
    const name = `test_${randomBytes(6).toString('hex')}`;
    const databaseUrl = Object.assign(new URL(url), { pathname: `/${name}` }).toString();
    const databases: Database[] = [];
    const servers: FastifyInstance[] = [];
    let first: HttpTransport;
    let second: HttpTransport;

    const admin = async (statement: string): Promise<void> => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };

    beforeAll(async () => {
      await admin(`create database ${name}`);
      for (const _instance of [1, 2]) {
        const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
        databases.push(database);
        await seedIfEmpty(database.db, { now: TEST_NOW, seed: TEST_SEED, scale: 1 }, (plain) => testPasswordHasher.hash(plain));
        servers.push(await buildApp({ database, clock: fixedClock(TEST_NOW), passwordHasher: testPasswordHasher, sessionSecret: SECRET, databaseUrl }));
      }
      // One browser: the session lives in the shared database, so its cookie opens both instances.
      const jar = new MemoryCookieJar();
      const [one, two] = await Promise.all(servers.map((server) => server.listen({ host: '127.0.0.1', port: 0 })));
      first = createFetchTransport({ baseUrl: one ?? '', cookies: jar });
      second = createFetchTransport({ baseUrl: (two ?? '').replace('127.0.0.1', 'localhost'), cookies: jar });
      for (const transport of [first, second]) {
        await call(transport, '/kundenportal/get-token');
        const login = await transport.request({ method: 'POST', path: '/kundenportal/local-login', body: { email: 'admin@example.org', password: DEMO_PASSWORD } })();
        if (E.isLeft(login)) throw login.left;
      }
    }, 180_000);

    afterAll(async () => {
      for (const server of servers) await server.close();
      for (const database of databases) await database.close();
      await admin(`drop database if exists ${name} with (force)`);
    }, 60_000);

    it('a clear on one instance empties the cache of the other (LISTEN/NOTIFY)', { timeout: 60_000 }, async () => {
      await call(second, '/api/events?pageSize=3');
      expect(await listingEntries(second)).toBe(1);
      expect(await call(first, '/cache/clear/catalogue-listings', 'POST')).toEqual({ cleared: ['catalogue-listings'], broadcast: true });
      await eventually(async () => (await listingEntries(second)) === 0);

      await call(second, '/api/events?pageSize=4');
      await call(first, '/cache/clear-all', 'POST');
      await eventually(async () => (await listingEntries(second)) === 0);
    });

    it('the listener reconnects after its connection is killed, clears all (it may have missed some), and hears clears again', { timeout: 60_000 }, async () => {
      const received: CacheInvalidation[] = [];
      const bus = await PgNotifyInvalidationBus.start({
        connectionString: databaseUrl,
        notify: async (channel, payload) => {
          const client = new pg.Client({ connectionString: databaseUrl });
          await client.connect();
          await client.query('select pg_notify($1, $2)', [channel, payload]);
          await client.end();
        },
        log: { info: () => undefined, warn: () => undefined },
        reconnectDelayMs: () => 50,
      });
      bus.subscribe((message) => received.push(message));
      try {
        await bus.publish({ origin: 'test', target: { scope: 'one', name: 'catalogue-events' } });
        await eventually(() => Promise.resolve(received.length === 1));

        // Ends every LISTEN connection on the test database: the app instances' and this bus's.
        await admin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and query like 'LISTEN%'`);
        await eventually(() => Promise.resolve(received.some((message) => message.origin === 'reconnect')));
        await bus.publish({ origin: 'test', target: { scope: 'all' } });
        await eventually(() => Promise.resolve(received.at(-1)?.target.scope === 'all' && received.at(-1)?.origin === 'test'));

        // The app instances reconnected as well: a clear on one reaches the other again.
        await eventually(async () => {
          await call(second, '/api/events?pageSize=5');
          await call(first, '/cache/clear/catalogue-listings', 'POST');
          await new Promise((resolve) => setTimeout(resolve, 200));
          return (await listingEntries(second)) === 0;
        });
      } finally {
        await bus.close();
      }
    });
  });
}
