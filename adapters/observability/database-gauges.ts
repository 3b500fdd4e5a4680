import { sql } from 'drizzle-orm';
import { Gauge } from 'prom-client';
import { RETRY_POLICY } from '../../application/mail/retry-policy';
import type { Clock } from '../../application/ports/clock';
import type { Database } from '../db/database';
import { outbox, waitlistEntries } from '../db/schema';
import type { AppMetrics } from './app-metrics';

/** An open offer that ends within this many hours is "about to expire" (the offer runs 48 hours). */
export const EXPIRING_OFFER_HOURS = 12;

const rowsOf = (result: unknown): readonly Record<string, unknown>[] =>
  typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows) ? (result.rows as Record<string, unknown>[]) : [];

/** The answer of one call, shared by the calls of the next second (the gauges of one scrape). */
const sharedWithinScrape = <A>(read: () => Promise<A>): (() => Promise<A>) => {
  let last: { readonly at: number; readonly answer: Promise<A> } | undefined;
  return () => {
    if (last === undefined || Date.now() - last.at > 1000) last = { at: Date.now(), answer: read() };
    return last.answer;
  };
};

/**
 * The gauges read from the database when Prometheus scrapes (every 15 s, two small queries on
 * partial indexes): the pool's connections, the outbox's backlog and the waiting-list offers about
 * to expire unanswered. A query that fails shows NaN for that scrape rather than an old value
 * as if it were current (and an alert on the value stays quiet: /readyz and "up" speak then).
 */
export const observeDatabase = (metrics: AppMetrics, database: Database, clock: Clock): void => {
  const registers = [metrics.registry];
  const poolGauge = (name: string, help: string, read: (stats: NonNullable<ReturnType<Database['poolStats']>>) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        const stats = database.poolStats();
        this.set(stats === undefined ? Number.NaN : read(stats));
      },
    });
  // PGlite has one connection and no pool: nothing to show.
  if (database.poolStats() !== undefined) {
    poolGauge('ifb_db_pool_total_connections', 'Offene Verbindungen des PostgreSQL-Pools', (stats) => stats.total);
    poolGauge('ifb_db_pool_idle_connections', 'Freie Verbindungen des PostgreSQL-Pools', (stats) => stats.idle);
    poolGauge('ifb_db_pool_waiting_requests', 'Anfragen, die auf eine freie Verbindung des Pools warten', (stats) => stats.waiting);
  }

  // One query feeds the three outbox gauges; each gauge's collect asks for it within one scrape.
  const outboxState = sharedWithinScrape(async () => {
    const now = clock.now().toString();
    const [row] = rowsOf(
      await database.db.execute(sql`
        select count(*) filter (where ${outbox.attempts} < ${RETRY_POLICY.maxAttempts}) as pending,
               count(*) filter (where ${outbox.attempts} >= ${RETRY_POLICY.maxAttempts}) as abandoned,
               coalesce(extract(epoch from (${now}::timestamptz - min(${outbox.createdAt}) filter (where ${outbox.attempts} < ${RETRY_POLICY.maxAttempts}))), 0) as oldest
          from ${outbox} where ${outbox.sentAt} is null`),
    );
    return { pending: Number(row?.pending ?? 0), abandoned: Number(row?.abandoned ?? 0), oldest: Math.max(0, Number(row?.oldest ?? 0)) };
  });
  const outboxGauge = (name: string, help: string, read: (state: Awaited<ReturnType<typeof outboxState>>) => number) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        try {
          this.set(read(await outboxState()));
        } catch {
          this.set(Number.NaN);
        }
      },
    });
  outboxGauge('ifb_outbox_backlog', 'Mails im Postausgang, die noch (erneut) versucht werden', (state) => state.pending);
  outboxGauge('ifb_outbox_abandoned', 'Mails im Postausgang, die nach allen Versuchen aufgegeben wurden', (state) => state.abandoned);
  outboxGauge('ifb_outbox_oldest_pending_age_seconds', 'Alter der ältesten noch nicht gesendeten Mail in Sekunden (0 ohne Rückstand)', (state) => state.oldest);

  new Gauge({
    name: 'ifb_waitlist_offers_expiring',
    help: `Offene Nachrückangebote, die in den nächsten ${String(EXPIRING_OFFER_HOURS)} Stunden unbeantwortet ablaufen`,
    registers,
    async collect() {
      try {
        const now = clock.now();
        const [row] = rowsOf(
          await database.db.execute(sql`
            select count(*) as expiring from ${waitlistEntries}
             where ${waitlistEntries.status} = 'offered'
               and ${waitlistEntries.offerExpiresAt} > ${now.toString()}
               and ${waitlistEntries.offerExpiresAt} <= ${now.add({ hours: EXPIRING_OFFER_HOURS }).toString()}`),
        );
        this.set(Number(row?.expiring ?? 0));
      } catch {
        this.set(Number.NaN);
      }
    },
  });
};
