import fc from 'fast-check';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { ContentSummaryWire } from '../../../application/content/content.codecs';
import { rssXml } from './content-rss';

const NOW = Temporal.Instant.from('2026-11-22T09:00:00Z');
/** Printable text without the characters XML 1.0 cannot carry at all (they are dropped). */
// eslint-disable-next-line no-control-regex -- these are exactly the characters to keep out
const NOT_XML = /[\u0000-\u001F\uFFFE\uFFFF]/;
const textArb = fc.string({ unit: 'grapheme', maxLength: 30 }).filter((text) => text.trim() === text && text !== '' && !NOT_XML.test(text));

describe('rssXml', () => {
  it('is well-formed XML that gives back every title as it was, whatever the text', () => {
    fc.assert(
      fc.property(fc.array(textArb, { minLength: 1, maxLength: 5 }), (titles) => {
        const items = titles.map(
          (title, index): ContentSummaryWire => ({
            id: index + 1,
            kind: 'news',
            section: '',
            slug: `n-${String(index)}`,
            title,
            teaser: title,
            author: null,
            publishedAt: null,
            topicSlug: null,
            tags: [],
            path: `/news/n-${String(index)}`,
            details: {},
          }),
        );
        const xml = rssXml(items, 'http://betriebsrat.localhost', NOW);
        // eslint-disable-next-line @typescript-eslint/no-deprecated -- still shipped; its successor is not a dependency here
        expect(XMLValidator.validate(xml)).toBe(true);
        const parsed = new XMLParser({ isArray: (name) => name === 'item', parseTagValue: false, trimValues: false, processEntities: true }).parse(xml) as {
          rss: { channel: { item: { title: string }[] } };
        };
        expect(parsed.rss.channel.item.map((entry) => entry.title)).toEqual(titles);
      }),
      { numRuns: 60 },
    );
  });
});
