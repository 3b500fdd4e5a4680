import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseBusy } from './transient-failure';

/** What a driver error looks like after Drizzle has wrapped it (DrizzleQueryError keeps it as cause). */
const wrapped = (cause: unknown): Error => Object.assign(new Error('Failed query: select 1'), { cause });

describe('a busy database, told apart from a broken one', () => {
  it.each([
    ['a statement timeout or cancel (57014)', { code: '57014', message: 'canceling statement due to statement timeout' }],
    ['a lock timeout (55P03)', { code: '55P03', message: 'canceling statement due to lock timeout' }],
  ])('%s is busy, also when wrapped', (_name, driverError) => {
    expect(isDatabaseBusy(driverError)).toBe(true);
    expect(isDatabaseBusy(wrapped(driverError))).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', wrapped({ code: '23505', message: 'duplicate key value violates unique constraint' })],
    ['a bug', new TypeError('x is undefined')],
    ['nothing at all', undefined],
    ['a cycle of causes', ((): object => { const a: { cause?: unknown } = {}; a.cause = a; return a; })()],
  ])('%s is not busy', (_name, error) => {
    expect(isDatabaseBusy(error)).toBe(false);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

/** The error a promise rejects with (the test fails if it resolves). */
const failureOf = async (work: Promise<unknown>): Promise<unknown> => {
  try {
    await work;
  } catch (error: unknown) {
    return error;
  }
  throw new Error('expected the call to fail');
};

/** The PostgreSQL suites run where TEST_DATABASE_URL names a server (npm test sets it when one answers). */
for (const url of adminUrl === undefined ? [] : [adminUrl]) {
  describe('the errors a real PostgreSQL and pg pool give when busy', () => {
    it('a statement that runs out of statement_timeout (57014) is busy', { timeout: 30_000 }, async () => {
      const client = new pg.Client({ connectionString: url, statement_timeout: 50 });
      await client.connect();
      try {
        expect(isDatabaseBusy(await failureOf(client.query('select pg_sleep(5)')))).toBe(true);
      } finally {
        await client.end();
      }
    });

    it('a lock not granted within lock_timeout (55P03) is busy', { timeout: 30_000 }, async () => {
      const key = Math.floor(Math.random() * 2 ** 31);
      const holder = new pg.Client({ connectionString: url });
      const waiter = new pg.Client({ connectionString: url, lock_timeout: 50 });
      await Promise.all([holder.connect(), waiter.connect()]);
      try {
        await holder.query('select pg_advisory_lock($1)', [key]);
        const failure = await failureOf(waiter.query('select pg_advisory_lock($1)', [key]));
        expect(failure).toMatchObject({ code: '55P03' });
        expect(isDatabaseBusy(failure)).toBe(true);
      } finally {
        await Promise.all([holder.end(), waiter.end()]);
      }
    });

    it('no pool connection free within connectionTimeoutMillis is busy', { timeout: 30_000 }, async () => {
      const pool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 50 });
      const taken = await pool.connect();
      try {
        expect(isDatabaseBusy(await failureOf(pool.query('select 1')))).toBe(true);
      } finally {
        taken.release();
        await pool.end();
      }
    });

    it('a statement PostgreSQL refuses as wrong (42P01, no such table) is not busy', { timeout: 30_000 }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        expect(isDatabaseBusy(await failureOf(client.query('select * from no_such_table_anywhere')))).toBe(false);
      } finally {
        await client.end();
      }
    });
  });
}
