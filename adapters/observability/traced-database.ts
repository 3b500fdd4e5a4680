import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { inSpan } from './spans';

/** The statement's first word (SELECT, INSERT …): the span's name, short and of few kinds. */
const operationOf = (text: string): string => /^\s*([a-z]+)/i.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';

const textOf = (query: unknown): string =>
  typeof query === 'string' ? query : typeof query === 'object' && query !== null && 'text' in query && typeof query.text === 'string' ? query.text : '';

/** A span per statement: its SQL with placeholders (never the values, which may be personal data). */
const querySpan = <A>(query: unknown, run: () => Promise<A>): Promise<A> => {
  const text = textOf(query);
  return inSpan(`db ${operationOf(text)}`, { 'db.system.name': 'postgresql', 'db.query.text': text.slice(0, 2000) }, run);
};

/** Spans for the transactions Drizzle opens on this database (the order store's, the admin's …). */
export const traceTransactions = (db: { transaction: (...args: never[]) => Promise<unknown> }): void => {
  const transaction = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
  db.transaction = (...args: unknown[]) => inSpan('db transaction', { 'db.system.name': 'postgresql' }, () => transaction(...args));
};

/** Spans for the statements of the PostgreSQL pool, also on the connections it lends for transactions. */
export const tracePool = (pool: pg.Pool): void => {
  const traced = new WeakSet<object>();
  const traceClient = (client: pg.PoolClient): pg.PoolClient => {
    if (traced.has(client)) return client;
    traced.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
    client.query = ((...args: unknown[]) => querySpan(args[0], () => query(...args))) as pg.PoolClient['query'];
    return client;
  };
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  pool.query = ((...args: unknown[]) => querySpan(args[0], () => query(...args))) as pg.Pool['query'];
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  pool.connect = (async () => traceClient(await connect())) as pg.Pool['connect'];
};

/** Spans for the statements of PGlite, also inside its transactions. */
export const tracePglite = (client: PGlite): void => {
  const traceTx = (tx: Transaction): Transaction => {
    const query = tx.query.bind(tx);
    tx.query = ((text: string, ...rest: unknown[]) => querySpan(text, () => (query as (...args: unknown[]) => Promise<unknown>)(text, ...rest))) as Transaction['query'];
    return tx;
  };
  const query = client.query.bind(client);
  client.query = ((text: string, ...rest: unknown[]) => querySpan(text, () => (query as (...args: unknown[]) => Promise<unknown>)(text, ...rest))) as PGlite['query'];
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) => transaction((tx) => callback(traceTx(tx))));
};
