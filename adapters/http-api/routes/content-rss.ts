import type { Temporal } from 'temporal-polyfill';
import type { ContentSummaryWire } from '../../../application/content/content.codecs';
import type { SiteHosts } from '../../../domain/site/site';

/** How many items the feed carries. */
export const FEED_SIZE = 20;

export const FEED_TITLE = 'Betriebsrat – News und Fachartikel';
export const FEED_DESCRIPTION = 'Aktuelle News und Fachartikel für Betriebsräte, Schwerbehindertenvertretungen und JAVen.';

/** What a feed is about: its title and description, the page it mirrors and its own address. */
export interface FeedChannel {
  readonly title: string;
  readonly description: string;
  /** Path of the HTML page the feed mirrors (the channel link). */
  readonly pagePath: string;
  /** Path of this very document (atom:link rel="self"). */
  readonly selfPath: string;
}

/** The site-wide feed of /rss. */
export const MAIN_CHANNEL: FeedChannel = { title: FEED_TITLE, description: FEED_DESCRIPTION, pagePath: '/', selfPath: '/rss' };

/** Characters XML 1.0 does not allow at all; dropped rather than breaking the document. */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export const escapeXml = (text: string): string =>
  text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** RFC 822 as RSS 2.0 wants it ("Sun, 22 Nov 2026 09:00:00 GMT"). */
export const rfc822 = (instant: Temporal.Instant): string => new Date(instant.epochMilliseconds).toUTCString();

/**
 * The origin of the works-council site as the visitor reaches it: its configured host name, with
 * the port the request came in on (so a local or test server links to itself).
 */
export const worksCouncilOrigin = (protocol: string, hostHeader: string | undefined, hosts: SiteHosts): string => {
  const port = /:(\d+)$/.exec(hostHeader ?? '')?.[1];
  return `${protocol}://${hosts.worksCouncil}${port === undefined ? '' : `:${port}`}`;
};

const itemXml = (item: ContentSummaryWire, origin: string): string => {
  const link = escapeXml(`${origin}${item.path}`);
  return [
    '    <item>',
    `      <title>${escapeXml(item.title)}</title>`,
    `      <link>${link}</link>`,
    `      <guid isPermaLink="true">${link}</guid>`,
    `      <description>${escapeXml(item.teaser)}</description>`,
    ...(item.publishedAt === null ? [] : [`      <pubDate>${rfc822(item.publishedAt)}</pubDate>`]),
    ...(item.author === null ? [] : [`      <dc:creator>${escapeXml(item.author)}</dc:creator>`]),
    ...item.tags.map((tag) => `      <category>${escapeXml(tag.name)}</category>`),
    '    </item>',
  ].join('\n');
};

/** An RSS 2.0 document of the given items, in German, every link absolute on `origin`. */
export const rssXml = (items: readonly ContentSummaryWire[], origin: string, now: Temporal.Instant, channel: FeedChannel = MAIN_CHANNEL): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(`${origin}${channel.pagePath}`)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    '    <language>de-de</language>',
    `    <lastBuildDate>${rfc822(now)}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(`${origin}${channel.selfPath}`)}" rel="self" type="application/rss+xml"/>`,
    ...items.map((item) => itemXml(item, origin)),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
