/** The back office's seminar pages (rendered, work without JavaScript). */
export const SEMINAR_PAGES = {
  list: '/manage/seminare',
  create: '/manage/seminare/neu',
  import: '/manage/seminare/import',
  seminar: '/manage/seminare/:slug',
} as const;

export const seminarPagePath = (slug: string): string => `/manage/seminare/${encodeURIComponent(slug)}`;

/** The date pages of the back office (ui/pages/manage/dates): a date, and a new date of a seminar. */
export const seminarDatePagePath = (eventId: number): string => `/manage/termine/${String(eventId)}`;
export const newSeminarDatePagePath = (slug: string): string => `/manage/seminare/${encodeURIComponent(slug)}/termine/neu`;

/** The JSON API the pages' loaders and actions call from the browser (the server's renders call the service). */
export const SEMINAR_ADMIN_API = {
  list: '/manage/katalog/seminare',
  seminar: '/manage/katalog/seminare/:slug',
  prices: '/manage/katalog/seminare/:slug/preise',
  rubrics: '/manage/katalog/rubriken',
  /** The import page's CSV as JSON text (`ifb catalog import` streams to /manage/katalog/import instead). */
  importText: '/manage/katalog/import-text',
} as const;

export const seminarApiPath = (slug: string): string => `/manage/katalog/seminare/${encodeURIComponent(slug)}`;
export const seminarPricesApiPath = (slug: string): string => `${seminarApiPath(slug)}/preise`;

/** The list's page in its query ("?seite=2"), beside the filter's fields. */
export const SEMINAR_PAGE_PARAM = 'seite';

/** The page number of the query; anything but a whole number from 1 is the first page. */
export const seminarPageOf = (text: string | null | undefined): number | undefined => (text !== null && text !== undefined && /^[1-9]\d{0,5}$/.test(text.trim()) ? Number(text.trim()) : undefined);
