import * as t from 'io-ts';
import { IMAGE_MESSAGES as M } from './messages';

/** An absolute path on the server (the CLI makes a relative one absolute before sending it). */
const AbsolutePath = new t.Type<string, string, unknown>(
  'AbsolutePath',
  (value): value is string => typeof value === 'string' && value.startsWith('/') && value.length <= 4096 && !value.includes('\0'),
  (input, context) =>
    typeof input === 'string' && input.startsWith('/') && input.length <= 4096 && !input.includes('\0')
      ? t.success(input)
      : t.failure(input, context, M.directoryRequired),
  (value) => value,
);

/** POST /manage/import-images */
export const ImageImportRequest = t.exact(t.type({ directory: AbsolutePath }), 'ImageImportRequest');
export type ImageImportRequest = t.TypeOf<typeof ImageImportRequest>;

export const ImageFileReportWire = t.readonly(
  t.type({
    file: t.string,
    status: t.keyof({ imported: null, rejected: null }),
    /** 'seminar/<slug>' or 'hotel/<slug>' where the path names one. */
    owner: t.union([t.string, t.null]),
    message: t.string,
    sizeBytes: t.number,
  }),
  'ImageFileReportWire',
);
export type ImageFileReportWire = t.TypeOf<typeof ImageFileReportWire>;

export const ImageImportReportWire = t.readonly(
  t.type({
    directory: t.string,
    imported: t.number,
    rejected: t.number,
    /** Whether pictures larger than the limit are scaled down (false where no image library runs). */
    resizing: t.boolean,
    files: t.readonlyArray(ImageFileReportWire),
  }),
  'ImageImportReportWire',
);
export type ImageImportReportWire = t.TypeOf<typeof ImageImportReportWire>;
