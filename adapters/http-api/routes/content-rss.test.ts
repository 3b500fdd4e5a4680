import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { ContentSummaryWire } from '../../../application/content/content.codecs';
import { escapeXml, FEED_TITLE, rssXml, worksCouncilOrigin } from './content-rss';

const NOW = Temporal.Instant.from('2026-11-22T09:00:00Z');
const hosts = { main: 'localhost', worksCouncil: 'betriebsrat.localhost' };

const item = (fields: Partial<ContentSummaryWire>): ContentSummaryWire => ({
  id: 1,
  kind: 'news',
  section: '',
  slug: 'meldung',
  title: 'Meldung',
  teaser: 'Kurz.',
  author: null,
  publishedAt: null,
  topicSlug: null,
  tags: [],
  path: '/news/meldung',
  details: {},
  ...fields,
} as ContentSummaryWire);

describe('worksCouncilOrigin', () => {
  it("takes the works-council host and the port the request came in on", () => {
    expect(worksCouncilOrigin('http', '127.0.0.1:4567', hosts)).toBe('http://betriebsrat.localhost:4567');
    expect(worksCouncilOrigin('https', 'localhost', hosts)).toBe('https://betriebsrat.localhost');
    expect(worksCouncilOrigin('http', undefined, hosts)).toBe('http://betriebsrat.localhost');
  });
});

describe('rssXml', () => {
  it('writes a channel in German with escaped texts, dates in RFC 822 and absolute links', () => {
    const xml = rssXml(
      [
        item({ title: 'Mitbestimmung & <Software>', author: 'Dr. Katrin Mertens', publishedAt: Temporal.Instant.from('2026-11-20T08:00:00Z'), tags: [{ slug: 'betrvg', name: 'BetrVG' }] }),
        item({ id: 2, slug: 'ohne-datum', path: '/news/ohne-datum' }),
      ],
      'https://betriebsrat.example',
      NOW,
    );
    // fast-xml-parser still ships its validator; the package it points to is not a dependency here.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    expect(XMLValidator.validate(xml)).toBe(true);
    const { rss } = new XMLParser().parse(xml) as {
      rss: { channel: { title: string; language: string; lastBuildDate: string; item: { title: string; link: string; pubDate?: string; category?: string; 'dc:creator'?: string }[] } };
    };
    expect(rss.channel).toMatchObject({ title: FEED_TITLE, language: 'de-de', lastBuildDate: 'Sun, 22 Nov 2026 09:00:00 GMT' });
    expect(rss.channel.item[0]).toMatchObject({
      title: 'Mitbestimmung & <Software>',
      link: 'https://betriebsrat.example/news/meldung',
      pubDate: 'Fri, 20 Nov 2026 08:00:00 GMT',
      category: 'BetrVG',
      'dc:creator': 'Dr. Katrin Mertens',
    });
    expect(rss.channel.item[1]).not.toHaveProperty('pubDate');
  });

  it('escapes the five XML characters and drops what XML cannot hold', () => {
    expect(escapeXml(`a & b < c > d " e ' f\u0001`)).toBe('a &amp; b &lt; c &gt; d &quot; e &apos; f');
  });
});
