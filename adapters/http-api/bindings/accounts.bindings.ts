import type { Container } from 'inversify';
import { ACCOUNTS, COMMON_PASSWORDS, PASSWORD_RESET_REPOSITORY, REGISTRATION_REPOSITORY, LOGIN_LISTENERS, PASSWORD_HASHER, RATE_LIMITER, RATE_LIMIT_REPOSITORY, SESSIONS, SESSION_REPOSITORY, SESSION_TOKENS, USER_REPOSITORY, XSRF_TOKENS } from '../../../application/accounts/accounts.tokens';
import { AccountsService } from '../../../application/accounts/accounts.service';
import type { CommonPasswords } from '../../../application/accounts/common-passwords';
import type { LoginListener } from '../../../application/accounts/login-listener';
import type { PasswordHasher } from '../../../application/accounts/password-hasher';
import type { RateLimitRepository } from '../../../application/accounts/rate-limit.repository';
import { RateLimiter } from '../../../application/accounts/rate-limiter';
import type { SessionRepository } from '../../../application/accounts/session.repository';
import { SessionService } from '../../../application/accounts/session.service';
import type { SessionTokens, XsrfTokens } from '../../../application/accounts/session-tokens';
import type { UserRepository } from '../../../application/accounts/user.repository';
import type { Clock } from '../../../application/ports/clock';
import { CLOCK } from '../../../application/ports/clock.tokens';
import { DrizzleRateLimitRepository } from '../../db/accounts/rate-limit-repository';
import { DrizzleSessionRepository } from '../../db/accounts/session-repository';
import { DrizzleUserRepository } from '../../db/accounts/user-repository';
import { DrizzleRegistrationRepository } from '../../db/accounts/registration-repository';
import type { RegistrationRepository } from '../../../application/accounts/email-confirmation.repository';
import type { PasswordResetRepository } from '../../../application/accounts/password-reset.repository';
import { DrizzlePasswordResetRepository } from '../../db/accounts/password-reset-repository';
import type { Outbox } from '../../../application/mail/outbox.port';
import { OUTBOX } from '../../../application/mail/mail.tokens';
import type { AppDatabase } from '../../db/database';
import { createCommonPasswordList } from '../../passwords/common-password-list';
import { cryptoSessionTokens } from '../session/crypto-session-tokens';
import { DrizzleImpersonationLog } from '../../db/accounts/impersonation-log-repository';
import { HmacXsrfTokens } from '../session/hmac-xsrf-tokens';
import { CartLoginListener } from '../../../application/cart/cart-login-listener';
import { WishlistLoginListener } from '../../../application/wishlist/wishlist-login-listener';
import { WISHLIST_REPOSITORY } from '../../../application/wishlist/wishlist.tokens';
import type { WishlistRepository } from '../../../application/wishlist/wishlist.repository';
import type { CartRepository } from '../../../application/cart/cart.repository';
import { CART_REPOSITORY } from '../../../application/cart/cart.tokens';

export const bindAccounts = (container: Container, db: AppDatabase, passwordHasher: PasswordHasher, xsrfSecret: string): void => {
  container.bind(PASSWORD_HASHER).toConstantValue(passwordHasher);
  container.bind(USER_REPOSITORY).toConstantValue(new DrizzleUserRepository(db));
  container
    .bind(REGISTRATION_REPOSITORY)
    .toResolvedValue((outbox: Outbox) => new DrizzleRegistrationRepository(db, outbox), [OUTBOX])
    .inSingletonScope();
  container
    .bind(PASSWORD_RESET_REPOSITORY)
    .toResolvedValue((outbox: Outbox) => new DrizzlePasswordResetRepository(db, outbox), [OUTBOX])
    .inSingletonScope();
  container.bind(SESSION_REPOSITORY).toConstantValue(new DrizzleSessionRepository(db));
  container.bind(RATE_LIMIT_REPOSITORY).toConstantValue(new DrizzleRateLimitRepository(db));
  container.bind(SESSION_TOKENS).toConstantValue(cryptoSessionTokens);
  container.bind(XSRF_TOKENS).toConstantValue(new HmacXsrfTokens(xsrfSecret));
  // The list is large: built once, on first use.
  container.bind(COMMON_PASSWORDS).toDynamicValue(() => createCommonPasswordList()).inSingletonScope();
  // A visitor's cart joins the account's at login, and the date they asked to keep goes onto its wishlist.
  container
    .bind(LOGIN_LISTENERS)
    .toResolvedValue(
      (carts: CartRepository, wishlists: WishlistRepository, now: Clock) => [new CartLoginListener(carts, now), new WishlistLoginListener(wishlists, now)],
      [CART_REPOSITORY, WISHLIST_REPOSITORY, CLOCK],
    )
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
        registrations: RegistrationRepository,
        tokens: SessionTokens,
        passwordResets: PasswordResetRepository,
      ) =>
        new AccountsService({
          users,
          sessions,
          hasher,
          limiter,
          commonPasswords,
          xsrf,
          clock: now,
          loginListeners,
          registrations,
          tokens,
          passwordResets,
          impersonationLog: new DrizzleImpersonationLog(db),
        }),
      [USER_REPOSITORY, SESSIONS, PASSWORD_HASHER, RATE_LIMITER, COMMON_PASSWORDS, XSRF_TOKENS, CLOCK, LOGIN_LISTENERS, REGISTRATION_REPOSITORY, SESSION_TOKENS, PASSWORD_RESET_REPOSITORY],
    )
    .inSingletonScope();
};
