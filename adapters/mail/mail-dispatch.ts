import type { PdfRenderer } from '../../application/documents/pdf-renderer';
import type { MailAddress, Mailer } from '../../application/mail/mailer';
import { OutboxDispatcher } from '../../application/mail/outbox-dispatcher';
import type { Clock } from '../../application/ports/clock';
import type { AppDatabase } from '../db/database';
import { DrizzleOutboxStore } from './drizzle-outbox-store';
import { startOutboxWorker, type OutboxWorker, type OutboxWorkerLog } from './outbox-worker';

/** What a server needs to send the outbox's mails itself (npm start passes it; API tests mostly do not). */
export interface MailDispatchOptions {
  readonly mailer: Mailer;
  readonly operator: MailAddress;
  readonly pollIntervalMs: number;
  /** How long a claimed row stays with this instance (default 300 s). */
  readonly leaseSeconds?: number | undefined;
  /** The site's address for links in mails (the accept link of a waiting-list offer). */
  readonly siteUrl?: string | undefined;
}

/** Starts this instance's outbox dispatcher over the database. */
export const startMailDispatch = (
  db: AppDatabase,
  clock: Clock,
  pdf: PdfRenderer,
  { mailer, operator, pollIntervalMs, siteUrl, leaseSeconds }: MailDispatchOptions,
  log: OutboxWorkerLog,
): OutboxWorker => startOutboxWorker(new OutboxDispatcher(new DrizzleOutboxStore(db), mailer, pdf, { operator, siteUrl }, clock, leaseSeconds === undefined ? {} : { leaseSeconds }), pollIntervalMs, log);
