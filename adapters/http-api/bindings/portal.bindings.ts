import { randomUUID } from 'node:crypto';
import type { CustomerInvoices } from '../../../application/invoices/customer-invoices';
import { CUSTOMER_INVOICES } from '../../../application/invoices/invoices.tokens';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Container } from 'inversify';
import { PASSWORD_HASHER, RATE_LIMITER, SESSIONS, SESSION_TOKENS, USER_REPOSITORY } from '../../../application/accounts/accounts.tokens';
import type { SessionService } from '../../../application/accounts/session.service';
import type { SessionTokens } from '../../../application/accounts/session-tokens';
import type { PasswordHasher } from '../../../application/accounts/password-hasher';
import type { RateLimiter } from '../../../application/accounts/rate-limiter';
import type { UserRepository } from '../../../application/accounts/user.repository';
import { CATALOGUE_REPOSITORY } from '../../../application/catalogue/catalogue.tokens';
import type { CatalogueRepository } from '../../../application/catalogue/catalogue.repository';
import type { Clock } from '../../../application/ports/clock';
import { CLOCK } from '../../../application/ports/clock.tokens';
import { OUTBOX } from '../../../application/mail/mail.tokens';
import type { AppDatabase } from '../../db/database';
import { FORMS, FORM_SUBMISSION_REPOSITORY } from '../../../application/forms/forms.tokens';
import { FormsService } from '../../../application/forms/forms.service';
import type { FormSubmissionRepository } from '../../../application/forms/form-submission.repository';
import type { Outbox } from '../../../application/mail/outbox.port';
import type { PortalBookings } from '../../../application/portal/bookings.port';
import type { EventFileRepository, EventFileStore } from '../../../application/portal/event-files.repository';
import { EventFilesService } from '../../../application/portal/event-files.service';
import type { FeedbackRepository } from '../../../application/portal/feedback.repository';
import { FeedbackService } from '../../../application/portal/feedback.service';
import type { GremiumRepository } from '../../../application/portal/gremium.repository';
import type { LoginEmailChangeRepository } from '../../../application/portal/login-email-change.repository';
import { GremiumService } from '../../../application/portal/gremium.service';
import { PortalDocumentsService } from '../../../application/portal/portal-documents.service';
import { PortalEventsService } from '../../../application/portal/portal-events.service';
import { EVENT_FILES, EVENT_FILE_REPOSITORY, EVENT_FILE_STORE, FEEDBACK_REPOSITORY, GREMIUM_PORTAL, GREMIUM_REPOSITORY, LOGIN_EMAIL_CHANGE_REPOSITORY, PORTAL_BOOKINGS, PORTAL_DOCUMENTS, PORTAL_EVENTS, PORTAL_FEEDBACK, PORTAL_SETTINGS, PROFILE_REPOSITORY, THEME_CATALOGUE } from '../../../application/portal/portal.tokens';
import type { ProfileRepository } from '../../../application/portal/profile.repository';
import { SettingsService } from '../../../application/portal/settings.service';
import type { ThemeCatalogue } from '../../../application/portal/theme-catalogue';
import { WISHLIST, WISHLIST_REPOSITORY } from '../../../application/wishlist/wishlist.tokens';
import { WishlistService } from '../../../application/wishlist/wishlist.service';
import type { WishlistRepository } from '../../../application/wishlist/wishlist.repository';
import { DiskFileStore } from '../../db/portal/disk-file-store';
import { DrizzleEventFileRepository } from '../../db/portal/event-file-repository';
import { DrizzleFeedbackRepository } from '../../db/portal/feedback-repository';
import { DrizzleFormSubmissionRepository } from '../../db/portal/form-submission-repository';
import { DrizzleGremiumRepository } from '../../db/portal/gremium-repository';
import { DrizzleLoginEmailChangeRepository } from '../../db/portal/login-email-change-repository';
import { DrizzleProfileRepository } from '../../db/portal/profile-repository';
import { DrizzleThemeCatalogue } from '../../db/portal/theme-catalogue';
import { DrizzleWishlistRepository } from '../../db/portal/wishlist-repository';

export const defaultPortalFilesDir = (): string => join(tmpdir(), `ifb-portal-files-${String(process.pid)}-${randomUUID().slice(0, 8)}`);

/**
 * The wishlist, the customer portal (meinifb, Gremium pages, event files, feedback) and the
 * website's forms. PORTAL_BOOKINGS is the orders module's implementation of the portal's
 * bookings port, bound with the orders.
 */
export const bindPortal = (container: Container, db: AppDatabase, filesDir: string): void => {
  container.bind(WISHLIST_REPOSITORY).toConstantValue(new DrizzleWishlistRepository(db));
  container.bind(PROFILE_REPOSITORY).toConstantValue(new DrizzleProfileRepository(db));
  container
    .bind(GREMIUM_REPOSITORY)
    .toResolvedValue((outbox: Outbox) => new DrizzleGremiumRepository(db, outbox), [OUTBOX])
    .inSingletonScope();
  container.bind(EVENT_FILE_REPOSITORY).toConstantValue(new DrizzleEventFileRepository(db));
  container.bind(EVENT_FILE_STORE).toConstantValue(new DiskFileStore(filesDir));
  container.bind(THEME_CATALOGUE).toConstantValue(new DrizzleThemeCatalogue(db));
  container
    .bind(LOGIN_EMAIL_CHANGE_REPOSITORY)
    .toResolvedValue((outbox: Outbox) => new DrizzleLoginEmailChangeRepository(db, outbox), [OUTBOX])
    .inSingletonScope();
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
      (wishlists: WishlistRepository, catalogue: CatalogueRepository, users: UserRepository, sessions: SessionService, clock: Clock) =>
        new WishlistService({ wishlists, catalogue, users, sessions, clock }),
      [WISHLIST_REPOSITORY, CATALOGUE_REPOSITORY, USER_REPOSITORY, SESSIONS, CLOCK],
    )
    .inSingletonScope();
  container
    .bind(PORTAL_SETTINGS)
    .toResolvedValue(
      (
        users: UserRepository,
        profiles: ProfileRepository,
        gremien: GremiumRepository,
        hasher: PasswordHasher,
        limiter: RateLimiter,
        clock: Clock,
        emailChanges: LoginEmailChangeRepository,
        tokens: SessionTokens,
      ) => new SettingsService({ users, profiles, gremien, hasher, limiter, clock, emailChanges, tokens }),
      [USER_REPOSITORY, PROFILE_REPOSITORY, GREMIUM_REPOSITORY, PASSWORD_HASHER, RATE_LIMITER, CLOCK, LOGIN_EMAIL_CHANGE_REPOSITORY, SESSION_TOKENS],
    )
    .inSingletonScope();
  container
    .bind(GREMIUM_PORTAL)
    .toResolvedValue(
      (users: UserRepository, profiles: ProfileRepository, gremien: GremiumRepository, bookings: PortalBookings, clock: Clock, tokens: SessionTokens) =>
        new GremiumService({ users, profiles, gremien, bookings, clock, tokens }),
      [USER_REPOSITORY, PROFILE_REPOSITORY, GREMIUM_REPOSITORY, PORTAL_BOOKINGS, CLOCK, SESSION_TOKENS],
    )
    .inSingletonScope();
  container
    .bind(PORTAL_EVENTS)
    .toResolvedValue(
      (
        users: UserRepository,
        gremien: GremiumRepository,
        bookings: PortalBookings,
        wishlists: WishlistRepository,
        themes: ThemeCatalogue,
        clock: Clock,
        invoices: CustomerInvoices,
      ) => new PortalEventsService({ users, gremien, bookings, wishlists, themes, clock, invoices }),
      [USER_REPOSITORY, GREMIUM_REPOSITORY, PORTAL_BOOKINGS, WISHLIST_REPOSITORY, THEME_CATALOGUE, CLOCK, CUSTOMER_INVOICES],
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
      (users: UserRepository, feedback: FeedbackRepository, limiter: RateLimiter, clock: Clock, bookings: PortalBookings) =>
        new FeedbackService({ users, feedback, limiter, clock, bookings }),
      [USER_REPOSITORY, FEEDBACK_REPOSITORY, RATE_LIMITER, CLOCK, PORTAL_BOOKINGS],
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
