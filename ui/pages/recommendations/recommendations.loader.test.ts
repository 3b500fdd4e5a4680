import * as TE from 'fp-ts/TaskEither';
import { Container } from 'inversify';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { Recommendations } from '../../../application/recommendations/recommendations.port';
import { RecommendationService } from '../../../application/recommendations/recommendations.service';
import type { ContentSource, RecommendationSources, ThemeSource } from '../../../application/recommendations/recommendations.sources';
import { unavailable } from '../../../domain/errors/app-error';
import type { Site } from '../../../domain/site/site';
import { RECOMMENDATIONS, SISTER_ORIGIN, SITE } from '../../di/ui.tokens';
import { relatedCards } from './recommendations.loader';

const NOW = Temporal.Instant.from('2026-06-01T08:00:00Z');
const days = (n: number): Temporal.Instant => NOW.add({ hours: 24 * n });

const theme = (slug: string, nextStart: Temporal.Instant | null): ThemeSource => ({
  slug,
  title: `Seminar ${slug}`,
  rubric: { slug: 'arbeitsrecht', name: 'Arbeitsrecht' },
  tags: ['Arbeitszeit'],
  nextStart,
});

const news: ContentSource = {
  contentId: 7,
  kind: 'news',
  section: '',
  slug: 'neue-regeln-zur-arbeitszeit',
  title: 'Neue Regeln zur Arbeitszeit',
  teaser: 'Was sich ändert.',
  publishedAt: days(-2),
  topicSlug: 'arbeitszeit',
  tags: ['arbeitszeit'],
};

/** The catalogue as the service reads it: past and dateless seminars included, so the service must leave them out. */
const SOURCES: RecommendationSources = {
  themes: () => Promise.resolve([theme('selbst', days(5)), theme('vorbei', days(-3)), theme('ohne-termin', null), theme('naechstes', days(9))]),
  topics: () => Promise.resolve([{ slug: 'arbeitszeit', title: 'Arbeitszeit', seminarThemeSlugs: ['selbst', 'vorbei', 'ohne-termin', 'naechstes'] }]),
  content: () => Promise.resolve([news]),
  contentItem: (id) => Promise.resolve(id === news.contentId ? news : undefined),
  conferences: () => Promise.resolve([]),
  tagNames: () => Promise.resolve(new Map([['arbeitszeit', 'Arbeitszeit']])),
};

const containerOn = (site: Site, recommendations: Recommendations = new RecommendationService({ sources: SOURCES, clock: { now: () => NOW } })): Container => {
  const container = new Container();
  container.bind(SITE).toConstantValue(site);
  // As the server configures the two hosts (one server and port for both).
  container.bind(SISTER_ORIGIN).toConstantValue(site === 'main' ? 'http://betriebsrat.localhost:3403' : 'http://localhost:3403');
  container.bind(RECOMMENDATIONS).toConstantValue(recommendations);
  return container;
};

describe('relatedCards (the seminar page, a knowledge item, the cart and the portal ask through it)', () => {
  it('a seminar never recommends itself nor a seminar whose date has passed; its own host links relatively, the other absolutely', async () => {
    const related = await relatedCards(containerOn('main'), { theme: 'selbst', limit: 12 }, ['themes', 'news']);
    expect(related.themes.map((card) => card.href)).toEqual(['/seminare/p/naechstes']);
    expect(related.themes[0]).toMatchObject({ external: false, nextDate: '10.06.2026', reason: 'Gleiches Thema: Arbeitszeit', subject: 'Seminar selbst' });
    expect(related.news).toEqual([
      expect.objectContaining({ href: 'http://betriebsrat.localhost:3403/news/neue-regeln-zur-arbeitszeit', external: true, nextDate: null }),
    ]);
  });

  it('on the works-council host a seminar (a main-site page) is linked on the main host, never relatively', async () => {
    const related = await relatedCards(containerOn('works-council'), { content: news.contentId }, ['themes', 'topics']);
    expect(related.themes.map((card) => card.href)).toEqual(['http://localhost:3403/seminare/p/selbst', 'http://localhost:3403/seminare/p/naechstes']);
    expect(related.topics.map((card) => card.href)).toEqual(['/themen/arbeitszeit']);
  });

  it('answers the same cards in the same order every time', async () => {
    const ask = () => relatedCards(containerOn('main'), { theme: 'naechstes,selbst' }, ['themes', 'news']);
    expect(await ask()).toEqual(await ask());
  });

  it('a kind that fails is an empty list, never a broken page', async () => {
    const failing: Recommendations = { related: (kind, query) => (kind === 'news' ? TE.left(unavailable('weg')) : new RecommendationService({ sources: SOURCES, clock: { now: () => NOW } }).related(kind, query)) };
    const related = await relatedCards(containerOn('main', failing), { theme: 'selbst' }, ['themes', 'news']);
    expect(related.news).toEqual([]);
    expect(related.themes).toHaveLength(1);
  });
});
