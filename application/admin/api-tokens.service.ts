import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { notFound, type AppError } from '../../domain/errors/app-error';
import type { Clock } from '../ports/clock';
import type { AdminPrincipal } from './admin-access';
import {
  DEFAULT_TOKEN_DAYS,
  type ApiTokenCreatedWire,
  type ApiTokenListWire,
  type ApiTokenRequest,
  type ApiTokenWire,
  type RevokedWire,
} from './admin.codecs';
import type { ApiTokenRepository, ApiTokenSecrets, StoredApiToken } from './api-token.repository';
import { ADMIN_MESSAGES as M } from './messages';

const HOURS_PER_DAY = 24;

const tokenWire = (token: StoredApiToken): ApiTokenWire => ({
  tokenId: token.tokenId,
  name: token.name,
  createdAt: token.createdAt,
  expiresAt: token.expiresAt,
});

/** An admin's API tokens: made for scripts, shown once, kept as a hash, revocable. */
export class ApiTokensService {
  constructor(
    private readonly tokens: ApiTokenRepository,
    private readonly secrets: ApiTokenSecrets,
    private readonly clock: Clock,
  ) {}

  create(admin: AdminPrincipal, request: ApiTokenRequest): TE.TaskEither<AppError, ApiTokenCreatedWire> {
    return async () => {
      const token = this.secrets.generate();
      const now = this.clock.now();
      const stored = await this.tokens.create({
        userId: admin.userId,
        name: request.name,
        tokenHash: this.secrets.hash(token),
        createdAt: now,
        expiresAt: now.add({ hours: (request.expiresInDays ?? DEFAULT_TOKEN_DAYS) * HOURS_PER_DAY }),
      });
      return E.right({ ...tokenWire(stored), token });
    };
  }

  list(admin: AdminPrincipal): TE.TaskEither<AppError, ApiTokenListWire> {
    return async () => {
      const now = this.clock.now().epochMilliseconds;
      const live = (await this.tokens.listFor(admin.userId)).filter(
        (token) => token.revokedAt === null && token.expiresAt.epochMilliseconds > now,
      );
      return E.right({ tokens: live.map(tokenWire) });
    };
  }

  revoke(admin: AdminPrincipal, tokenId: number): TE.TaskEither<AppError, RevokedWire> {
    return async () =>
      (await this.tokens.revoke(admin.userId, tokenId, this.clock.now()))
        ? E.right({ revoked: true as const })
        : E.left(notFound(M.unknownToken));
  }
}
