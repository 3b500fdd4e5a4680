import * as t from 'io-ts';
import { InstantCodec } from '../codecs/instant.codec';

export const EventFileWire = t.type(
  {
    fileId: t.number,
    eventId: t.number,
    kind: t.keyof({ photo: null, document: null }),
    title: t.string,
    fileName: t.string,
    contentType: t.string,
    sizeBytes: t.number,
    createdAt: InstantCodec,
    /** Where the browser downloads the file (a GET with the session cookie). */
    downloadUrl: t.string,
    /** The caller may delete it: their own photo (or any, for the provider's admins). */
    deletable: t.boolean,
  },
  'EventFile',
);
export type EventFileWire = t.TypeOf<typeof EventFileWire>;

/** GET /api-meinifb/photos/{eventId} and /api-meinifb/documents/{eventId} */
export const EventFilesWire = t.readonlyArray(EventFileWire, 'EventFiles');
export type EventFilesWire = t.TypeOf<typeof EventFilesWire>;

/** POST /api-meinifb/delete-photo/{fileId} */
export const DeletedFileWire = t.type({ fileId: t.number, deleted: t.literal(true) }, 'DeletedFile');
export type DeletedFileWire = t.TypeOf<typeof DeletedFileWire>;

/** A file to download: the bytes with the name and type to send them under (not JSON). */
export interface DownloadedFile {
  readonly fileName: string;
  readonly contentType: string;
  readonly content: Uint8Array;
}
