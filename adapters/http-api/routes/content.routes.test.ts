import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_NOW, type TestApp } from '../testing/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
}, 60_000);

afterAll(async () => {
  await app.close();
});

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the shape it expects
const get = async <T = Record<string, unknown>>(path: string): Promise<{ status: number; body: T }> => {
  const response = await fetch(`${app.baseUrl}${path}`, { headers: { accept: 'application/json' } });
  return { status: response.status, body: (await response.json()) as T };
};

interface Summary {
  id: number;
  kind: string;
  section: string;
  slug: string;
  title: string;
  teaser: string;
  author: string | null;
  publishedAt: string | null;
  topicSlug: string | null;
  tags: { slug: string; name: string }[];
  path: string;
  details: Record<string, unknown>;
}
interface Page {
  items: Summary[];
  total: number;
  page: number;
  pageSize: number;
}
interface ErrorBody {
  message: string;
  fieldErrors?: Record<string, string>;
}

const isNewestFirst = (items: readonly Summary[]): boolean =>
  items.every((item, index) => index === 0 || Date.parse(items[index - 1]?.publishedAt ?? '') >= Date.parse(item.publishedAt ?? ''));

describe('GET /api/get-articles', () => {
  it('answers the Fachartikel newest first, 20 per page, with paths on the works-council site', async () => {
    const { status, body } = await get<Page>('/api/get-articles');
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 51, page: 1, pageSize: 20 });
    expect(body.items).toHaveLength(20);
    expect(body.items.every((item) => item.kind === 'article' && item.path === `/fachartikel/${item.slug}`)).toBe(true);
    expect(isNewestFirst(body.items)).toBe(true);
    expect(body.items.every((item) => Date.parse(item.publishedAt ?? '') <= TEST_NOW.epochMilliseconds)).toBe(true);
    expect(body.items[0]).not.toHaveProperty('body');
  });

  it('pages on without gaps or repeats', async () => {
    const all = (await get<Page>('/api/get-articles?pageSize=51')).body.items.map((item) => item.id);
    const second = (await get<Page>('/api/get-articles?page=2&pageSize=10')).body.items.map((item) => item.id);
    expect(second).toEqual(all.slice(10, 20));
  });

  it('filters by tag and topic', async () => {
    const { body } = await get<Page>('/api/get-articles?tag=datenschutz&topic=digitalisierung-und-datenschutz');
    expect(body.total).toBeGreaterThan(0);
    for (const item of body.items) {
      expect(item.tags.map((tag) => tag.slug)).toContain('datenschutz');
      expect(item.topicSlug).toBe('digitalisierung-und-datenschutz');
    }
  });

  it('refuses a page size out of range with a German message', async () => {
    const { status, body } = await get<ErrorBody>('/api/get-articles?pageSize=0');
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ pageSize: 'Bitte wählen Sie 1 bis 100 Einträge pro Seite.' });
    expect((await get<ErrorBody>('/api/get-articles?page=abc')).body.fieldErrors).toEqual({ page: 'Die Seitenzahl ist ungültig.' });
  });
});

describe('GET /api/get-videos', () => {
  it('answers the videos of one channel with duration and url', async () => {
    const { status, body } = await get<Page>('/api/get-videos?section=youtube');
    expect(status).toBe(200);
    expect(body.total).toBe(4);
    for (const item of body.items) {
      expect(item.section).toBe('youtube');
      expect(item.details).toMatchObject({ durationSeconds: expect.any(Number) as number, url: expect.stringMatching(/^https:\/\/www\.youtube\.com\//) as string });
    }
    expect((await get<Page>('/api/get-videos')).body.total).toBe(8);
  });
});

describe('GET /api/get-content-tags', () => {
  it('lists the content tags with how many items carry them', async () => {
    const { status, body } = await get<{ slug: string; name: string; count: number }[]>('/api/get-content-tags');
    expect(status).toBe(200);
    expect(body.find((tag) => tag.slug === 'betrvg')).toMatchObject({ name: 'BetrVG', count: expect.any(Number) as number });
    expect(body.every((tag) => tag.count >= 0)).toBe(true);
    expect(body.some((tag) => tag.count > 0)).toBe(true);
  });
});

describe('GET /api/content/{kind}', () => {
  it('lists the lexicon of one section from A to Z', async () => {
    const { body } = await get<Page>('/api/content/lexicon?section=br&pageSize=100');
    expect(body.total).toBeGreaterThanOrEqual(60);
    expect(body.items[0]?.title).toBe('Abmahnung');
    expect(body.items.every((item) => item.section === 'br' && item.path.startsWith('/betriebsratslexikon/br/'))).toBe(true);
    const titles = body.items.map((item) => item.title);
    expect(titles.indexOf('Überstunden')).toBeGreaterThan(titles.indexOf('Tendenzbetrieb'));
    expect(titles.indexOf('Überstunden')).toBeLessThan(titles.indexOf('Unterrichtungsanspruch'));
  });

  it('has more than 100 lexicon entries over br, sbv and jav', async () => {
    const counts = await Promise.all(['br', 'sbv', 'jav'].map(async (section) => (await get<Page>(`/api/content/lexicon?section=${section}`)).body.total));
    expect(counts.every((count) => count >= 15)).toBe(true);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(100);
  });

  it('keeps the election news archive by year', async () => {
    const year = TEST_NOW.toZonedDateTimeISO('Europe/Berlin').year;
    const { body } = await get<Page>(`/api/content/election-news?year=${year}`);
    expect(body.total).toBeGreaterThan(0);
    expect(body.items.every((item) => (item.publishedAt ?? '').startsWith(String(year)))).toBe(true);
    const all = (await get<Page>('/api/content/election-news')).body.total;
    expect(all).toBeGreaterThan(body.total);
  });

  it('refuses an unknown kind and a malformed filter', async () => {
    const unknown = await get<ErrorBody>('/api/content/rezepte');
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors?.kind).toMatch(/^Unbekannte Inhaltsart\. Möglich sind: article, news/);
    expect((await get<ErrorBody>('/api/content/lexicon?section=BR%20X')).status).toBe(400);
    expect((await get<ErrorBody>('/api/content/news?year=20')).body.fieldErrors).toEqual({ year: 'Bitte geben Sie ein Jahr mit vier Ziffern an.' });
  });
});

describe('GET /api/content/{kind}/{slug}', () => {
  it('answers a lexicon entry with body, related terms and topic', async () => {
    const { status, body } = await get<Summary & { body: { type: string }[] }>('/api/content/lexicon/einigungsstelle?section=br');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      title: 'Einigungsstelle',
      path: '/betriebsratslexikon/br/einigungsstelle',
      topicSlug: 'einigungsstelle-und-konflikt',
      details: { relatedSlugs: ['betriebsvereinbarung', 'beschlussverfahren', 'mitbestimmung'] },
    });
    expect(body.body.every((block) => block.type === 'paragraph')).toBe(true);
  });

  it('answers the BetrVG with its Teile and the central norms', async () => {
    const { body } = await get<Summary & { details: { abbreviation: string; norms: { number: string; part: string; paragraphs: string[] }[] } }>(
      '/api/content/law/betrvg',
    );
    expect(body.details.abbreviation).toBe('BetrVG');
    const numbers = body.details.norms.map((norm) => norm.number);
    expect(numbers).toEqual(expect.arrayContaining(['§ 1', '§ 37', '§ 80', '§ 87', '§ 99', '§ 102']));
    const section37 = body.details.norms.find((norm) => norm.number === '§ 37');
    expect(section37?.paragraphs).toHaveLength(7);
    expect(new Set(body.details.norms.map((norm) => norm.part)).size).toBeGreaterThanOrEqual(4);
  });

  it('answers a ruling with court, date and file number, marked as demo', async () => {
    const { body: list } = await get<Page>('/api/content/ruling?section=sbv');
    expect(list.total).toBe(6);
    const first = list.items[0];
    expect(first?.path).toBe(`/rechtsprechung/urteil/${first?.slug ?? ''}`);
    const { body } = await get<Summary & { body: { text?: string }[] }>(`/api/content/ruling/${first?.slug ?? ''}`);
    expect(body.details).toMatchObject({ court: expect.any(String) as string, decidedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as string });
    expect(body.body.at(-1)?.text).toBe('Hinweis: Diese Entscheidung ist für die Demo erfunden und nicht zitierfähig.');
  });

  it('answers the Schulungsanspruch per product with its legal basis', async () => {
    const expected = {
      br: ['§ 37 Abs. 6 BetrVG', '§ 37 Abs. 7 BetrVG'],
      sbv: ['§ 179 Abs. 4 Satz 3 SGB IX'],
      jav: ['§ 65 Abs. 1 BetrVG'],
    };
    for (const [product, basis] of Object.entries(expected)) {
      const { body } = await get<Summary>(`/api/content/entitlement/${product}`);
      expect(body.path).toBe(`/schulungsanspruch/${product}`);
      expect(body.details.legalBasis).toEqual(expect.arrayContaining(basis));
    }
  });

  it('answers a job offer on its path with category and id', async () => {
    const { body } = await get<Page>('/api/content/job');
    const job = body.items[0];
    expect(job?.path).toBe(`/jobs-karriere/offene-stellen/${job?.section ?? ''}/${String(job?.id)}`);
  });

  it('answers 404 for an unknown slug and 400 for a malformed one', async () => {
    const missing = await get<ErrorBody>('/api/content/article/gibt-es-nicht');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Dieser Inhalt wurde nicht gefunden.');
    const malformed = await get<ErrorBody>('/api/content/article/Gro%C3%9F%20und%20klein');
    expect(malformed.status).toBe(400);
    expect(malformed.body.fieldErrors?.slug).toBe('Bitte geben Sie einen gültigen Kurznamen an (Kleinbuchstaben, Ziffern und Bindestriche).');
  });
});

describe('GET /api/content/{kind}/{slug}/text', () => {
  it('answers the text version of a news item for the PDF', async () => {
    const { body: news } = await get<Page>('/api/content/news?pageSize=1');
    const item = news.items[0];
    const response = await fetch(`${app.baseUrl}/api/content/news/${item?.slug ?? ''}/text`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text.startsWith(`${item?.title ?? ''}\n\n`)).toBe(true);
    expect(text).toMatch(/^\d{2}\.\d{2}\.\d{4} · Redaktion$/m);
    expect(text).toContain(item?.teaser ?? '');
  });

  it('answers a JSON 404 for an unknown item', async () => {
    const response = await fetch(`${app.baseUrl}/api/content/news/gibt-es-nicht/text`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as ErrorBody).message).toBe('Dieser Inhalt wurde nicht gefunden.');
  });
});

describe('topics', () => {
  it('lists the Themen with the catalogue themes that fit them', async () => {
    const { body } = await get<{ slug: string; seminarThemeSlugs: string[]; path: string }[]>('/api/content-topics');
    expect(body.length).toBeGreaterThanOrEqual(10);
    const topic = body.find((entry) => entry.slug === 'betriebsratswahl');
    expect(topic?.path).toBe('/themen/betriebsratswahl');
    // The theme slugs lead to real seminars of the catalogue.
    const themes = await get<{ total: number }>(`/api/events?theme=${topic?.seminarThemeSlugs[0] ?? ''}`);
    expect(themes.body.total).toBeGreaterThan(0);
  });

  it('answers one topic and its content of all kinds, 404 for an unknown one', async () => {
    expect((await get('/api/content-topics/mitbestimmung')).body).toMatchObject({ title: 'Mitbestimmung' });
    const { body } = await get<Page>('/api/content-topics/mitbestimmung/items?pageSize=100');
    expect(new Set(body.items.map((item) => item.kind)).size).toBeGreaterThan(1);
    expect(body.items.every((item) => item.topicSlug === 'mitbestimmung')).toBe(true);
    expect((await get('/api/content-topics/gibt-es-nicht')).status).toBe(404);
    expect((await get('/api/content-topics/gibt-es-nicht/items')).status).toBe(404);
  });
});

describe('GET /tag/{tag}/load-articles', () => {
  it('loads the articles, news and interviews of a tag, newest first, in pages', async () => {
    const { status, body } = await get<Page>('/tag/betriebsratswahl/load-articles?pageSize=5');
    expect(status).toBe(200);
    expect(body.items).toHaveLength(5);
    expect(body.total).toBeGreaterThan(5);
    expect(body.items.every((item) => ['article', 'news', 'interview'].includes(item.kind))).toBe(true);
    expect(body.items.every((item) => item.tags.some((tag) => tag.slug === 'betriebsratswahl'))).toBe(true);
    expect(isNewestFirst(body.items)).toBe(true);
  });

  it('answers 404 for an unknown tag', async () => {
    const { status, body } = await get<ErrorBody>('/tag/gibt-es-nicht/load-articles');
    expect(status).toBe(404);
    expect(body.message).toBe('Dieses Schlagwort gibt es nicht.');
  });
});

describe('GET /api/content-search', () => {
  it("finds 'Betriebsrat' content for 'Betriebsräte' (German stemming), title matches first", async () => {
    const { status, body } = await get<Page>('/api/content-search?q=Betriebsr%C3%A4te&pageSize=100');
    expect(status).toBe(200);
    expect(body.total).toBeGreaterThan(10);
    expect(body.items.map((item) => item.title)).toContain('Betriebsrat');
    expect(body.items[0]?.title.toLowerCase()).toMatch(/betriebsr/);
  });

  it('ranks a title match above a match in the body only', async () => {
    const { body } = await get<Page>('/api/content-search?q=Einigungsstelle&kind=lexicon');
    expect(body.items[0]?.title).toBe('Einigungsstelle');
    expect(body.total).toBeGreaterThan(3);
    expect(body.items.every((item) => item.kind === 'lexicon')).toBe(true);
  });

  it('finds nothing for a word no content holds', async () => {
    expect((await get<Page>('/api/content-search?q=Quantenchromodynamik')).body).toMatchObject({ items: [], total: 0 });
  });

  it('refuses a missing, too short or too long query', async () => {
    expect((await get<ErrorBody>('/api/content-search')).body.fieldErrors).toEqual({ q: 'Bitte geben Sie einen Suchbegriff an.' });
    expect((await get<ErrorBody>('/api/content-search?q=%20x%20')).body.fieldErrors).toEqual({ q: 'Bitte geben Sie mindestens 2 Zeichen ein.' });
    const long = await get<ErrorBody>(`/api/content-search?q=${'a'.repeat(201)}`);
    expect(long.status).toBe(400);
    expect(long.body.fieldErrors).toEqual({ q: 'Bitte geben Sie höchstens 200 Zeichen ein.' });
  });

  it('survives query syntax and markup without a server error', async () => {
    for (const q of ['"Betriebsrat', 'or or or', '<script>', '-', '!!', "'; drop table content_items; --"]) {
      const { status } = await get(`/api/content-search?q=${encodeURIComponent(q)}`);
      expect(status === 200 || status === 400).toBe(true);
    }
  });
});

describe('GET /rss', () => {
  it('answers valid RSS 2.0 in German with the newest news and articles, linked absolutely on the works-council host', async () => {
    const response = await fetch(`${app.baseUrl}/rss`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const xml = await response.text();
    // fast-xml-parser still ships its validator; the package it points to is not a dependency here.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(xml) as {
      rss: { '@_version': string; channel: { language: string; link: string; item: { title: string; link: string; pubDate: string }[] } };
    };
    expect(parsed.rss['@_version']).toBe('2.0');
    const { channel } = parsed.rss;
    expect(channel.language).toBe('de-de');
    expect(channel.item).toHaveLength(20);
    const port = new URL(app.baseUrl).port;
    for (const item of channel.item) {
      expect(item.link).toMatch(new RegExp(`^http://betriebsrat\\.localhost:${port}/(news|fachartikel)/[a-z0-9-]+$`));
      expect(Date.parse(item.pubDate)).toBeLessThanOrEqual(TEST_NOW.epochMilliseconds);
    }
    const dates = channel.item.map((item) => Date.parse(item.pubDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const { body: news } = await get<Page>('/api/content/news?pageSize=1');
    const { body: articles } = await get<Page>('/api/get-articles?pageSize=1');
    const newest = [news.items[0], articles.items[0]].sort((a, b) => Date.parse(b?.publishedAt ?? '') - Date.parse(a?.publishedAt ?? ''))[0];
    expect(channel.item[0]?.title).toBe(newest?.title);
  });
});

describe('GET /api/content-export/{kind}', () => {
  it('hands out a whole export in batches, every object once, ascending', async () => {
    const ids: number[] = [];
    let after: number | null = null;
    do {
      const query: string = after === null ? 'limit=40' : `limit=40&after=${String(after)}`;
      const { status, body } = await get<{ items: Summary[]; next: number | null }>(`/api/content-export/lexicon?${query}`);
      expect(status).toBe(200);
      expect(body.items.length).toBeLessThanOrEqual(40);
      ids.push(...body.items.map((item) => item.id));
      after = body.next;
    } while (after !== null);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    const lexiconTotal = (await Promise.all(['br', 'sbv', 'jav'].map(async (section) => (await get<Page>(`/api/content/lexicon?section=${section}`)).body.total))).reduce(
      (sum, count) => sum + count,
      0,
    );
    expect(ids).toHaveLength(lexiconTotal);
  });

  it('narrows the videos to the channel the export names', async () => {
    const { body } = await get<{ items: Summary[] }>('/api/content-export/za-videos');
    expect(body.items).toHaveLength(4);
    expect(body.items.every((item) => item.section === 'za')).toBe(true);
  });

  it('refuses an unknown export and a batch too large', async () => {
    const unknown = await get<ErrorBody>('/api/content-export/rezepte');
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors?.kind).toBe(
      'Unbekannter Export. Möglich sind: leitfaden, lexicon, jurisdictions, downloads, articles, faq, za-videos, youtube.',
    );
    expect((await get<ErrorBody>('/api/content-export/faq?limit=5000')).body.fieldErrors).toEqual({
      limit: 'Bitte wählen Sie 1 bis 1000 Objekte je Abruf.',
    });
  });
});

describe('methods and access', () => {
  it('answers the same public content to anonymous visitors on both hosts', async () => {
    const onWorksCouncil = await fetch(`${app.baseUrl}/api/get-articles?pageSize=3`, { headers: { host: 'betriebsrat.localhost' } });
    const onMain = await get<Page>('/api/get-articles?pageSize=3');
    expect(((await onWorksCouncil.json()) as Page).items.map((item) => item.id)).toEqual(onMain.body.items.map((item) => item.id));
  });

  it('does not accept writes on the read routes', async () => {
    const response = await fetch(`${app.baseUrl}/api/get-articles`, { method: 'POST', body: '{', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});
