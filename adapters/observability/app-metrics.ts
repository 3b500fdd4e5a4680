import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { BusinessMetrics, JobOutcome, JobRuns } from '../../application/ports/business-metrics';

/** The label of every request whose path no route or page pattern claims: one series, however many paths. */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * Request durations in seconds: a cached page takes about a millisecond, a rendered one tens, a
 * checkout a hundred or more; beyond ten seconds the balancer has given up anyway.
 */
const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Every metric of one server, in its own registry (the metrics listener serves it; tests read it). */
export interface AppMetrics {
  readonly registry: Registry;
  readonly requestDuration: Histogram<'method' | 'route' | 'status_class'>;
  readonly pageCache: Counter<'result'>;
  readonly jobRuns: JobRuns;
  readonly business: BusinessMetrics;
}

export interface AppMetricsOptions {
  /** The Node process's own metrics (CPU, memory, event-loop lag, GC): on for a server, off for tests. */
  readonly processMetrics?: boolean;
}

export const createAppMetrics = ({ processMetrics = false }: AppMetricsOptions = {}): AppMetrics => {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry });
  const counter = <L extends string = never>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Counter<L>({ name, help, labelNames, registers: [registry] });

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Dauer der HTTP-Anfragen bis zur Antwort, nach Methode, Routen-Vorlage und Statusklasse',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const pageCache = counter('ifb_page_cache_requests_total', 'Abrufe öffentlicher Seiten: aus dem Seitencache (hit) oder neu gerendert (miss)', ['result'] as const);
  // Not "job": Prometheus gives every target that label (job="ifb-seminare") and would rename ours.
  const jobRuns = counter('ifb_scheduled_job_runs_total', 'Runden der zeitgesteuerten Aufgaben nach Aufgabe und Ergebnis (success, failure, skipped)', ['scheduled_job', 'outcome'] as const);

  const orders = counter('ifb_orders_placed_total', 'Aufgegebene Bestellungen nach Art (online, fax, reservierung, warteliste)', ['kind'] as const);
  const seats = counter('ifb_seats_booked_total', 'Gebuchte Plätze (Bestellung, bestätigte Reservierung, angenommenes Nachrückangebot)');
  const offers = counter('ifb_waitlist_offers_total', 'Nachrückangebote an die Warteliste');
  const lapsed = counter('ifb_reservations_lapsed_total', 'Reservierungen, die ohne Bestätigung abgelaufen sind');
  const mailsSent = counter('ifb_mails_sent_total', 'Vom Mailserver angenommene Mails');
  const mailsFailed = counter('ifb_mails_failed_total', 'Fehlgeschlagene Zustellversuche von Mails');
  const invoices = counter('ifb_invoices_issued_total', 'Ausgestellte Rechnungen');
  // Each series exists from the start, so a rate over a fresh instance is 0, not absent.
  for (const kind of ['online', 'fax', 'reservierung', 'warteliste']) orders.inc({ kind }, 0);
  for (const result of ['hit', 'miss']) pageCache.inc({ result }, 0);

  return {
    registry,
    requestDuration,
    pageCache,
    jobRuns: {
      record: (job: string, outcome: JobOutcome) => {
        jobRuns.inc({ scheduled_job: job, outcome });
      },
    },
    business: {
      orderPlaced: (kind) => {
        orders.inc({ kind });
      },
      seatsBooked: (n) => {
        seats.inc(n);
      },
      waitlistOffered: (n) => {
        offers.inc(n);
      },
      reservationsLapsed: (n) => {
        lapsed.inc(n);
      },
      mailSent: () => {
        mailsSent.inc();
      },
      mailFailed: () => {
        mailsFailed.inc();
      },
      invoiceIssued: () => {
        invoices.inc();
      },
    },
  };
};
