import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../domain/errors/app-error';
import type { DownloadedFile } from '../portal/event-files.codecs';
import type { AccountDeletedWire, DataExportDownloadRequest, DataExportRequestedWire, DeleteAccountRequest } from './privacy.codecs';

/**
 * A customer's rights over their own data (Art. 15, 17, 20 DSGVO), from meinifb › Einstellungen:
 * the service in-process on the server, the HTTP proxy in the browser.
 */
export interface AccountPrivacy {
  /** "Meine Daten herunterladen": made in the background, the mail brings a link (48 h, once). */
  requestDataExport(): TE.TaskEither<AppError, DataExportRequestedWire>;
  /** "Konto löschen", confirmed with the password. */
  deleteAccount(request: DeleteAccountRequest): TE.TaskEither<AppError, AccountDeletedWire>;
}

/**
 * The server's side besides: the ZIP of the mailed link, only for the account it was made for,
 * only once, only in time (else 404). A browser fetches it by a plain form post (a file, not
 * JSON), so the pages' proxy has no need of it.
 */
export interface AccountPrivacyDownloads extends AccountPrivacy {
  downloadDataExport(request: DataExportDownloadRequest): TE.TaskEither<AppError, DownloadedFile>;
}
