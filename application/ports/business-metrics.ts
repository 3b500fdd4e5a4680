/**
 * Driven port: the business facts an operator watches (orders, seats, waiting-list offers,
 * lapsed reservations, mails, invoices), counted where they happen. The server counts them for
 * Prometheus (adapters/observability); tests and tools that do not watch use NO_BUSINESS_METRICS.
 */
export interface BusinessMetrics {
  /** An order was placed (committed); kind: its channel (online, fax, reservierung, warteliste). */
  orderPlaced(kind: string): void;
  /** Seats became booked (a checkout, a confirmed reservation, an accepted offer). */
  seatsBooked(seats: number): void;
  /** Waiting-list entries were offered a seat. */
  waitlistOffered(offers: number): void;
  /** Reservations passed their deadline unconfirmed and gave their seats back. */
  reservationsLapsed(reservations: number): void;
  /** A mail was accepted by the mail server (or the pickup folder). */
  mailSent(): void;
  /** A mail was refused or could not be handed over (the outbox tries again or gives up). */
  mailFailed(): void;
  /** An invoice was issued (its number given out). */
  invoiceIssued(): void;
}

export const NO_BUSINESS_METRICS: BusinessMetrics = {
  orderPlaced: () => undefined,
  seatsBooked: () => undefined,
  waitlistOffered: () => undefined,
  reservationsLapsed: () => undefined,
  mailSent: () => undefined,
  mailFailed: () => undefined,
  invoiceIssued: () => undefined,
};

/** Records a timer's rounds: run here and succeeded or failed, or skipped (another instance had it). */
export interface JobRuns {
  record(job: string, outcome: JobOutcome): void;
}

export type JobOutcome = 'success' | 'failure' | 'skipped';
