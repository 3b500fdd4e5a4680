import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
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
import { ScryptPasswordHasher } from '../crypto/scrypt-password-hasher';
import { DrizzleRateLimitRepository } from '../db/accounts/rate-limit-repository';
import { DrizzleSessionRepository } from '../db/accounts/session-repository';
import { DrizzleUserRepository } from '../db/accounts/user-repository';
import { DrizzleCatalogueRepository } from '../db/catalogue-repository';
import type { AppDatabase } from '../db/database';
import { createCommonPasswordList } from '../passwords/common-password-list';
import { cryptoSessionTokens } from './session/crypto-session-tokens';
import { HmacXsrfTokens } from './session/hmac-xsrf-tokens';

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
}

/**
 * The server's composition root: the only place that knows which concrete class serves each
 * port. The server binds the in-process services; SSR will resolve the same ones.
 */
export const createServerContainer = ({ db, clock, passwordHasher, xsrfSecret }: ServerDependencies): Container => {
  const container = new Container();
  container.bind(CLOCK).toConstantValue(clock);
  container.bind(CATALOGUE_REPOSITORY).toConstantValue(new DrizzleCatalogueRepository(db));
  container
    .bind(CATALOGUE)
    .toResolvedValue((repository: CatalogueRepository, now: Clock) => new CatalogueService(repository, now), [CATALOGUE_REPOSITORY, CLOCK])
    .inSingletonScope();
  bindAccounts(container, db, passwordHasher ?? new ScryptPasswordHasher(), xsrfSecret ?? randomBytes(32).toString('base64url'));
  return container;
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
  container.bind(LOGIN_LISTENERS).toConstantValue([]);
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

/** Typed resolution of a token. */
export const resolve = <T>(container: Container, key: Token<T>): T => container.get<T>(key);
