import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { ACCOUNTS, RATE_LIMITER, SESSIONS, USER_REPOSITORY, XSRF_TOKENS } from '../../application/accounts/accounts.tokens';
import type { PasswordHasher } from '../../application/accounts/password-hasher';
import { CATALOGUE } from '../../application/catalogue/catalogue.tokens';
import { DrizzleServerSecretRepository } from '../db/accounts/server-secret-repository';
import { DrizzleJobSchedule } from '../db/jobs/drizzle-job-schedule';
import type { Database } from '../db/database';
import type { Clock } from '../../application/ports/clock';
import { ADMIN, ADMIN_ACCESS, DOWNLOAD_FILTERS } from '../../application/admin/admin.tokens';
import { openInvalidationBus } from '../cache/invalidation-bus';
import { createServerContainer, resolve, type AdminFolders } from './container';
import { adminRoutes } from './routes/admin.routes';
import { catalogueAdminRoutes } from './routes/catalogue-admin.routes';
import { requestRoutes } from './routes/requests.routes';
import { participantRoutes } from './routes/participants.routes';
import { orderExportRoutes } from './routes/order-export.routes';
import { ORDER_EXPORT } from '../../application/order-export/order-export.tokens';
import { PARTICIPANT_LISTS } from '../../application/participants/participants.tokens';
import { REQUEST_INBOX } from '../../application/requests/requests.tokens';
import { CATALOGUE_ADMIN, SEMINAR_ADMIN } from '../../application/catalogue-admin/catalogue-admin.tokens';
import { seminarAdminRoutes } from './routes/seminar-admin.routes';
import { CONFERENCE_DESK, SEMINAR_DATE_DESK, VENUE_DESK } from '../../application/catalogue-admin/catalogue-admin.tokens';
import { conferenceDeskRoutes } from './routes/conference-desk.routes';
import { venueDeskRoutes } from './routes/venue-desk.routes';
import { storedImageRoutes } from './routes/stored-images.routes';
import { DrizzleImageStore } from '../db/admin/image-store';
import { seminarDateDeskRoutes } from './routes/seminar-date-desk.routes';
import { authRoutes } from './routes/auth.routes';
import { catalogueRoutes } from './routes/catalogue.routes';
import { contentRoutes } from './routes/content.routes';
import { CONTENT } from '../../application/content/content.tokens';
import { formsRoutes } from './routes/forms.routes';
import { portalEventsRoutes } from './routes/portal-events.routes';
import { portalFeedbackRoutes } from './routes/portal-feedback.routes';
import { portalFilesRoutes } from './routes/portal-files.routes';
import { portalGremiumRoutes } from './routes/portal-gremium.routes';
import { portalSettingsRoutes } from './routes/portal-settings.routes';
import { privacyRoutes } from './routes/privacy.routes';
import { wishlistRoutes } from './routes/wishlist.routes';
import { cartRoutes } from './routes/cart.routes';
import { sharedModulesCartRoutes } from './routes/shared-modules-cart.routes';
import { installFormRateLimits } from './form-rate-limit';
import { auditRetentionDaysFrom, scheduleAuditRetention } from './audit-retention';
import { AUDIT_LOG } from '../../application/audit/audit.tokens';
import { scheduleSeatHousekeeping } from './routes/cart-housekeeping';
import { invoiceLeadDaysFrom, scheduleInvoicing } from './invoice-issuing';
import { CUSTOMER_INVOICES, INVOICING } from '../../application/invoices/invoices.tokens';
import { waitlistRoutes } from './routes/cart-waitlist.routes';
import { consultationRoutes } from './routes/consultation.routes';
import { werbemittelRoutes } from './routes/werbemittel.routes';
import { WERBEMITTEL_SHOP } from '../../application/werbemittel/werbemittel.tokens';
import { recommendationRoutes } from './routes/recommendations.routes';
import { assistantRoutes } from './routes/assistant.routes';
import { ASSISTANT } from '../../application/assistant/assistant.tokens';
import { trainingPlanRoutes } from './routes/training-plan.routes';
import { conferenceBookingRoutes } from './routes/conference-booking.routes';
import { CONFERENCE_BOOKINGS } from '../../application/conference/conference.tokens';
import { TRAINING_PLANS } from '../../application/training-plan/training-plan.tokens';
import { CONSULTATIONS } from '../../application/consultation/consultation.tokens';
import { RECOMMENDATIONS } from '../../application/recommendations/recommendations.tokens';
import { SHOPPING_CART } from '../../application/cart/cart.tokens';
import { ORDER_BOOKINGS, WAITING_LIST } from '../../application/orders/orders.tokens';
import { FORMS } from '../../application/forms/forms.tokens';
import {
  EVENT_FILES,
  EVENT_FILE_STORE,
  GREMIUM_PORTAL,
  PORTAL_EVENTS,
  PORTAL_FEEDBACK,
  PORTAL_SETTINGS,
} from '../../application/portal/portal.tokens';
import { WISHLIST } from '../../application/wishlist/wishlist.tokens';
import { DOCUMENTS, DOWNLOAD_FILES, PDF_RENDERER } from '../../application/documents/documents.tokens';
import { PortalPdfs } from '../../application/documents/portal-pdfs';
import { PORTAL_BOOKINGS, PORTAL_DOCUMENTS } from '../../application/portal/portal.tokens';
import { NewsPdfs } from '../../application/documents/news-pdfs';
import { PaperworkPdfs } from '../../application/documents/paperwork-pdfs';
import { newsPdfRoutes } from './routes/news-pdf.routes';
import { downloadFileRoutes } from './routes/download-file.routes';
import { invoiceAdminRoutes } from './routes/invoice-admin.routes';
import { orderDeskRoutes } from './routes/order-desk.routes';
import { ORDER_DESK } from '../../application/back-office/order-desk.tokens';
import { invoiceFilesRoutes } from './routes/invoice-files.routes';
import { paperworkRoutes } from './routes/paperwork.routes';
import { startMailDispatch, type MailDispatchOptions } from '../mail/mail-dispatch';
import { documentsRoutes } from './routes/documents.routes';
import { ensureDemoEventFiles } from '../db/portal/demo-portal-data';
import type { PageRenderer } from './page-delivery/page-renderer';
import { formBodies, pageResponder, pageRoutes, publicPagesFirst } from './page-delivery/page-routes';
import { PUBLIC_PAGE_CACHE } from './bindings/caches.bindings';
import { siteFilesRoutes } from './page-delivery/site-files.routes';
import { sharedModulesRoutes } from './page-delivery/shared-modules.routes';
import { pageServicesOf } from './page-delivery/page-services';
import { navigationRoutes } from './routes/navigation.routes';
import { NAVIGATION } from '../../application/navigation/navigation.tokens';
import { createServer, type LoadShedding, type ServerOptions } from './server';
import { createAppMetrics, type AppMetrics } from '../observability/app-metrics';
import { installHttpMetrics } from '../observability/http-metrics';
import { observeDatabase } from '../observability/database-gauges';
import { instrumentedMailer } from '../observability/instrumented-ports';
import type { Tracing } from '../observability/tracing';
import { installAccessGate } from './access-gate';
import { PickupFolderMailer } from '../mail/pickup-folder-mailer';
import { ACCOUNT_PRIVACY, DATA_EXPORTS, RETENTION } from '../../application/privacy/privacy.tokens';
import { scheduleDataExports, schedulePrivacyRetention } from './privacy-retention';
import { cspReportRoutes } from './csp-report.routes';
import type { Lifecycle } from './graceful-shutdown';
import { installSessions } from './session/install-sessions';
import { resolveSessionSecret } from './session/session-secret';
import type { SiteHosts } from '../../domain/site/site';
import { DEFAULT_SITE_HOSTS } from './site';

export interface AppOptions {
  readonly database: Database;
  readonly clock: Clock;
  readonly hosts?: SiteHosts;
  readonly logger?: FastifyServerOptions['logger'];
  /** scrypt at the recommended cost when not given; tests pass a cheap one. */
  readonly passwordHasher?: PasswordHasher;
  /** The XSRF key: this, else SESSION_SECRET, else a random key stored once in the database. */
  readonly sessionSecret?: string;
  /** The built server renderer; without it the server answers the APIs only. */
  readonly pages?: PageRenderer;
  /**
   * The PostgreSQL URL (DATABASE_URL) for the connection that listens for cache clears of the
   * other instances; without it a clear stays on this instance.
   */
  readonly databaseUrl?: string;
  /** Folders of the admin area (stored PDF documents, temporary files); private ones when not given. */
  readonly adminFolders?: AdminFolders;
  /** Where the events' photos and documents are kept: this, else PORTAL_FILES_DIR, else a private temporary folder. */
  readonly portalFilesDir?: string;
  /** Send the outbox's mails from this instance (npm start); without it the rows wait for one that does. */
  readonly mail?: MailDispatchOptions;
  /** How long the audit log keeps its entries: this, else AUDIT_RETENTION_DAYS, else a year. */
  readonly auditRetentionDays?: number;
  /** Shared with the shutdown: /readyz answers 503 once it is draining. */
  readonly lifecycle?: Lifecycle;
  /** Whom to believe X-Forwarded-Proto from (TRUST_PROXY); nobody when not given. */
  readonly trustProxy?: ServerOptions['trustProxy'];
  /** Origins of the provider's sites that embed the shared modules (SHARED_MODULE_EMBEDDERS). */
  readonly sharedModuleEmbedders?: readonly string[];
  /** Where the CSP violation reports are appended as JSON lines besides the log (CSP_REPORT_FILE). */
  readonly cspReportFile?: string;
  /** How often reservations are reminded and lapsed (SEAT_HOUSEKEEPING_MS); every 5 minutes when not given. */
  readonly seatHousekeepingMs?: number | undefined;
  /** How often the waiting data exports are packed and mailed (DATA_EXPORT_MS); every 30 seconds when not given. */
  readonly dataExportMs?: number | undefined;
  /** Where requests, jobs and business facts are counted (the metrics listener serves it); a registry of its own when not given. */
  readonly metrics?: AppMetrics;
  /**
   * Whether every answer is timed into the request histogram (default on). Off when nobody
   * scrapes (METRICS_PORT=off), and for bench:web's measurement of what the timing costs.
   */
  readonly timeRequests?: boolean;
  /** OpenTelemetry (OTEL_EXPORTER_OTLP_ENDPOINT): a span per request; off when not given. */
  readonly tracing?: Tracing;
  /** Refuse requests with 503 while the process is overloaded; off when not given. */
  readonly loadShedding?: LoadShedding;
}

/** The whole HTTP application over one database: what `npm start` serves and API tests call. */
export const buildApp = async ({
  database,
  clock,
  hosts,
  logger,
  passwordHasher,
  sessionSecret,
  pages,
  databaseUrl,
  adminFolders,
  portalFilesDir,
  mail,
  auditRetentionDays,
  lifecycle,
  trustProxy,
  sharedModuleEmbedders,
  cspReportFile,
  seatHousekeepingMs,
  dataExportMs,
  metrics = createAppMetrics(),
  timeRequests = true,
  tracing,
  loadShedding,
}: AppOptions): Promise<FastifyInstance> => {
  const xsrfSecret = await resolveSessionSecret(
    sessionSecret ?? process.env.SESSION_SECRET,
    new DrizzleServerSecretRepository(database.db),
    clock.now(),
  );
  const server = createServer({
    hosts: hosts ?? DEFAULT_SITE_HOSTS,
    isReady: () => database.ping(),
    logger,
    trustProxy,
    security: { sharedModuleEmbedders },
    lifecycle,
    tracing: tracing?.plugin,
    loadShedding,
  });
  if (timeRequests) installHttpMetrics(server, metrics);
  observeDatabase(metrics, database, clock);
  const cacheInvalidation = await openInvalidationBus(database, databaseUrl, {
    info: (message) => {
      server.log.info(message);
    },
    warn: (message) => {
      server.log.warn(message);
    },
  });
  server.addHook('onClose', () => cacheInvalidation.close());
  const container = createServerContainer({
    db: database.db,
    clock,
    passwordHasher,
    xsrfSecret,
    cacheInvalidation,
    adminFolders,
    portalFilesDir: portalFilesDir ?? process.env.PORTAL_FILES_DIR,
    auditRetentionDays: auditRetentionDays ?? auditRetentionDaysFrom(process.env.AUDIT_RETENTION_DAYS),
    // The mails' public address (MAIL_SITE_URL, else the main host on PORT); the main host without one.
    siteUrl: mail?.siteUrl ?? `http://${(hosts ?? DEFAULT_SITE_HOSTS).main}`,
    business: metrics.business,
    invoiceLeadDays: invoiceLeadDaysFrom(process.env.INVOICE_LEAD_DAYS),
    mailFolder: mail?.mailer instanceof PickupFolderMailer ? mail.mailer.folder : undefined,
  });
  // Public pages are answered before the sessions run: they need none.
  if (pages) publicPagesFirst(server, resolve(container, PUBLIC_PAGE_CACHE));
  // One instance of the fleet takes each round of the timers (scheduled_jobs).
  const rounds = { schedule: new DrizzleJobSchedule(database.db), clock, runs: metrics.jobRuns };
  scheduleAuditRetention(server, resolve(container, AUDIT_LOG), rounds);
  await installSessions(server, {
    rounds,
    sessions: resolve(container, SESSIONS),
    xsrf: resolve(container, XSRF_TOKENS),
    limiter: resolve(container, RATE_LIMITER),
  });
  // Before any route's hooks: who may call a route at all (application/http/route-access.ts).
  installAccessGate(server, {
    users: resolve(container, USER_REPOSITORY),
    adminAccess: resolve(container, ADMIN_ACCESS),
    pages: pages && pageResponder(pages, pageServicesOf(container, hosts ?? DEFAULT_SITE_HOSTS)),
  });
  formBodies(server);
  installFormRateLimits(server, resolve(container, RATE_LIMITER));
  cspReportRoutes({ file: cspReportFile })(server);
  catalogueRoutes(resolve(container, CATALOGUE))(server);
  storedImageRoutes(new DrizzleImageStore(database.db))(server);
  navigationRoutes(resolve(container, NAVIGATION), hosts ?? DEFAULT_SITE_HOSTS)(server);
  contentRoutes(resolve(container, CONTENT), { hosts: hosts ?? DEFAULT_SITE_HOSTS, clock })(server);
  siteFilesRoutes({ catalogue: resolve(container, CATALOGUE), content: resolve(container, CONTENT), consultations: resolve(container, CONSULTATIONS) }, clock)(server);
  authRoutes(resolve(container, ACCOUNTS), pages && pageResponder(pages, pageServicesOf(container, hosts ?? DEFAULT_SITE_HOSTS)))(server);
  wishlistRoutes(resolve(container, WISHLIST), pages && pageResponder(pages, pageServicesOf(container, hosts ?? DEFAULT_SITE_HOSTS)))(server);
  portalSettingsRoutes(resolve(container, PORTAL_SETTINGS))(server);
  privacyRoutes({
    privacy: resolve(container, ACCOUNT_PRIVACY),
    exports: () => resolve(container, DATA_EXPORTS),
    audit: () => resolve(container, AUDIT_LOG),
  })(server);
  // These three read bookings through the orders module's port, resolved at their first call.
  portalGremiumRoutes(() => resolve(container, GREMIUM_PORTAL))(server);
  portalEventsRoutes(() => resolve(container, PORTAL_EVENTS))(server);
  portalFilesRoutes(() => resolve(container, EVENT_FILES))(server);
  portalFeedbackRoutes(resolve(container, PORTAL_FEEDBACK), pages && pageResponder(pages, pageServicesOf(container, hosts ?? DEFAULT_SITE_HOSTS)))(server);
  formsRoutes(resolve(container, FORMS))(server);
  cartRoutes(resolve(container, SHOPPING_CART))(server);
  sharedModulesCartRoutes(resolve(container, SHOPPING_CART))(server);
  waitlistRoutes(resolve(container, WAITING_LIST))(server);
  trainingPlanRoutes(resolve(container, TRAINING_PLANS), pages && pageResponder(pages, pageServicesOf(container, hosts ?? DEFAULT_SITE_HOSTS)))(server);
  conferenceBookingRoutes(resolve(container, CONFERENCE_BOOKINGS))(server);
  consultationRoutes(resolve(container, CONSULTATIONS), clock)(server);
  werbemittelRoutes(resolve(container, WERBEMITTEL_SHOP))(server);
  recommendationRoutes(resolve(container, RECOMMENDATIONS))(server);
  assistantRoutes(resolve(container, ASSISTANT))(server);
  scheduleSeatHousekeeping(server, resolve(container, ORDER_BOOKINGS), clock, seatHousekeepingMs, rounds);
  scheduleInvoicing(server, resolve(container, INVOICING), rounds);
  schedulePrivacyRetention(server, resolve(container, RETENTION), rounds);
  scheduleDataExports(server, resolve(container, DATA_EXPORTS), rounds, dataExportMs);
  // The portal's PDFs read bookings through the orders module's port, resolved at their first call.
  documentsRoutes(
    resolve(container, DOCUMENTS),
    new PortalPdfs(() => resolve(container, PORTAL_DOCUMENTS), resolve(container, PDF_RENDERER)),
    pages && pageResponder(pages, pageServicesOf(container, hosts ?? DEFAULT_SITE_HOSTS)),
  )(server);
  newsPdfRoutes(new NewsPdfs(resolve(container, CONTENT), resolve(container, PDF_RENDERER)))(server);
  downloadFileRoutes(resolve(container, DOWNLOAD_FILES))(server);
  invoiceFilesRoutes(() => resolve(container, CUSTOMER_INVOICES))(server);
  invoiceAdminRoutes(
    () => resolve(container, INVOICING),
    () => resolve(container, AUDIT_LOG),
  )(server);
  orderDeskRoutes(() => resolve(container, ORDER_DESK))(server);
  paperworkRoutes(
    () =>
      new PaperworkPdfs({
        users: resolve(container, USER_REPOSITORY),
        bookings: resolve(container, PORTAL_BOOKINGS),
        costs: resolve(container, DOCUMENTS),
        renderer: resolve(container, PDF_RENDERER),
        clock,
      }),
    pages && pageResponder(pages, pageServicesOf(container, hosts ?? DEFAULT_SITE_HOSTS)),
  )(server);
  if (mail !== undefined) {
    const worker = startMailDispatch(database.db, clock, resolve(container, PDF_RENDERER), { ...mail, mailer: instrumentedMailer(mail.mailer, metrics.business) }, server.log);
    server.addHook('onClose', () => worker.stop());
  }
  // The demo's event files are generated: a new files folder gets them back at start.
  await ensureDemoEventFiles(database.db, resolve(container, EVENT_FILE_STORE));
  await adminRoutes({
    admin: resolve(container, ADMIN),
    downloadFilters: resolve(container, DOWNLOAD_FILTERS),
    pages: pages && pageResponder(pages, pageServicesOf(container, hosts ?? DEFAULT_SITE_HOSTS)),
  })(server);
  await catalogueAdminRoutes(resolve(container, CATALOGUE_ADMIN))(server);
  await orderExportRoutes(resolve(container, ORDER_EXPORT))(server);
  await participantRoutes({ lists: resolve(container, PARTICIPANT_LISTS), pages: pages && pageResponder(pages, pageServicesOf(container, hosts ?? DEFAULT_SITE_HOSTS)) })(server);
  await requestRoutes({ inbox: resolve(container, REQUEST_INBOX), pages: pages && pageResponder(pages, pageServicesOf(container, hosts ?? DEFAULT_SITE_HOSTS)) })(server);
  seminarAdminRoutes(resolve(container, SEMINAR_ADMIN), pages && pageResponder(pages, pageServicesOf(container, hosts ?? DEFAULT_SITE_HOSTS)))(server);
  await seminarDateDeskRoutes(resolve(container, SEMINAR_DATE_DESK), pages && pageResponder(pages, pageServicesOf(container, hosts ?? DEFAULT_SITE_HOSTS)))(server);
  await venueDeskRoutes(resolve(container, VENUE_DESK), pages && pageResponder(pages, pageServicesOf(container, hosts ?? DEFAULT_SITE_HOSTS)))(server);
  await conferenceDeskRoutes(resolve(container, CONFERENCE_DESK), pages && pageResponder(pages, pageServicesOf(container, hosts ?? DEFAULT_SITE_HOSTS)))(server);
  // Pages last: their catch-all GET takes every path no API route claimed.
  if (pages) sharedModulesRoutes(server, pages, pageServicesOf(container, hosts ?? DEFAULT_SITE_HOSTS));
  if (pages) await pageRoutes(server, pages, pageServicesOf(container, hosts ?? DEFAULT_SITE_HOSTS), resolve(container, PUBLIC_PAGE_CACHE));
  await server.ready();
  return server;
};
