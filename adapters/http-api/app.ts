import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { ACCOUNTS, RATE_LIMITER, SESSIONS, XSRF_TOKENS } from '../../application/accounts/accounts.tokens';
import type { PasswordHasher } from '../../application/accounts/password-hasher';
import { CATALOGUE } from '../../application/catalogue/catalogue.tokens';
import { DrizzleServerSecretRepository } from '../db/accounts/server-secret-repository';
import type { Database } from '../db/database';
import type { Clock } from '../../application/ports/clock';
import { createServerContainer, resolve } from './container';
import { authRoutes } from './routes/auth.routes';
import { catalogueRoutes } from './routes/catalogue.routes';
import { createServer } from './server';
import { installSessions } from './session/install-sessions';
import { resolveSessionSecret } from './session/session-secret';
import type { SiteHosts } from './site';
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
}

/** The whole HTTP application over one database: what `npm start` serves and API tests call. */
export const buildApp = async ({ database, clock, hosts, logger, passwordHasher, sessionSecret }: AppOptions): Promise<FastifyInstance> => {
  const xsrfSecret = await resolveSessionSecret(
    sessionSecret ?? process.env.SESSION_SECRET,
    new DrizzleServerSecretRepository(database.db),
    clock.now(),
  );
  const container = createServerContainer({ db: database.db, clock, passwordHasher, xsrfSecret });
  const server = createServer({ hosts: hosts ?? DEFAULT_SITE_HOSTS, isReady: () => database.ping(), logger });
  await installSessions(server, {
    sessions: resolve(container, SESSIONS),
    xsrf: resolve(container, XSRF_TOKENS),
    limiter: resolve(container, RATE_LIMITER),
  });
  catalogueRoutes(resolve(container, CATALOGUE))(server);
  authRoutes(resolve(container, ACCOUNTS))(server);
  await server.ready();
  return server;
};
