import type { Temporal } from 'temporal-polyfill';
import type { ContentSummaryWire } from '../../../application/content/content.codecs';
import { escapeXml, type FeedChannel } from './content-rss';

/**
 * Atom wants an `updated` on every entry; an item without a publication date (a lexicon entry of
 * a topic) takes the time the feed was built, so the document stays valid.
 */
const updatedOf = (item: ContentSummaryWire, now: Temporal.Instant): string => (item.publishedAt ?? now).toString();

const entryXml = (item: ContentSummaryWire, origin: string, now: Temporal.Instant): string => {
  const link = escapeXml(`${origin}${item.path}`);
  return [
    '  <entry>',
    `    <id>${link}</id>`,
    `    <title type="text">${escapeXml(item.title)}</title>`,
    `    <link rel="alternate" type="text/html" href="${link}"/>`,
    `    <updated>${updatedOf(item, now)}</updated>`,
    ...(item.publishedAt === null ? [] : [`    <published>${item.publishedAt.toString()}</published>`]),
    ...(item.author === null ? [] : [`    <author><name>${escapeXml(item.author)}</name></author>`]),
    `    <summary type="text">${escapeXml(item.teaser)}</summary>`,
    ...item.tags.map((tag) => `    <category term="${escapeXml(tag.slug)}" label="${escapeXml(tag.name)}"/>`),
    '  </entry>',
  ].join('\n');
};

/**
 * An Atom 1.0 document of the given items (newest first), every link absolute on `origin`. The
 * feed is as new as its newest item; an empty feed is as new as the moment it was built.
 */
export const atomXml = (items: readonly ContentSummaryWire[], origin: string, now: Temporal.Instant, channel: FeedChannel): string => {
  const pageUrl = escapeXml(`${origin}${channel.pagePath}`);
  const newest = items.find((item) => item.publishedAt !== null)?.publishedAt ?? now;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="de-DE">',
    `  <id>${escapeXml(`${origin}${channel.selfPath}`)}</id>`,
    `  <title type="text">${escapeXml(channel.title)}</title>`,
    `  <subtitle type="text">${escapeXml(channel.description)}</subtitle>`,
    `  <updated>${newest.toString()}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(`${origin}${channel.selfPath}`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${pageUrl}"/>`,
    // Atom needs an author for every entry; the site stands in for entries without one.
    `  <author><name>${escapeXml(channel.title)}</name></author>`,
    ...items.map((item) => entryXml(item, origin, now)),
    '</feed>',
    '',
  ].join('\n');
};
