import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../domain/errors/app-error';
import type { RequestContext } from '../accounts/accounts.port';
import type { SessionService } from '../accounts/session.service';
import type { Account, UserRepository } from '../accounts/user.repository';
import { callerAccount } from '../portal/caller';
import type { DownloadedFile } from '../portal/event-files.codecs';
import type { ForRequest } from '../portal/portal.port';
import type { AccountDeletion } from './account-deletion';
import type { AccountPrivacyDownloads } from './account-privacy.port';
import type { DataExports } from './data-exports';
import type { AccountDeletedWire, DataExportDownloadRequest, DataExportRequestedWire, DeleteAccountRequest } from './privacy.codecs';

export interface AccountPrivacyDependencies {
  readonly users: UserRepository;
  readonly sessions: Pick<SessionService, 'end'>;
  readonly exports: DataExports;
  readonly deletion: AccountDeletion;
}

/** meinifb › Einstellungen: data access and deletion for the account the request acts as. */
export class AccountPrivacyService implements ForRequest<AccountPrivacyDownloads> {
  constructor(private readonly deps: AccountPrivacyDependencies) {}

  forRequest(context: RequestContext): AccountPrivacyDownloads {
    return new CallerPrivacy(this.deps, context);
  }
}

class CallerPrivacy implements AccountPrivacyDownloads {
  constructor(
    private readonly deps: AccountPrivacyDependencies,
    private readonly context: RequestContext,
  ) {}

  requestDataExport(): TE.TaskEither<AppError, DataExportRequestedWire> {
    return this.asCaller((account) => this.deps.exports.request(account));
  }

  downloadDataExport(request: DataExportDownloadRequest): TE.TaskEither<AppError, DownloadedFile> {
    return this.asCaller((account) => this.deps.exports.download(account, request.token?.trim() ?? ''));
  }

  deleteAccount(request: DeleteAccountRequest): TE.TaskEither<AppError, AccountDeletedWire> {
    return this.asCaller(async (account) => {
      const impersonated = (this.context.session.current().stored?.impersonatorId ?? null) !== null;
      const deleted = await this.deps.deletion.delete(account, request, impersonated);
      // The account's sessions went with it (rows, so on every instance); this visitor goes on with a fresh one.
      if (E.isRight(deleted)) this.context.session.replace(await this.deps.sessions.end(this.context.session.current()));
      return deleted;
    });
  }

  private asCaller<A>(work: (account: Account) => Promise<E.Either<AppError, A>>): TE.TaskEither<AppError, A> {
    return async () => {
      const account = await callerAccount(this.deps.users, this.context.session);
      return E.isLeft(account) ? account : work(account.right);
    };
  }
}
