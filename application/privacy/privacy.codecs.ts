import * as t from 'io-ts';
import { objectBody, text } from '../portal/request.codecs';

/** POST /api-meinifb/datenauskunft: the export is asked for; the mail goes to this address. */
export const DataExportRequestedWire = t.type({ email: t.string, message: t.string }, 'DataExportRequested');
export type DataExportRequestedWire = t.TypeOf<typeof DataExportRequestedWire>;

/** POST /api-meinifb/datenauskunft/herunterladen: the token of the mailed link. */
export const DataExportDownloadRequest = objectBody(t.exact(t.partial({ token: text(200) })), 'DataExportDownloadRequest');
export type DataExportDownloadRequest = t.TypeOf<typeof DataExportDownloadRequest>;

/** POST /api-meinifb/konto-loeschen: the current password confirms it. */
export const DeleteAccountRequest = objectBody(t.exact(t.partial({ password: text(1024) })), 'DeleteAccountRequest');
export type DeleteAccountRequest = t.TypeOf<typeof DeleteAccountRequest>;

export const AccountDeletedWire = t.type({ message: t.string }, 'AccountDeleted');
export type AccountDeletedWire = t.TypeOf<typeof AccountDeletedWire>;

/** POST /manage/datenschutz/auskunft: the address of the person who asked. */
export const StaffExportRequest = objectBody(t.exact(t.partial({ email: text(320) })), 'StaffExportRequest');
export type StaffExportRequest = t.TypeOf<typeof StaffExportRequest>;
