import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { Container } from 'inversify';
import type { PasswordHasher } from '../../application/accounts/password-hasher';
import type { CacheInvalidationBus } from '../../application/cache/cache-invalidation';
import { OUTBOX } from '../../application/mail/mail.tokens';
import type { Clock } from '../../application/ports/clock';
import { CLOCK } from '../../application/ports/clock.tokens';
import type { Token } from '../../application/tokens';
import { bindNavigation } from './bindings/navigation.bindings';
import { InProcessInvalidationBus } from '../cache/in-process-invalidation-bus';
import { ScryptPasswordHasher } from '../crypto/scrypt-password-hasher';
import type { AppDatabase } from '../db/database';
import { DrizzleOutbox } from '../mail/drizzle-outbox';
import { bindAccounts } from './bindings/accounts.bindings';
import { DEFAULT_AUDIT_RETENTION_DAYS } from '../../application/audit/audit-log';
import { bindAdmin, defaultAdminFolders, type AdminFolders } from './bindings/admin.bindings';
import { bindCaches } from './bindings/caches.bindings';
import { bindCart } from './bindings/cart.bindings';
import { bindRequests } from './bindings/requests.bindings';
import { bindParticipantLists } from './bindings/participants.bindings';
import { bindOrderExport } from './bindings/order-export.bindings';
import { bindCatalogueAdmin } from './bindings/catalogue-admin.bindings';
import { bindInvoices } from './bindings/invoices.bindings';
import { bindBackOffice } from './bindings/back-office.bindings';
import { DEFAULT_INVOICE_LEAD_DAYS } from '../../domain/invoice/invoice-plan';
import { bindCatalogue } from './bindings/catalogue.bindings';
import { bindContent } from './bindings/content.bindings';
import { bindDocuments } from './bindings/documents.bindings';
import { bindPortal, defaultPortalFilesDir } from './bindings/portal.bindings';
import { bindTrainingPlans } from './bindings/training-plan.bindings';
import { bindConsultations } from './bindings/consultation.bindings';
import { bindWerbemittel } from './bindings/werbemittel.bindings';
import { bindRecommendations } from './bindings/recommendations.bindings';
import { bindAssistant } from './bindings/assistant.bindings';
import { bindConferenceBookings } from './bindings/conference.bindings';
import { NO_BUSINESS_METRICS, type BusinessMetrics } from '../../application/ports/business-metrics';
import { BUSINESS_METRICS } from '../../application/ports/business-metrics.tokens';
import { tracedOutbox } from '../observability/instrumented-ports';

export type { AdminFolders };

export interface ServerDependencies {
  readonly db: AppDatabase;
  readonly clock: Clock;
  /** scrypt at the recommended cost when not given; tests pass a cheap one. */
  readonly passwordHasher?: PasswordHasher;
  /**
   * The XSRF key (see session/session-secret: SESSION_SECRET or one stored in the database).
   * A container without a server (a test) gets a random one of its own.
   */
  readonly xsrfSecret?: string;
  /** How cache clears reach the other instances; in-process (one instance) when not given. */
  readonly cacheInvalidation?: CacheInvalidationBus;
  /** Folders of the admin area on this server; temporary ones of their own when not given. */
  readonly adminFolders?: AdminFolders;
  /** Where the events' photos and documents are kept; a private temporary folder when not given. */
  readonly portalFilesDir?: string;
  /** How long the audit log keeps its entries (AUDIT_RETENTION_DAYS); a year when not given. */
  readonly auditRetentionDays?: number;
  /** The site's public address for documents read away from the site (the catalogue PDF). */
  readonly siteUrl?: string;
  /** Where orders, seats, offers and lapses are counted; nowhere when not given. */
  readonly business?: BusinessMetrics;
  /** Days before the first seminar day on which an order is invoiced (INVOICE_LEAD_DAYS); 21 when not given. */
  readonly invoiceLeadDays?: number;
}

/**
 * The server's composition root: the only place that knows which concrete class serves each
 * port (one bindings/<feature>.bindings.ts per feature). The server binds the in-process
 * services; SSR resolves the same ones.
 */
export const createServerContainer = ({
  db,
  clock,
  passwordHasher,
  xsrfSecret,
  cacheInvalidation,
  adminFolders,
  portalFilesDir,
  auditRetentionDays,
  siteUrl,
  business,
  invoiceLeadDays,
}: ServerDependencies): Container => {
  const container = new Container();
  container.bind(CLOCK).toConstantValue(clock);
  container.bind(BUSINESS_METRICS).toConstantValue(business ?? NO_BUSINESS_METRICS);
  container.bind(OUTBOX).toConstantValue(tracedOutbox(new DrizzleOutbox(db, clock)));
  const caches = bindCaches(container, cacheInvalidation ?? new InProcessInvalidationBus(), clock);
  bindCatalogue(container, db, clock, caches);
  bindContent(container, db, clock, caches, siteUrl ?? 'http://localhost');
  bindAccounts(container, db, passwordHasher ?? new ScryptPasswordHasher(), xsrfSecret ?? randomBytes(32).toString('base64url'));
  bindAdmin(container, db, clock, caches, adminFolders ?? defaultAdminFolders(), auditRetentionDays ?? DEFAULT_AUDIT_RETENTION_DAYS);
  bindPortal(container, db, portalFilesDir ?? defaultPortalFilesDir());
  bindInvoices(container, db, invoiceLeadDays ?? DEFAULT_INVOICE_LEAD_DAYS);
  bindCart(container, db, clock, caches);
  bindCatalogueAdmin(container, db);
  bindBackOffice(container, db);
  bindRequests(container, db);
  bindParticipantLists(container, db);
  bindOrderExport(container, db);
  bindNavigation(container, clock, caches);
  bindDocuments(container, db);
  bindTrainingPlans(container, db);
  bindConferenceBookings(container, db);
  bindConsultations(container, db);
  bindWerbemittel(container, db);
  bindRecommendations(container, db, clock, caches);
  bindAssistant(container, clock, caches);
  return container;
};

/** Typed resolution of a token. */
export const resolve = <T>(container: Container, key: Token<T>): T => container.get<T>(key);
