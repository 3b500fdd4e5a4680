import { randomUUID } from 'node:crypto';
import type { Container } from 'inversify';
import { PASSWORD_HASHER, RATE_LIMITER, SESSIONS, SESSION_TOKENS, USER_REPOSITORY } from '../../../application/accounts/accounts.tokens';
import type { PasswordHasher } from '../../../application/accounts/password-hasher';
import type { RateLimiter } from '../../../application/accounts/rate-limiter';
import type { SessionService } from '../../../application/accounts/session.service';
import type { SessionTokens } from '../../../application/accounts/session-tokens';
import type { UserRepository } from '../../../application/accounts/user.repository';
import { PDF_RENDERER } from '../../../application/documents/documents.tokens';
import type { PdfRenderer } from '../../../application/documents/pdf-renderer';
import { OUTBOX } from '../../../application/mail/mail.tokens';
import type { Outbox } from '../../../application/mail/outbox.port';
import type { Clock } from '../../../application/ports/clock';
import { CLOCK } from '../../../application/ports/clock.tokens';
import type { EventFileStore } from '../../../application/portal/event-files.repository';
import { EVENT_FILE_STORE } from '../../../application/portal/portal.tokens';
import { AccountDeletion } from '../../../application/privacy/account-deletion';
import { AccountPrivacyService } from '../../../application/privacy/account-privacy.service';
import { DataExports } from '../../../application/privacy/data-exports';
import { ACCOUNT_PRIVACY, DATA_EXPORTS, RETENTION } from '../../../application/privacy/privacy.tokens';
import { RetentionService } from '../../../application/privacy/retention';
import { FFLATE_ARCHIVER } from '../../archive/fflate-archiver';
import type { AppDatabase } from '../../db/database';
import { DrizzleAccountErasure } from '../../db/privacy/drizzle-account-erasure';
import { DrizzleDataExportRepository } from '../../db/privacy/drizzle-data-export-repository';
import { DrizzlePersonalDataReader } from '../../db/privacy/drizzle-personal-data-reader';
import { DrizzleRetentionStore } from '../../db/privacy/drizzle-retention-store';
import { pickupFolderRetention } from '../../mail/pickup-folder-retention';

/** Data protection: the retention rules' round, data exports (the customer's and staff's) and account deletion. */
export const bindPrivacy = (container: Container, db: AppDatabase, mailFolder: string | undefined): void => {
  container
    .bind(RETENTION)
    .toResolvedValue(
      (clock: Clock) => new RetentionService([new DrizzleRetentionStore(db), ...(mailFolder === undefined ? [] : [pickupFolderRetention(mailFolder)])], clock),
      [CLOCK],
    )
    .inSingletonScope();
  container
    .bind(DATA_EXPORTS)
    .toResolvedValue(
      (renderer: PdfRenderer, tokens: SessionTokens, limiter: RateLimiter, outbox: Outbox, clock: Clock) =>
        new DataExports({
          exports: new DrizzleDataExportRepository(db),
          reader: new DrizzlePersonalDataReader(db),
          renderer,
          archiver: FFLATE_ARCHIVER,
          tokens,
          limiter,
          outbox,
          clock,
          newId: randomUUID,
        }),
      [PDF_RENDERER, SESSION_TOKENS, RATE_LIMITER, OUTBOX, CLOCK],
    )
    .inSingletonScope();
  container
    .bind(ACCOUNT_PRIVACY)
    .toResolvedValue(
      (users: UserRepository, sessions: SessionService, exports: DataExports, hasher: PasswordHasher, limiter: RateLimiter, files: EventFileStore, outbox: Outbox, clock: Clock) =>
        new AccountPrivacyService({
          users,
          sessions,
          exports,
          deletion: new AccountDeletion({ users, hasher, limiter, erasure: new DrizzleAccountErasure(db), files, outbox, clock }),
        }),
      [USER_REPOSITORY, SESSIONS, DATA_EXPORTS, PASSWORD_HASHER, RATE_LIMITER, EVENT_FILE_STORE, OUTBOX, CLOCK],
    )
    .inSingletonScope();
};
