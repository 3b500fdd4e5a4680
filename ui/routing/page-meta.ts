import type { UIMatch } from 'react-router';

/** What the server writes into <head> for a page. */
export interface PageMeta {
  readonly title: string;
  readonly description: string;
  /** Path of the canonical URL (query parameters that only filter are left out). */
  readonly canonicalPath: string;
  /** schema.org JSON-LD objects for search engines. */
  readonly jsonLd?: readonly object[];
  readonly noIndex?: boolean;
  /** Feeds of the page, announced for autodiscovery (feed readers read them from the server's HTML). */
  readonly feeds?: readonly FeedLink[];
}

/** One <link rel="alternate"> to a feed, its path on the page's own origin. */
export interface FeedLink {
  readonly type: 'application/rss+xml' | 'application/atom+xml';
  readonly title: string;
  readonly path: string;
}

/** Routes describe their <head> through `handle.meta`, computed from their loader data. */
export interface RouteHandle {
  readonly meta?: (loaderData: unknown, url: URL) => PageMeta;
}

export const SITE_NAME = 'ifb Seminare';

const DEFAULT_META: PageMeta = {
  title: `Seminare für Betriebsräte | ${SITE_NAME}`,
  description: 'Seminare, Schulungen und Ausbildungen für Betriebsräte, Schwerbehindertenvertretungen und JAV.',
  canonicalPath: '/',
};

/** The deepest matched route whose loader succeeded and that describes its page wins. */
export const metaOfMatches = (matches: readonly UIMatch[], url: URL): PageMeta => {
  for (const match of [...matches].reverse()) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.meta && match.loaderData !== undefined) return handle.meta(match.loaderData, url);
  }
  return DEFAULT_META;
};

/** The <title> of an error page whose status says more than that it failed. */
const ERROR_TITLES: Readonly<Record<number, string>> = { 404: 'Seite nicht gefunden', 429: 'Zu viele Anfragen' };

/** <head> of an error page: says what happened (the error's own heading where it has one), and keeps it out of search results. */
export const errorMeta = (status: number, heading?: string): PageMeta => ({
  title: `${heading ?? ERROR_TITLES[status] ?? 'Fehler'} | ${SITE_NAME}`,
  description: DEFAULT_META.description,
  canonicalPath: '/',
  noIndex: true,
});
