import * as t from 'io-ts';
import { MAX_SEARCH_LENGTH, SlugCodec } from './content-query.codecs';

/** The file kinds a download can have (DownloadDetails), for the filter's choice. */
export const DOWNLOAD_FILE_KINDS = ['pdf', 'docx', 'xlsx', 'pptx'] as const;
export type DownloadFileKind = (typeof DOWNLOAD_FILE_KINDS)[number];

/** ?q= of a knowledge page's search: any text up to the site's search length; blank means all. */
const SearchText = new t.Type<string, string, unknown>(
  'SearchText',
  (value): value is string => typeof value === 'string' && value.length <= MAX_SEARCH_LENGTH,
  (input, context) =>
    typeof input === 'string' && input.length <= MAX_SEARCH_LENGTH
      ? t.success(input.trim())
      : t.failure(input, context, `Bitte geben Sie höchstens ${String(MAX_SEARCH_LENGTH)} Zeichen als Suchbegriff ein.`),
  (value) => value,
);

const FileKind = new t.Type<DownloadFileKind, string, unknown>(
  'DownloadFileKind',
  (value): value is DownloadFileKind => typeof value === 'string' && (DOWNLOAD_FILE_KINDS as readonly string[]).includes(value),
  (input, context) =>
    typeof input === 'string' && (DOWNLOAD_FILE_KINDS as readonly string[]).includes(input)
      ? t.success(input as DownloadFileKind)
      : t.failure(input, context, 'Bitte wählen Sie als Dateiart PDF, Word, Excel oder PowerPoint.'),
  (value) => value,
);

/** GET /faq?q= */
export const FaqQuery = t.exact(t.partial({ q: SearchText }), 'FaqQuery');
export type FaqQuery = t.TypeOf<typeof FaqQuery>;

/** GET /downloads?q=&art=&thema=&tag= (the filter form's names; an empty field is no filter). */
export const DownloadsQuery = t.exact(t.partial({ q: SearchText, art: FileKind, thema: SlugCodec, tag: SlugCodec }), 'DownloadsQuery');
export type DownloadsQuery = t.TypeOf<typeof DownloadsQuery>;

/** A form's GET sends empty fields as ''; those are no filter. */
export const filledParams = (url: URL): Record<string, string> =>
  Object.fromEntries([...url.searchParams].filter(([, value]) => value.trim() !== ''));
