import type { ContentKind, ExportKind } from './content-kind';

/**
 * The paths of the knowledge content calls, shared by the server's routes and the HTTP proxy.
 * /api/get-articles and /api/get-videos are the spec's (§7 "Data"); /api/get-tags already names
 * the catalogue's seminar tags, so the content's tags live on /api/get-content-tags.
 */
export const CONTENT_PATHS = {
  articles: '/api/get-articles',
  videos: '/api/get-videos',
  tags: '/api/get-content-tags',
  list: '/api/content/:kind',
  detail: '/api/content/:kind/:slug',
  text: '/api/content/:kind/:slug/text',
  topics: '/api/content-topics',
  topic: '/api/content-topics/:slug',
  topicItems: '/api/content-topics/:slug/items',
  search: '/api/content-search',
  latest: '/api/content-latest',
  exportBatch: '/api/content-export/:kind',
  tagArticles: '/tag/:tag/load-articles',
  rss: '/rss',
  atom: '/atom',
  topicRss: '/rss/themen/:slug',
  topicAtom: '/atom/themen/:slug',
  tagRss: '/rss/tag/:slug',
  tagAtom: '/atom/tag/:slug',
} as const;

const enc = encodeURIComponent;

export const contentListPath = (kind: ContentKind): string => `/api/content/${enc(kind)}`;
export const contentDetailPath = (kind: ContentKind, slug: string): string => `/api/content/${enc(kind)}/${enc(slug)}`;
export const contentTextPath = (kind: ContentKind, slug: string): string => `${contentDetailPath(kind, slug)}/text`;
export const topicApiPath = (slug: string): string => `/api/content-topics/${enc(slug)}`;
export const topicItemsPath = (slug: string): string => `${topicApiPath(slug)}/items`;
export const exportBatchPath = (kind: ExportKind): string => `/api/content-export/${enc(kind)}`;
export const tagArticlesPath = (tag: string): string => `/tag/${enc(tag)}/load-articles`;

/**
 * The feeds of a topic page (/themen/{x}) and a tag page (/tag/{x}): the page's path behind /rss
 * (RSS 2.0) or /atom (Atom 1.0), next to the site-wide /rss and /atom.
 */
export type FeedFormat = 'rss' | 'atom';
export const topicFeedPath = (format: FeedFormat, slug: string): string => `/${format}/themen/${enc(slug)}`;
export const tagFeedPath = (format: FeedFormat, tag: string): string => `/${format}/tag/${enc(tag)}`;
