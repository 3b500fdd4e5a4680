import fc from 'fast-check';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { ContentSummaryWire } from '../../../application/content/content.codecs';
import { atomXml } from './content-atom';
import { rssXml, type FeedChannel } from './content-rss';

const NOW = Temporal.Instant.from('2026-11-22T09:00:00Z');

/**
 * Titles built from what German feeds really carry and XML must escape: the five markup
 * characters, umlauts and ß, dashes and quotes, between ordinary words.
 */
const pieceArb = fc.constantFrom('&', '<', '>', '"', "'", 'ä', 'ö', 'ü', 'Ä', 'Ö', 'Ü', 'ß', '–', '„', '“', '§', '&amp;', '<b>', ' ', 'Betriebsrat', 'BetrVG', '€');
const titleArb = fc
  .array(pieceArb, { minLength: 1, maxLength: 12 })
  .map((pieces) => pieces.join(''))
  .filter((title) => title.trim() === title && title !== '');

const itemOf = (title: string, index: number): ContentSummaryWire => ({
  id: index + 1,
  kind: 'news',
  section: '',
  slug: `n-${String(index)}`,
  title,
  teaser: title,
  author: title,
  publishedAt: Temporal.Instant.from('2026-11-01T08:00:00Z').subtract({ hours: index }),
  topicSlug: null,
  tags: [{ slug: 'betrvg', name: title }],
  path: `/news/n-${String(index)}`,
  details: {},
});

const channelOf = (title: string): FeedChannel => ({ title, description: title, pagePath: '/themen/x', selfPath: '/rss/themen/x' });

const parserOf = (arrays: readonly string[]) =>
  new XMLParser({ ignoreAttributes: false, isArray: (_name, jpath) => arrays.includes(String(jpath)), parseTagValue: false, trimValues: false, processEntities: true });

const valid = (xml: string): boolean =>
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- still shipped; its successor is not a dependency here
  XMLValidator.validate(xml) === true;

describe('the feeds', () => {
  it('give back every title (&, <, >, quotes, umlauts) unchanged in RSS 2.0', () => {
    fc.assert(
      fc.property(titleArb, fc.array(titleArb, { minLength: 1, maxLength: 5 }), (feedTitle, titles) => {
        const xml = rssXml(titles.map(itemOf), 'http://betriebsrat.localhost', NOW, channelOf(feedTitle));
        expect(valid(xml)).toBe(true);
        const { rss } = parserOf(['rss.channel.item']).parse(xml) as { rss: { channel: { title: string; description: string; item: { title: string; description: string; category: string; 'dc:creator': string }[] } } };
        expect([rss.channel.title, rss.channel.description]).toEqual([feedTitle, feedTitle]);
        expect(rss.channel.item.map((entry) => [entry.title, entry.description, entry.category, entry['dc:creator']])).toEqual(titles.map((title) => [title, title, title, title]));
      }),
      { numRuns: 80 },
    );
  });

  it('give back every title (&, <, >, quotes, umlauts) unchanged in Atom 1.0, attributes included', () => {
    fc.assert(
      fc.property(titleArb, fc.array(titleArb, { minLength: 1, maxLength: 5 }), (feedTitle, titles) => {
        const xml = atomXml(titles.map(itemOf), 'http://betriebsrat.localhost', NOW, channelOf(feedTitle));
        expect(valid(xml)).toBe(true);
        const { feed } = parserOf(['feed.entry']).parse(xml) as {
          feed: { title: { '#text': string }; entry: { title: { '#text': string }; summary: { '#text': string }; author: { name: string }; category: { '@_label': string } }[] };
        };
        expect(feed.title['#text']).toBe(feedTitle);
        expect(feed.entry.map((entry) => [entry.title['#text'], entry.summary['#text'], entry.author.name, entry.category['@_label']])).toEqual(
          titles.map((title) => [title, title, title, title]),
        );
      }),
      { numRuns: 80 },
    );
  });
});
