import { asc, isNotNull } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECOMMENDATION_MESSAGES as M } from '../../../application/recommendations/recommendations.service';
import { contentItems, contentTopics } from '../../db/schema';
import { startAccountsTestApp, type AccountsTestApp } from '../session/testing/accounts-test-app';
import { TEST_NOW } from '../testing/test-app';

interface Recommendation {
  readonly kind: string;
  readonly title: string;
  readonly path: string;
  readonly site: string;
  readonly reason: string;
  readonly date?: string;
}

let app: AccountsTestApp;
let topic: { slug: string; title: string; themeSlug: string };
let newsItem: { contentId: number; topicSlug: string };

const get = async (path: string): Promise<Recommendation[]> => {
  const answer = await app.browser().get(path);
  if (!answer.ok) throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return answer.body as Recommendation[];
};

beforeAll(async () => {
  app = await startAccountsTestApp();
  const [first] = await app.database.db.select().from(contentTopics).orderBy(asc(contentTopics.position)).limit(1);
  if (first?.seminarThemeSlugs[0] === undefined) throw new Error('demo data without a topic linked to seminars');
  topic = { slug: first.slug, title: first.title, themeSlug: first.seminarThemeSlugs[0] };
  const withTopic = await app.database.db
    .select({ contentId: contentItems.contentId, topicSlug: contentItems.topicSlug })
    .from(contentItems)
    .where(isNotNull(contentItems.topicSlug))
    .orderBy(asc(contentItems.contentId))
    .limit(1);
  const [item] = withTopic;
  if (item?.topicSlug == null) throw new Error('demo data without content on a topic');
  newsItem = { contentId: item.contentId, topicSlug: item.topicSlug };
}, 120_000);

afterAll(async () => {
  await app.close();
});

describe('/recommendations/get-related-…', () => {
  it('a seminar\'s related topics name the topic it belongs to, and say so', async () => {
    const topics = await get(`/recommendations/get-related-topics?theme=${topic.themeSlug}`);
    expect(topics[0]).toMatchObject({ kind: 'topic', title: topic.title, site: 'works-council', reason: `Gleiches Thema: ${topic.title}` });
  });

  it('related seminars never recommend the seminar itself, only ones with a date still to come, linked on the main site', async () => {
    const themes = await get(`/recommendations/get-related-themes?theme=${topic.themeSlug}&limit=12`);
    expect(themes.length).toBeGreaterThan(0);
    for (const theme of themes) {
      expect(theme.path).not.toBe(`/seminare/p/${topic.themeSlug}`);
      expect(theme.site).toBe('main');
      expect(Temporal.Instant.compare(Temporal.Instant.from(theme.date ?? ''), TEST_NOW)).toBeGreaterThan(0);
      expect(theme.reason).toMatch(/^(Gleiches Thema: |Ebenfalls zum Stichwort |Aus der Rubrik )/);
    }
  });

  it('news and videos for a knowledge item live on the works-council site; the item is never its own recommendation', async () => {
    for (const kind of ['news', 'videos', 'topics'] as const) {
      for (const item of await get(`/recommendations/get-related-${kind}?content=${String(newsItem.contentId)}`)) {
        expect(item.site).toBe('works-council');
        expect(item.reason).not.toBe('');
      }
    }
    const themes = await get(`/recommendations/get-related-themes?content=${String(newsItem.contentId)}`);
    for (const theme of themes) expect(theme.site).toBe('main');
  });

  it('a seminar\'s related videos open on the videos page of the works-council site', async () => {
    const videos = await get(`/recommendations/get-related-videos?theme=${topic.themeSlug}&limit=12`);
    expect(Array.isArray(videos)).toBe(true);
    for (const video of videos) {
      expect(video.site).toBe('works-council');
      expect(video.path).toMatch(/^\/videos#[a-z0-9-]+$/);
    }
  });

  it('several seminars at once (a cart) recommend none of them', async () => {
    const themes = await get(`/recommendations/get-related-themes?theme=${topic.themeSlug}`);
    const both = [topic.themeSlug, ...themes.map((theme) => theme.path.replace('/seminare/p/', ''))].join(',');
    const again = await get(`/recommendations/get-related-themes?theme=${both}&limit=12`);
    for (const theme of again) expect(both.split(',')).not.toContain(theme.path.replace('/seminare/p/', ''));
  });

  it('conferences are upcoming only', async () => {
    for (const conference of await get(`/recommendations/get-related-conferences?theme=${topic.themeSlug}&limit=12`)) {
      expect(conference.kind).toBe('conference');
      expect(Temporal.Instant.compare(Temporal.Instant.from(conference.date ?? ''), TEST_NOW)).toBeGreaterThan(0);
    }
  });

  it('answers 400 without a subject or with a broken limit, 404 for unknown content, the same answer twice', async () => {
    const browser = app.browser();
    expect(await browser.get('/recommendations/get-related-news')).toMatchObject({ ok: false, status: 400, body: { fieldErrors: { theme: M.subject } } });
    expect(await browser.get('/recommendations/get-related-news?theme=x&limit=abc')).toMatchObject({ ok: false, status: 400 });
    expect(await browser.get('/recommendations/get-related-news?content=999999')).toMatchObject({ ok: false, status: 404 });
    const path = `/recommendations/get-related-news?theme=${topic.themeSlug}`;
    expect(await get(path)).toEqual(await get(path));
  });
});
