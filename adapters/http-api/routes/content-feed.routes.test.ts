import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_NOW, type TestApp } from '../testing/test-app';

let app: TestApp;
let origin: string;

beforeAll(async () => {
  app = await startTestApp();
  origin = `http://betriebsrat.localhost:${new URL(app.baseUrl).port}`;
}, 60_000);

afterAll(async () => {
  await app.close();
});

const TOPIC = 'digitalisierung-und-datenschutz';
const TAG = 'datenschutz';
/** RFC 822 as Date#toUTCString writes it: "Fri, 20 Nov 2026 08:00:00 GMT". */
const RFC_822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (_name, jpath) => ['rss.channel.item', 'rss.channel.atom:link', 'feed.link', 'feed.entry', 'feed.entry.link'].includes(String(jpath)),
});

const fetchFeed = async (path: string, type: string): Promise<unknown> => {
  const response = await fetch(`${app.baseUrl}${path}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe(`${type}; charset=utf-8`);
  const xml = await response.text();
  // fast-xml-parser still ships its validator; the package it points to is not a dependency here.
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml);
};

type Attrs = Record<string, string>;
interface RssItem { title: string; link: string; guid: { '#text': string }; pubDate?: string }
interface Rss { rss: { '@_version': string; channel: { title: string; link: string; description: string; 'atom:link': Attrs[]; item?: RssItem[] } } }
interface AtomEntry { id: string; title: { '#text': string }; updated: string; link: Attrs[] }
interface Atom { feed: { id: string; title: { '#text': string }; updated: string; link: Attrs[]; entry?: AtomEntry[] } }

/** The elements RSS 2.0 requires, plus what every reader needs: item link, guid and RFC 822 date. */
const expectRss = (parsed: unknown, selfPath: string, pagePath: string): RssItem[] => {
  const { rss } = parsed as Rss;
  expect(rss['@_version']).toBe('2.0');
  const { channel } = rss;
  expect(channel.title).not.toBe('');
  expect(channel.description).not.toBe('');
  expect(channel.link).toBe(`${origin}${pagePath}`);
  expect(channel['atom:link']).toContainEqual(expect.objectContaining({ '@_rel': 'self', '@_href': `${origin}${selfPath}`, '@_type': 'application/rss+xml' }));
  const items = channel.item ?? [];
  expect(items.length).toBeGreaterThan(0);
  for (const item of items) {
    expect(item.title).not.toBe('');
    expect(item.link.startsWith(`${origin}/`)).toBe(true);
    expect(item.guid['#text']).toBe(item.link);
    // Only undated reference items of a topic (lexicon, FAQ) go without; they come last, as on the page.
    if (item.pubDate !== undefined) {
      expect(item.pubDate).toMatch(RFC_822);
      expect(Date.parse(item.pubDate)).toBeLessThanOrEqual(TEST_NOW.epochMilliseconds);
    }
  }
  const dated = items.filter((item) => item.pubDate !== undefined);
  expect(items.slice(0, dated.length)).toEqual(dated);
  const dates = dated.map((item) => Date.parse(item.pubDate ?? ''));
  expect(dates).toEqual([...dates].sort((a, b) => b - a));
  return items;
};

/** The elements Atom 1.0 requires of a feed and its entries, with rel="self" and absolute links. */
const expectAtom = (parsed: unknown, selfPath: string, pagePath: string): AtomEntry[] => {
  const { feed } = parsed as Atom;
  expect(feed.id).toBe(`${origin}${selfPath}`);
  expect(feed.title['#text']).not.toBe('');
  expect(feed.updated).toMatch(ISO_INSTANT);
  expect(feed.link).toContainEqual(expect.objectContaining({ '@_rel': 'self', '@_href': `${origin}${selfPath}` }));
  expect(feed.link).toContainEqual(expect.objectContaining({ '@_rel': 'alternate', '@_href': `${origin}${pagePath}` }));
  const entries = feed.entry ?? [];
  expect(entries.length).toBeGreaterThan(0);
  for (const entry of entries) {
    expect(entry.id.startsWith(`${origin}/`)).toBe(true);
    expect(entry.title['#text']).not.toBe('');
    expect(entry.updated).toMatch(ISO_INSTANT);
    expect(entry.link[0]?.['@_href']).toBe(entry.id);
  }
  return entries;
};

describe('the feeds of a topic, a tag and the whole site', () => {
  it('answer the same items as RSS 2.0 and Atom 1.0, newest first', async () => {
    const cases = [
      { rss: '/rss', atom: '/atom', page: '/', allDated: true },
      { rss: `/rss/themen/${TOPIC}`, atom: `/atom/themen/${TOPIC}`, page: `/themen/${TOPIC}`, allDated: false },
      { rss: `/rss/tag/${TAG}`, atom: `/atom/tag/${TAG}`, page: `/tag/${TAG}`, allDated: true },
    ];
    for (const feed of cases) {
      const items = expectRss(await fetchFeed(feed.rss, 'application/rss+xml'), feed.rss, feed.page);
      if (feed.allDated) expect(items.every((item) => item.pubDate !== undefined)).toBe(true);
      const entries = expectAtom(await fetchFeed(feed.atom, 'application/atom+xml'), feed.atom, feed.page);
      expect(entries.map((entry) => entry.id)).toEqual(items.map((item) => item.link));
    }
  });

  it('carry only what the topic or the tag holds, as its page lists it', async () => {
    const topicPage = (await (await fetch(`${app.baseUrl}/api/content-topics/${TOPIC}/items?pageSize=20`)).json()) as { items: { path: string }[] };
    const topicRss = expectRss(await fetchFeed(`/rss/themen/${TOPIC}`, 'application/rss+xml'), `/rss/themen/${TOPIC}`, `/themen/${TOPIC}`);
    expect(topicRss.map((item) => item.link)).toEqual(topicPage.items.map((item) => `${origin}${item.path}`));
    const tagPage = (await (await fetch(`${app.baseUrl}/tag/${TAG}/load-articles?pageSize=20`)).json()) as { items: { path: string }[] };
    const tagRss = expectRss(await fetchFeed(`/rss/tag/${TAG}`, 'application/rss+xml'), `/rss/tag/${TAG}`, `/tag/${TAG}`);
    expect(tagRss.map((item) => item.link)).toEqual(tagPage.items.map((item) => `${origin}${item.path}`));
  });

  it('answer 404 in German for a topic or tag that does not exist, and 400 for a malformed one', async () => {
    for (const [path, message] of [
      ['/rss/themen/gibt-es-nicht', 'Dieses Thema gibt es nicht.'],
      ['/atom/themen/gibt-es-nicht', 'Dieses Thema gibt es nicht.'],
      ['/rss/tag/gibt-es-nicht', 'Dieses Schlagwort gibt es nicht.'],
      ['/atom/tag/gibt-es-nicht', 'Dieses Schlagwort gibt es nicht.'],
    ] as const) {
      const response = await fetch(`${app.baseUrl}${path}`, { headers: { accept: 'application/json' } });
      expect(response.status).toBe(404);
      expect(((await response.json()) as { message: string }).message).toBe(message);
    }
    const malformed = await fetch(`${app.baseUrl}/rss/tag/${encodeURIComponent('<Ä>')}`, { headers: { accept: 'application/json' } });
    expect(malformed.status).toBe(400);
  });
});
