import 'reflect-metadata';
import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Container } from 'inversify';
import {
  ACCOUNTS,
  COMMON_PASSWORDS,
  LOGIN_LISTENERS,
  PASSWORD_HASHER,
  RATE_LIMITER,
  RATE_LIMIT_REPOSITORY,
  SESSIONS,
  SESSION_REPOSITORY,
  SESSION_TOKENS,
  USER_REPOSITORY,
  XSRF_TOKENS,
} from '../../application/accounts/accounts.tokens';
import { AccountsService } from '../../application/accounts/accounts.service';
import type { CommonPasswords } from '../../application/accounts/common-passwords';
import type { LoginListener } from '../../application/accounts/login-listener';
import type { PasswordHasher } from '../../application/accounts/password-hasher';
import type { RateLimitRepository } from '../../application/accounts/rate-limit.repository';
import { RateLimiter } from '../../application/accounts/rate-limiter';
import type { SessionRepository } from '../../application/accounts/session.repository';
import { SessionService } from '../../application/accounts/session.service';
import type { SessionTokens, XsrfTokens } from '../../application/accounts/session-tokens';
import type { UserRepository } from '../../application/accounts/user.repository';
import { CATALOGUE, CATALOGUE_REPOSITORY } from '../../application/catalogue/catalogue.tokens';
import { CatalogueService } from '../../application/catalogue/catalogue.service';
import type { CatalogueRepository } from '../../application/catalogue/catalogue.repository';
import type { Clock } from '../../application/ports/clock';
import { CLOCK } from '../../application/ports/clock.tokens';
import type { Token } from '../../application/tokens';
import { bindNavigation } from './bindings/navigation.bindings';
import { OUTBOX } from '../../application/mail/mail.tokens';
import { DrizzleOutbox } from '../mail/drizzle-outbox';
import { DOCUMENTS, DOCUMENTS_REPOSITORY, ORDER_CONFIRMATION_REPOSITORY, PDF_RENDERER } from '../../application/documents/documents.tokens';
import { DocumentsService } from '../../application/documents/documents.service';
import type { DocumentsRepository, OrderConfirmationRepository } from '../../application/documents/documents.repository';
import type { PdfRenderer } from '../../application/documents/pdf-renderer';
import { DrizzleDocumentsRepository } from '../db/documents/documents-repository';
import { OutboxOrderConfirmationRepository } from '../db/documents/order-confirmation-repository';
import { PdfkitRenderer } from '../pdf/pdfkit-renderer';
import { ScryptPasswordHasher } from '../crypto/scrypt-password-hasher';
import { DrizzleRateLimitRepository } from '../db/accounts/rate-limit-repository';
import { DrizzleSessionRepository } from '../db/accounts/session-repository';
import { DrizzleUserRepository } from '../db/accounts/user-repository';
import { DrizzleCatalogueRepository } from '../db/catalogue-repository';
import type { AppDatabase } from '../db/database';
import { createCommonPasswordList } from '../passwords/common-password-list';
import { ADMIN, ADMIN_ACCESS, API_TOKEN_REPOSITORY, API_TOKEN_SECRETS, DOWNLOAD_FILTERS } from '../../application/admin/admin.tokens';
import { AdminAccess } from '../../application/admin/admin-access';
import { AdminService } from '../../application/admin/admin.service';
import type { ApiTokenRepository, ApiTokenSecrets } from '../../application/admin/api-token.repository';
import { ApiTokensService } from '../../application/admin/api-tokens.service';
import { PdfAnalysisService } from '../../application/admin/documents/pdf-analysis.service';
import { DownloadFilters } from '../../application/admin/exports/download-filters';
import type { DownloadFiltersWire } from '../../application/admin/exports/export.codecs';
import { ImageImportService } from '../../application/admin/images/image-import.service';
import { LegislationImportService } from '../../application/admin/legislation/legislation-import.service';
import { LexiconCsvService } from '../../application/admin/lexicon-csv/lexicon-csv.service';
import { LocalDataService } from '../../application/admin/local-data/local-data';
import { CacheAdminService } from '../../application/cache/cache-admin.service';
import type { CacheInvalidationBus } from '../../application/cache/cache-invalidation';
import { CacheRegistry } from '../../application/cache/cache-registry';
import { CACHE_ADMIN, CACHE_INVALIDATION_BUS, CACHE_REGISTRY } from '../../application/cache/cache.tokens';
import { CachingCatalogue, type CatalogueCaches } from '../../application/cache/caching-catalogue';
import type { CacheAdmin } from '../../application/cache/cache-admin.port';
import type { Content, ContentImports } from '../../application/content/content.port';
import { CONTENT, CONTENT_IMPORTS, CONTENT_REPOSITORY } from '../../application/content/content.tokens';
import { ContentService } from '../../application/content/content.service';
import { DrizzleContentRepository } from '../db/content/content-repository';
import { cryptoApiTokenSecrets } from '../admin/api-token-secrets';
import { fsImportFolder } from '../admin/fs-import-folder';
import { giiLegislationParser } from '../admin/legislation-xml';
import { pdfInspector } from '../admin/pdf-inspection';
import { sharpImageProcessor } from '../admin/sharp-image-processor';
import { folderTempFiles } from '../admin/temp-files';
import { InProcessInvalidationBus } from '../cache/in-process-invalidation-bus';
import { MemoryLruCache } from '../cache/memory-lru-cache';
import { DrizzleApiTokenRepository } from '../db/admin/api-token-repository';
import { DrizzleImageStore } from '../db/admin/image-store';
import { cryptoSessionTokens } from './session/crypto-session-tokens';
import { HmacXsrfTokens } from './session/hmac-xsrf-tokens';
import { FORMS, FORM_SUBMISSION_REPOSITORY } from '../../application/forms/forms.tokens';
import { FormsService } from '../../application/forms/forms.service';
import type { FormSubmissionRepository } from '../../application/forms/form-submission.repository';
import type { Outbox } from '../../application/mail/outbox.port';
import type { PortalBookings } from '../../application/portal/bookings.port';
import type { EventFileRepository, EventFileStore } from '../../application/portal/event-files.repository';
import { EventFilesService } from '../../application/portal/event-files.service';
import type { FeedbackRepository } from '../../application/portal/feedback.repository';
import { FeedbackService } from '../../application/portal/feedback.service';
import type { GremiumRepository } from '../../application/portal/gremium.repository';
import { GremiumService } from '../../application/portal/gremium.service';
import { PortalDocumentsService } from '../../application/portal/portal-documents.service';
import { PortalEventsService } from '../../application/portal/portal-events.service';
import {
  EVENT_FILES,
  EVENT_FILE_REPOSITORY,
  EVENT_FILE_STORE,
  FEEDBACK_REPOSITORY,
  GREMIUM_PORTAL,
  GREMIUM_REPOSITORY,
  PORTAL_BOOKINGS,
  PORTAL_DOCUMENTS,
  PORTAL_EVENTS,
  PORTAL_FEEDBACK,
  PORTAL_SETTINGS,
  PROFILE_REPOSITORY,
  THEME_CATALOGUE,
} from '../../application/portal/portal.tokens';
import type { ProfileRepository } from '../../application/portal/profile.repository';
import { SettingsService } from '../../application/portal/settings.service';
import type { ThemeCatalogue } from '../../application/portal/theme-catalogue';
import { WISHLIST, WISHLIST_REPOSITORY } from '../../application/wishlist/wishlist.tokens';
import { WishlistService } from '../../application/wishlist/wishlist.service';
import type { WishlistRepository } from '../../application/wishlist/wishlist.repository';
import { DiskFileStore } from '../db/portal/disk-file-store';
import { DrizzleEventFileRepository } from '../db/portal/event-file-repository';
import { DrizzleFeedbackRepository } from '../db/portal/feedback-repository';
import { DrizzleFormSubmissionRepository } from '../db/portal/form-submission-repository';
import { DrizzleGremiumRepository } from '../db/portal/gremium-repository';
import { DrizzleProfileRepository } from '../db/portal/profile-repository';
import { DrizzleThemeCatalogue } from '../db/portal/theme-catalogue';
import { DrizzleWishlistRepository } from '../db/portal/wishlist-repository';
import { CartLoginListener } from '../../application/cart/cart-login-listener';
import type { CartRepository } from '../../application/cart/cart.repository';
import { CartService } from '../../application/cart/cart.service';
import { CART_REPOSITORY, SHOPPING_CART } from '../../application/cart/cart.tokens';
import { BookingsService } from '../../application/orders/bookings.service';
import { PlaceOrder } from '../../application/orders/checkout';
import type { OrderBookings } from '../../application/orders/orders.port';
import type { OrderStore } from '../../application/orders/orders.repository';
import { ORDER_BOOKINGS, ORDER_STORE, PLACE_ORDER, WAITING_LIST } from '../../application/orders/orders.tokens';
import { WaitingListService } from '../../application/orders/waiting-list.service';
import { DrizzleCartRepository } from '../db/cart/cart-repository';
import { DrizzleOrderStore } from '../db/cart/order-store';

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
}

/**
 * The server's composition root: the only place that knows which concrete class serves each
 * port. The server binds the in-process services; SSR will resolve the same ones.
 */
export const createServerContainer = ({
  db,
  clock,
  passwordHasher,
  xsrfSecret,
  cacheInvalidation,
  adminFolders,
  portalFilesDir,
}: ServerDependencies): Container => {
  const container = new Container();
  container.bind(CLOCK).toConstantValue(clock);
  container.bind(OUTBOX).toConstantValue(new DrizzleOutbox(db, clock));
  container.bind(CATALOGUE_REPOSITORY).toConstantValue(new DrizzleCatalogueRepository(db));
  const caches = bindCaches(container, cacheInvalidation ?? new InProcessInvalidationBus());
  const catalogueCaches = catalogueCachesIn(caches, clock);
  container
    .bind(CATALOGUE)
    .toResolvedValue(
      (repository: CatalogueRepository, now: Clock) => new CachingCatalogue(new CatalogueService(repository, now), catalogueCaches, now),
      [CATALOGUE_REPOSITORY, CLOCK],
    )
    .inSingletonScope();
  bindContent(container, db, clock);
  bindAccounts(container, db, passwordHasher ?? new ScryptPasswordHasher(), xsrfSecret ?? randomBytes(32).toString('base64url'));
  bindAdmin(container, db, clock, caches, adminFolders ?? defaultAdminFolders());
  bindPortal(container, db, portalFilesDir ?? defaultPortalFilesDir());
  bindCart(container, db);
  bindNavigation(container, clock, caches);
  bindDocuments(container, db);
  return container;
};

/** The knowledge content: one service instance serves both the reads and the admin's imports. */
const bindContent = (container: Container, db: AppDatabase, clock: Clock): void => {
  const repository = new DrizzleContentRepository(db);
  const service = new ContentService(repository, clock);
  container.bind(CONTENT_REPOSITORY).toConstantValue(repository);
  container.bind(CONTENT).toConstantValue(service);
  container.bind(CONTENT_IMPORTS).toConstantValue(service);
};

const bindAccounts = (container: Container, db: AppDatabase, passwordHasher: PasswordHasher, xsrfSecret: string): void => {
  container.bind(PASSWORD_HASHER).toConstantValue(passwordHasher);
  container.bind(USER_REPOSITORY).toConstantValue(new DrizzleUserRepository(db));
  container.bind(SESSION_REPOSITORY).toConstantValue(new DrizzleSessionRepository(db));
  container.bind(RATE_LIMIT_REPOSITORY).toConstantValue(new DrizzleRateLimitRepository(db));
  container.bind(SESSION_TOKENS).toConstantValue(cryptoSessionTokens);
  container.bind(XSRF_TOKENS).toConstantValue(new HmacXsrfTokens(xsrfSecret));
  // The list is large: built once, on first use.
  container.bind(COMMON_PASSWORDS).toDynamicValue(() => createCommonPasswordList()).inSingletonScope();
  // A visitor's cart joins the account's at login.
  container
    .bind(LOGIN_LISTENERS)
    .toResolvedValue((carts: CartRepository, now: Clock) => [new CartLoginListener(carts, now)], [CART_REPOSITORY, CLOCK])
    .inSingletonScope();
  container
    .bind(SESSIONS)
    .toResolvedValue(
      (repository: SessionRepository, tokens: SessionTokens, now: Clock) => new SessionService(repository, tokens, now),
      [SESSION_REPOSITORY, SESSION_TOKENS, CLOCK],
    )
    .inSingletonScope();
  container
    .bind(RATE_LIMITER)
    .toResolvedValue((repository: RateLimitRepository, now: Clock) => new RateLimiter(repository, now), [RATE_LIMIT_REPOSITORY, CLOCK])
    .inSingletonScope();
  container
    .bind(ACCOUNTS)
    .toResolvedValue(
      (
        users: UserRepository,
        sessions: SessionService,
        hasher: PasswordHasher,
        limiter: RateLimiter,
        commonPasswords: CommonPasswords,
        xsrf: XsrfTokens,
        now: Clock,
        loginListeners: readonly LoginListener[],
      ) => new AccountsService({ users, sessions, hasher, limiter, commonPasswords, xsrf, clock: now, loginListeners }),
      [USER_REPOSITORY, SESSIONS, PASSWORD_HASHER, RATE_LIMITER, COMMON_PASSWORDS, XSRF_TOKENS, CLOCK, LOGIN_LISTENERS],
    )
    .inSingletonScope();
};

/** The cart's and catalogue's PDFs and the Kostenrechner (adapters/pdf renders them). */
const bindDocuments = (container: Container, db: AppDatabase): void => {
  container.bind(PDF_RENDERER).toConstantValue(new PdfkitRenderer());
  container.bind(DOCUMENTS_REPOSITORY).toConstantValue(new DrizzleDocumentsRepository(db));
  container.bind(ORDER_CONFIRMATION_REPOSITORY).toConstantValue(new OutboxOrderConfirmationRepository(db));
  container
    .bind(DOCUMENTS)
    .toResolvedValue(
      (catalogue: CatalogueRepository, repository: DocumentsRepository, orders: OrderConfirmationRepository, renderer: PdfRenderer, clock: Clock) =>
        new DocumentsService(catalogue, repository, orders, renderer, clock),
      [CATALOGUE_REPOSITORY, DOCUMENTS_REPOSITORY, ORDER_CONFIRMATION_REPOSITORY, PDF_RENDERER, CLOCK],
    )
    .inSingletonScope();
};

/**
 * The cart, its checkout, reservations and waiting lists. The orders module also serves the
 * portal's bookings port (PORTAL_BOOKINGS), so the portal shows and cancels bookings without
 * owning them.
 */
const bindCart = (container: Container, db: AppDatabase): void => {
  container.bind(CART_REPOSITORY).toConstantValue(new DrizzleCartRepository(db));
  container.bind(ORDER_STORE).toConstantValue(new DrizzleOrderStore(db));
  container
    .bind(PLACE_ORDER)
    .toResolvedValue((store: OrderStore, outbox: Outbox, now: Clock) => new PlaceOrder(store, outbox, now), [ORDER_STORE, OUTBOX, CLOCK])
    .inSingletonScope();
  const bookings = (store: OrderStore, outbox: Outbox, catalogue: CatalogueRepository, clock: Clock) =>
    new BookingsService({ store, outbox, catalogue, clock });
  container.bind(ORDER_BOOKINGS).toResolvedValue(bookings, [ORDER_STORE, OUTBOX, CATALOGUE_REPOSITORY, CLOCK]).inSingletonScope();
  container.bind(PORTAL_BOOKINGS).toResolvedValue(bookings, [ORDER_STORE, OUTBOX, CATALOGUE_REPOSITORY, CLOCK]).inSingletonScope();
  container
    .bind(WAITING_LIST)
    .toResolvedValue(
      (store: OrderStore, outbox: Outbox, users: UserRepository, clock: Clock) => new WaitingListService({ store, outbox, users, clock }),
      [ORDER_STORE, OUTBOX, USER_REPOSITORY, CLOCK],
    )
    .inSingletonScope();
  container
    .bind(SHOPPING_CART)
    .toResolvedValue(
      (
        carts: CartRepository,
        catalogue: CatalogueRepository,
        sessions: SessionService,
        users: UserRepository,
        placeOrder: PlaceOrder,
        orderBookings: OrderBookings,
        clock: Clock,
      ) => new CartService({ carts, catalogue, sessions, users, placeOrder, bookings: orderBookings, clock }),
      [CART_REPOSITORY, CATALOGUE_REPOSITORY, SESSIONS, USER_REPOSITORY, PLACE_ORDER, ORDER_BOOKINGS, CLOCK],
    )
    .inSingletonScope();
};

/** Typed resolution of a token. */
export const resolve = <T>(container: Container, key: Token<T>): T => container.get<T>(key);

/** Where the admin area finds stored PDF documents, and where this instance keeps temporary files. */
export interface AdminFolders {
  readonly documentsDir: string;
  readonly tempDir: string;
}

const defaultAdminFolders = (): AdminFolders => {
  const own = join(tmpdir(), `ifb-server-${String(process.pid)}-${randomUUID().slice(0, 8)}`);
  return { documentsDir: join(own, 'documents'), tempDir: join(own, 'tmp') };
};

/** The caches of this instance and their administration (listed and cleared under /cache). */
const bindCaches = (container: Container, bus: CacheInvalidationBus): CacheRegistry => {
  const caches = new CacheRegistry();
  container.bind(CACHE_REGISTRY).toConstantValue(caches);
  container.bind(CACHE_INVALIDATION_BUS).toConstantValue(bus);
  container.bind(CACHE_ADMIN).toConstantValue(new CacheAdminService(caches, bus, randomUUID()));
  return caches;
};

const MINUTE_MS = 60_000;

/** The catalogue reads worth caching: each asked many times a minute with the same answer. */
const catalogueCachesIn = (caches: CacheRegistry, clock: Clock): CatalogueCaches => ({
  listings: caches.register(
    new MemoryLruCache({ name: 'catalogue-listings', description: 'Seminarlisten und Suchergebnisse je Anfrage', maxEntries: 1000, ttlMs: MINUTE_MS, clock }),
  ),
  events: caches.register(
    new MemoryLruCache({ name: 'catalogue-events', description: 'Seminartermine mit Relationen (/api/consumer)', maxEntries: 2000, ttlMs: MINUTE_MS, clock }),
  ),
  rubrics: caches.register(new MemoryLruCache({ name: 'catalogue-rubrics', description: 'Rubrikenliste', maxEntries: 4, ttlMs: MINUTE_MS, clock })),
  hotels: caches.register(
    new MemoryLruCache({ name: 'catalogue-hotels', description: 'Hotellisten je Ort', maxEntries: 200, ttlMs: MINUTE_MS, clock }),
  ),
});

/** The admin area: guard, API tokens, exports, imports, reports (/manage, /cache, /obj-export). */
const bindAdmin = (container: Container, db: AppDatabase, clock: Clock, caches: CacheRegistry, folders: AdminFolders): void => {
  container.bind(API_TOKEN_REPOSITORY).toConstantValue(new DrizzleApiTokenRepository(db));
  container.bind(API_TOKEN_SECRETS).toConstantValue(cryptoApiTokenSecrets);
  container
    .bind(ADMIN_ACCESS)
    .toResolvedValue(
      (users: UserRepository, tokens: ApiTokenRepository, secrets: ApiTokenSecrets, now: Clock) => new AdminAccess(users, tokens, secrets, now),
      [USER_REPOSITORY, API_TOKEN_REPOSITORY, API_TOKEN_SECRETS, CLOCK],
    )
    .inSingletonScope();
  const downloadFiltersCache = caches.register(
    new MemoryLruCache<DownloadFiltersWire>({ name: 'download-filters', description: 'Filterdaten der Downloads', maxEntries: 1, ttlMs: 5 * MINUTE_MS, clock }),
  );
  container
    .bind(DOWNLOAD_FILTERS)
    .toResolvedValue((content: Content) => new DownloadFilters(content, downloadFiltersCache), [CONTENT])
    .inSingletonScope();
  container
    .bind(ADMIN)
    .toResolvedValue(
      (
        content: Content,
        imports: ContentImports,
        cacheAdmin: CacheAdmin,
        downloadFilters: DownloadFilters,
        tokens: ApiTokenRepository,
        secrets: ApiTokenSecrets,
        now: Clock,
      ) =>
        new AdminService({
          content,
          caches: cacheAdmin,
          downloadFilters,
          lexiconCsv: new LexiconCsvService(content, imports),
          legislation: new LegislationImportService(giiLegislationParser, imports),
          images: new ImageImportService(fsImportFolder, sharpImageProcessor, new DrizzleImageStore(db), now, true),
          pdfAnalysis: new PdfAnalysisService(fsImportFolder, pdfInspector, () => offeredPdfs(content), folders.documentsDir),
          localData: new LocalDataService(caches, folderTempFiles(folders.tempDir)),
          apiTokens: new ApiTokensService(tokens, secrets, now),
        }),
      [CONTENT, CONTENT_IMPORTS, CACHE_ADMIN, DOWNLOAD_FILTERS, API_TOKEN_REPOSITORY, API_TOKEN_SECRETS, CLOCK],
    )
    .inSingletonScope();
};

/** The file names of the PDF downloads, as the documents folder should hold them. */
async function* offeredPdfs(content: Content): AsyncGenerator<string> {
  for await (const item of content.exportObjects('downloads')) {
    if (item.kind === 'download' && item.details.fileKind === 'pdf') yield item.details.fileName;
  }
}

const defaultPortalFilesDir = (): string => join(tmpdir(), `ifb-portal-files-${String(process.pid)}-${randomUUID().slice(0, 8)}`);

/**
 * The wishlist, the customer portal (meinifb, Gremium pages, event files, feedback) and the
 * website's forms. PORTAL_BOOKINGS is the orders module's implementation of the portal's
 * bookings port, bound with the orders.
 */
const bindPortal = (container: Container, db: AppDatabase, filesDir: string): void => {
  container.bind(WISHLIST_REPOSITORY).toConstantValue(new DrizzleWishlistRepository(db));
  container.bind(PROFILE_REPOSITORY).toConstantValue(new DrizzleProfileRepository(db));
  container.bind(GREMIUM_REPOSITORY).toConstantValue(new DrizzleGremiumRepository(db));
  container.bind(EVENT_FILE_REPOSITORY).toConstantValue(new DrizzleEventFileRepository(db));
  container.bind(EVENT_FILE_STORE).toConstantValue(new DiskFileStore(filesDir));
  container.bind(THEME_CATALOGUE).toConstantValue(new DrizzleThemeCatalogue(db));
  container
    .bind(FEEDBACK_REPOSITORY)
    .toResolvedValue((outbox: Outbox) => new DrizzleFeedbackRepository(db, outbox), [OUTBOX])
    .inSingletonScope();
  container
    .bind(FORM_SUBMISSION_REPOSITORY)
    .toResolvedValue((outbox: Outbox) => new DrizzleFormSubmissionRepository(db, outbox), [OUTBOX])
    .inSingletonScope();
  container
    .bind(WISHLIST)
    .toResolvedValue(
      (wishlists: WishlistRepository, catalogue: CatalogueRepository, users: UserRepository, clock: Clock) =>
        new WishlistService({ wishlists, catalogue, users, clock }),
      [WISHLIST_REPOSITORY, CATALOGUE_REPOSITORY, USER_REPOSITORY, CLOCK],
    )
    .inSingletonScope();
  container
    .bind(PORTAL_SETTINGS)
    .toResolvedValue(
      (users: UserRepository, profiles: ProfileRepository, gremien: GremiumRepository, hasher: PasswordHasher, limiter: RateLimiter, clock: Clock) =>
        new SettingsService({ users, profiles, gremien, hasher, limiter, clock }),
      [USER_REPOSITORY, PROFILE_REPOSITORY, GREMIUM_REPOSITORY, PASSWORD_HASHER, RATE_LIMITER, CLOCK],
    )
    .inSingletonScope();
  container
    .bind(GREMIUM_PORTAL)
    .toResolvedValue(
      (users: UserRepository, profiles: ProfileRepository, gremien: GremiumRepository, bookings: PortalBookings, clock: Clock) =>
        new GremiumService({ users, profiles, gremien, bookings, clock }),
      [USER_REPOSITORY, PROFILE_REPOSITORY, GREMIUM_REPOSITORY, PORTAL_BOOKINGS, CLOCK],
    )
    .inSingletonScope();
  container
    .bind(PORTAL_EVENTS)
    .toResolvedValue(
      (users: UserRepository, gremien: GremiumRepository, bookings: PortalBookings, wishlists: WishlistRepository, themes: ThemeCatalogue, clock: Clock) =>
        new PortalEventsService({ users, gremien, bookings, wishlists, themes, clock }),
      [USER_REPOSITORY, GREMIUM_REPOSITORY, PORTAL_BOOKINGS, WISHLIST_REPOSITORY, THEME_CATALOGUE, CLOCK],
    )
    .inSingletonScope();
  container
    .bind(EVENT_FILES)
    .toResolvedValue(
      (users: UserRepository, catalogue: CatalogueRepository, bookings: PortalBookings, files: EventFileRepository, store: EventFileStore) =>
        new EventFilesService({ users, catalogue, bookings, files, store }),
      [USER_REPOSITORY, CATALOGUE_REPOSITORY, PORTAL_BOOKINGS, EVENT_FILE_REPOSITORY, EVENT_FILE_STORE],
    )
    .inSingletonScope();
  container
    .bind(PORTAL_FEEDBACK)
    .toResolvedValue(
      (users: UserRepository, feedback: FeedbackRepository, limiter: RateLimiter, clock: Clock) => new FeedbackService({ users, feedback, limiter, clock }),
      [USER_REPOSITORY, FEEDBACK_REPOSITORY, RATE_LIMITER, CLOCK],
    )
    .inSingletonScope();
  container
    .bind(PORTAL_DOCUMENTS)
    .toResolvedValue(
      (users: UserRepository, profiles: ProfileRepository, gremien: GremiumRepository, bookings: PortalBookings, clock: Clock) =>
        new PortalDocumentsService({ users, profiles, gremien, bookings, clock }),
      [USER_REPOSITORY, PROFILE_REPOSITORY, GREMIUM_REPOSITORY, PORTAL_BOOKINGS, CLOCK],
    )
    .inSingletonScope();
  container
    .bind(FORMS)
    .toResolvedValue(
      (submissions: FormSubmissionRepository, limiter: RateLimiter, clock: Clock) => new FormsService({ submissions, limiter, clock }),
      [FORM_SUBMISSION_REPOSITORY, RATE_LIMITER, CLOCK],
    )
    .inSingletonScope();
};
