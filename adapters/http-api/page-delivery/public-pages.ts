import type { Site } from '../../../domain/site/site';
import { isOpenPage } from './page-access-match';

/**
 * The pages that are the same for every visitor (spec §2): the catalogue, the seminar pages,
 * the places, the legal texts, the election news, the open positions and, on the works-council
 * host, the knowledge pages. Their HTML
 * is rendered without a session and may be kept and served to anyone. Everything personal
 * (cart, checkout, portal, account, wishlist, waiting list, reservations, search, the
 * conference bookings) is missing here on purpose, and so never cached.
 */
const BOTH_SITES: readonly RegExp[] = [
  /^\/$/,
  /^\/(?:impressum|datenschutz|agb|barrierefreiheit)$/,
  /^\/schulungsanspruch\/[^/]+$/,
  // The election news (archive, categories, items) and the open positions.
  /^\/wahlseiten-news\/(?:archiv\/?|kategorie\/[^/]+|[^/]+)$/,
  /^\/jobs-karriere\/offene-stellen(?:\/[^/]+){0,2}$/,
];

const PUBLIC_PATHS: Readonly<Record<Site, readonly RegExp[]>> = {
  main: [
    ...BOTH_SITES,
    /^\/seminare(?:\/(?:veranstaltungen|rubrik|p))?$/,
    /^\/seminare\/[rt]\/[^/]+$/,
    /^\/seminare\/p\/[^/]+(?:\/(?:termine|inhouse|starterpaket|erlebnis))?$/,
    /^\/standorte\/(?:hotel\/)?[^/]+$/,
  ],
  'works-council': [
    ...BOTH_SITES,
    /^\/(?:fachartikel|news|br-magazin-interview|gesetze|themen)(?:\/[^/]+)?$/,
    /^\/[a-z-]+slexikon\/[^/]+(?:\/[^/]+)?$/,
    /^\/rechtsprechung\/[^/]+(?:\/[^/]+)?$/,
    /^\/tag\/[^/]+$/,
    // The knowledge extras: FAQ (its search), guides, downloads (its filter), videos, the films' pages.
    /^\/(?:faq|downloads|videos)$/,
    /^\/mediathek\/[^/]+$/,
    /^\/leitfaden(?:\/[^/]+)?$/,
  ],
};

/** Parameters of ad campaigns and click trackers: the page does not read them, so they share its entry. */
const IGNORED_PARAMETER = /^(?:utm_\w+|fbclid|gclid|msclkid|mc_[ce]id)$/;

/** Longer queries than this are rendered but not kept: no filter of ours needs them. */
const MAX_QUERY_LENGTH = 512;

export interface PublicPageRequest {
  readonly site: Site;
  /** The Host header as given: the page's links and canonical address are built from it. */
  readonly host: string;
  /** The request target: path and query. */
  readonly url: string;
}

/**
 * Whether this path is one of the pages that are the same for every visitor: listed above and
 * declared public in the pages' access table, so a page that needs a login is never kept for all,
 * whatever a pattern above lets through.
 */
export const isPublicPage = (site: Site, url: string): boolean => {
  const path = url.split('?')[0] ?? '';
  return PUBLIC_PATHS[site].some((pattern) => pattern.test(path)) && isOpenPage(path);
};

/** A public page as it is kept: under its key, rendered for its target. */
export interface PublicPage {
  /** Host, path and the query parameters that matter: the cache key. */
  readonly key: string;
  /** The path and the parameters that matter: what is rendered, for every request of the key. */
  readonly target: string;
}

/**
 * A public page's key and target: host, path and the query parameters that matter, by name in a
 * fixed order (so `?b=1&a=2` and `?a=2&b=1` share an entry); undefined when the page is not kept
 * (not public, or a query too long to be one of ours).
 */
export const publicPage = ({ site, host, url }: PublicPageRequest): PublicPage | undefined => {
  if (!isPublicPage(site, url)) return undefined;
  const [path = '', query = ''] = url.split(/\?(.*)/s);
  if (query.length > MAX_QUERY_LENGTH) return undefined;
  const parameters = [...new URLSearchParams(query)].filter(([name]) => !IGNORED_PARAMETER.test(name));
  parameters.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const kept = new URLSearchParams(parameters).toString();
  const target = `${path}${kept === '' ? '' : `?${kept}`}`;
  return { key: `${host.toLowerCase()}${target}`, target };
};
