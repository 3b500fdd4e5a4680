import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { ContentSummaryWire } from '../../../application/content/content.codecs';
import { atomXml } from './content-atom';
import type { FeedChannel } from './content-rss';

const NOW = Temporal.Instant.from('2026-11-22T09:00:00Z');
const CHANNEL: FeedChannel = { title: 'Datenschutz – Betriebsrat', description: 'Neue Beiträge.', pagePath: '/tag/datenschutz', selfPath: '/atom/tag/datenschutz' };

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

interface Parsed {
  feed: {
    '@_xmlns': string;
    id: string;
    title: { '#text': string };
    updated: string;
    link: { '@_rel': string; '@_href': string }[];
    entry: { id: string; title: { '#text': string }; updated: string; published?: string; link: { '@_href': string }; author?: { name: string }; category?: { '@_label': string } }[];
  };
}

describe('atomXml', () => {
  it('writes a feed with id, self link, escaped titles and ISO dates, updated as its newest entry', () => {
    const xml = atomXml(
      [
        item({ title: 'Mitbestimmung & <Software>', author: 'Dr. Katrin Mertens', publishedAt: Temporal.Instant.from('2026-11-20T08:00:00Z'), tags: [{ slug: 'betrvg', name: 'BetrVG' }] }),
        item({ id: 2, kind: 'lexicon', slug: 'arbeitszeit', title: 'Arbeitszeit', path: '/betriebsratslexikon/br/arbeitszeit' }),
      ],
      'https://betriebsrat.example',
      NOW,
      CHANNEL,
    );
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- still shipped; its successor is not a dependency here
    expect(XMLValidator.validate(xml)).toBe(true);
    const { feed } = new XMLParser({ ignoreAttributes: false }).parse(xml) as Parsed;
    expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.id).toBe('https://betriebsrat.example/atom/tag/datenschutz');
    expect(feed.title['#text']).toBe('Datenschutz – Betriebsrat');
    expect(feed.updated).toBe('2026-11-20T08:00:00Z');
    expect(feed.link).toEqual([
      expect.objectContaining({ '@_rel': 'self', '@_href': 'https://betriebsrat.example/atom/tag/datenschutz' }),
      expect.objectContaining({ '@_rel': 'alternate', '@_href': 'https://betriebsrat.example/tag/datenschutz' }),
    ]);
    expect(feed.entry[0]).toMatchObject({
      id: 'https://betriebsrat.example/news/meldung',
      title: { '#text': 'Mitbestimmung & <Software>' },
      updated: '2026-11-20T08:00:00Z',
      published: '2026-11-20T08:00:00Z',
      link: { '@_href': 'https://betriebsrat.example/news/meldung' },
      author: { name: 'Dr. Katrin Mertens' },
      category: { '@_label': 'BetrVG' },
    });
    // Undated reference content still needs an `updated`: the time the feed was built.
    expect(feed.entry[1]).toMatchObject({ updated: '2026-11-22T09:00:00Z' });
    expect(feed.entry[1]).not.toHaveProperty('published');
  });

  it('is as new as the moment it was built when it has nothing dated', () => {
    const { feed } = new XMLParser().parse(atomXml([], 'https://betriebsrat.example', NOW, CHANNEL)) as Parsed;
    expect(feed.updated).toBe('2026-11-22T09:00:00Z');
  });
});
