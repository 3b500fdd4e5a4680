import * as E from 'fp-ts/Either';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { RecommendationQuery } from './recommendations.codecs';
import type { RecommendationKind } from './recommendations.paths';
import { RecommendationService } from './recommendations.service';
import type { ConferenceSource, ContentSource, RecommendationSources, ThemeSource, TopicSource } from './recommendations.sources';

const NOW = Temporal.Instant.from('2026-06-01T08:00:00Z');
const days = (n: number): Temporal.Instant => NOW.add({ hours: 24 * n });

const rubric = { slug: 'arbeitsrecht', name: 'Arbeitsrecht' };
const theme = (slug: string, nextStart: Temporal.Instant | null, tags: readonly string[] = ['Arbeitszeit']): ThemeSource => ({
  slug,
  title: `Seminar ${slug}`,
  rubric,
  tags,
  nextStart,
});

/**
 * Sources that hand over everything, past dates included: the service must not rely on a
 * source's filter to keep a past date off a page.
 */
const sources = (themes: readonly ThemeSource[], conferences: readonly ConferenceSource[] = [], content: readonly ContentSource[] = []): RecommendationSources => {
  const topics: readonly TopicSource[] = [{ slug: 'arbeitszeit', title: 'Arbeitszeit', seminarThemeSlugs: themes.map((each) => each.slug) }];
  return {
    themes: () => Promise.resolve(themes),
    topics: () => Promise.resolve(topics),
    content: () => Promise.resolve(content),
    contentItem: (id) => Promise.resolve(content.find((item) => item.contentId === id)),
    conferences: () => Promise.resolve(conferences),
    tagNames: () => Promise.resolve(new Map([['arbeitszeit', 'Arbeitszeit']])),
  };
};

const ask = async (service: RecommendationService, kind: RecommendationKind, query: RecommendationQuery) => {
  const result = await service.related(kind, query)();
  if (E.isLeft(result)) throw new Error(JSON.stringify(result.left));
  return result.right;
};

describe('RecommendationService', () => {
  it('never recommends a seminar whose next date has passed, nor one without a date, nor the subject itself', async () => {
    const service = new RecommendationService({
      sources: sources([theme('a', days(10)), theme('vorbei', days(-1)), theme('ohne', null), theme('jetzt', NOW), theme('b', days(20))]),
      clock: { now: () => NOW },
    });
    const themes = await ask(service, 'themes', { theme: 'a', limit: 12 });
    expect(themes.map((item) => item.path)).toEqual(['/seminare/p/b']);
  });

  it('never recommends a conference that has begun', async () => {
    const conference = (url: string, startAt: Temporal.Instant): ConferenceSource => ({ url, title: `Fachtagung ${url}`, text: 'Arbeitszeit im Wandel', startAt });
    const service = new RecommendationService({
      sources: sources([theme('a', days(10))], [conference('alt', days(-3)), conference('neu', days(30))]),
      clock: { now: () => NOW },
    });
    const conferences = await ask(service, 'conferences', { theme: 'a', limit: 12 });
    expect(conferences.map((item) => item.path)).toEqual(['/fachtagung/neu']);
  });

  it('names the booked seminar each recommendation follows from, and answers the same twice', async () => {
    const service = new RecommendationService({
      sources: sources([theme('a', days(10), ['Arbeitszeit']), theme('b', days(12), ['Kündigung']), theme('c', days(14), ['Kündigung'])]),
      clock: { now: () => NOW },
    });
    const first = await ask(service, 'themes', { theme: 'a,b', limit: 12 });
    expect(first).toEqual([expect.objectContaining({ path: '/seminare/p/c', subject: 'Seminar b', reason: 'Gleiches Thema: Arbeitszeit' })]);
    expect(await ask(service, 'themes', { theme: 'a,b', limit: 12 })).toEqual(first);
  });
});
