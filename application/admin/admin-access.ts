import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { forbidden, unauthenticated, type AppError } from '../../domain/errors/app-error';
import { hasRole, type Role } from '../accounts/roles';
import type { Account, UserRepository } from '../accounts/user.repository';
import type { SessionSlot } from '../accounts/session';
import { sessionAccount } from '../accounts/session-account';
import type { Clock } from '../ports/clock';
import type { ApiTokenRepository, ApiTokenSecrets } from './api-token.repository';
import { ADMIN_MESSAGES as M } from './messages';

/**
 * What a request to the admin area shows of its caller: the user of its session (a browser,
 * or the CLI with its cookie jar), or an API token (scripts and the CLI with --token).
 */
export type AdminCredentials =
  | { readonly _tag: 'Session'; readonly session: SessionSlot }
  | { readonly _tag: 'Bearer'; readonly token: string };

export interface AdminPrincipal {
  readonly userId: number;
  readonly via: 'session' | 'token';
}

/** Who the guard admits: the site admin's area, or the back office (staff and site admins). */
export type AdminRole = Extract<Role, 'site-admin' | 'staff'>;

/**
 * The admin guard: site admins only (roles.ts), or staff too for the back office. Nobody logged
 * in is 401; anyone else, and an account demoted since, is 403. A bearer token counts only while
 * it is unexpired, unrevoked and its admin still has the role; the session is then not looked at.
 */
export class AdminAccess {
  constructor(
    private readonly users: UserRepository,
    private readonly tokens: ApiTokenRepository,
    private readonly secrets: ApiTokenSecrets,
    private readonly clock: Clock,
  ) {}

  authorize(credentials: AdminCredentials, role: AdminRole = 'site-admin'): TE.TaskEither<AppError, AdminPrincipal> {
    return async () => {
      const loginRequired = role === 'staff' ? M.staffLoginRequired : M.loginRequired;
      const account = await this.accountOf(credentials);
      if (account === null) return E.left(unauthenticated(credentials._tag === 'Session' ? loginRequired : M.tokenInvalid));
      if (account === undefined) return E.left(unauthenticated(loginRequired));
      if (!hasRole(account, role)) return E.left(forbidden(role === 'staff' ? M.staffAccessDenied : M.accessDenied));
      return E.right({ userId: account.userId, via: credentials._tag === 'Session' ? 'session' : 'token' });
    };
  }

  /** null: nobody logged in, or no valid token; undefined: the account is gone. */
  private async accountOf(credentials: AdminCredentials): Promise<Account | null | undefined> {
    if (credentials._tag === 'Session') {
      return (credentials.session.current().stored?.userId ?? null) === null ? null : sessionAccount(this.users, credentials.session);
    }
    const userId = await this.tokenOwner(credentials.token);
    return userId === null ? null : this.users.findById(userId);
  }

  private async tokenOwner(token: string): Promise<number | null> {
    if (!this.secrets.isWellFormed(token)) return null;
    const stored = await this.tokens.findByHash(this.secrets.hash(token));
    if (stored?.revokedAt !== null) return null;
    return stored.expiresAt.epochMilliseconds > this.clock.now().epochMilliseconds ? stored.userId : null;
  }
}
