import type * as TE from 'fp-ts/TaskEither';
import type { AccountPrivacy } from '../../application/privacy/account-privacy.port';
import { AccountDeletedWire, DataExportRequestedWire, type DeleteAccountRequest } from '../../application/privacy/privacy.codecs';
import { PRIVACY_PATHS as P } from '../../application/privacy/privacy.paths';
import type { AppError } from '../../domain/errors/app-error';
import { callApi } from './api-call';
import type { HttpTransport } from './transport';

/** meinifb's data access and deletion over HTTP (the settings page with JavaScript). */
export class AccountPrivacyProxy implements AccountPrivacy {
  constructor(private readonly transport: HttpTransport) {}

  requestDataExport(): TE.TaskEither<AppError, DataExportRequestedWire> {
    return callApi(this.transport, DataExportRequestedWire)({ method: 'POST', path: P.requestExport });
  }

  deleteAccount(request: DeleteAccountRequest): TE.TaskEither<AppError, AccountDeletedWire> {
    return callApi(this.transport, AccountDeletedWire)({ method: 'POST', path: P.deleteAccount, body: request });
  }
}
