import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { unavailable } from '../../domain/errors/app-error';
import type { Cache, CacheStats } from '../cache/cache.port';
import type { ThemeSummariesWire } from '../catalogue/theme.codecs';
import { paragraph } from '../content/content-blocks';
import type { ContentDraft } from '../content/content.repository';
import { ContentService } from '../content/content.service';
import { MemoryContentRepository } from '../content/testing/memory-content-repository';
import { AssistantService } from './assistant.service';
import type { AssistantKnowledge, KnowledgeCatalogue, KnowledgeContent } from './knowledge';

const NOW = Temporal.Instant.from('2026-11-22T09:00:00Z');

const draft = (fields: Partial<ContentDraft> & Pick<ContentDraft, 'kind' | 'slug' | 'title'>): ContentDraft => ({
  section: '',
  teaser: 'Ein Überblick.',
  body: [],
  author: null,
  publishedAt: null,
  topicSlug: null,
  tagSlugs: [],
  details: {},
  ...fields,
});

const TOPICS = [{ slug: 'kuendigung', title: 'Kündigung', description: '', seminarThemeSlugs: ['kuendigung-kompakt'] }];

const theme = (slug: string, title: string, nextDate: Temporal.Instant | null): ThemeSummariesWire[number] => ({
  themeId: slug.length,
  slug,
  title,
  subtitle: '',
  rubric: { rubricId: 1, slug: 'recht', name: 'Recht' },
  actionField: 'Arbeitsrecht',
  redirectUrl: `/seminare/p/${slug}`,
  tags: [],
  nextDate,
  upcomingEvents: nextDate === null ? 0 : 1,
});

/** A cache holding one value, as the assistant uses it; `clear` is what /cache does. */
class OneValueCache<V> implements Cache<V> {
  readonly name = 'test';
  #values = new Map<string, V>();
  get(key: string): V | undefined {
    return this.#values.get(key);
  }
  set(key: string, value: V): void {
    this.#values.set(key, value);
  }
  clear(): void {
    this.#values.clear();
  }
  stats(): CacheStats {
    return { name: this.name, description: '', entries: this.#values.size, maxEntries: 1, ttlSeconds: 1, hits: 0, misses: 0 };
  }
}

const setup = (themes: KnowledgeCatalogue['themes'] = () => TE.right([theme('kuendigung-kompakt', 'Kündigung kompakt', NOW.add({ hours: 24 })), theme('vorbei', 'Anhörung gestern', null)])) => {
  const repository = new MemoryContentRepository(TOPICS, []);
  repository.seed([
    draft({
      kind: 'lexicon',
      section: 'br',
      slug: 'anhoerung',
      title: 'Anhörung vor Kündigung',
      body: [paragraph('Vor jeder Kündigung hört der Arbeitgeber den Betriebsrat an.')],
      details: { relatedSlugs: [] },
      topicSlug: 'kuendigung',
    }),
    draft({ kind: 'lexicon', section: 'sbv', slug: 'praevention', title: 'Präventionsverfahren', body: [paragraph('Bei Schwierigkeiten im Arbeitsverhältnis schaltet der Arbeitgeber früh die SBV ein.')], details: { relatedSlugs: [] } }),
  ]);
  let reads = 0;
  const content = new ContentService(repository, { now: () => NOW });
  const counting: KnowledgeContent = {
    exportObjects: (kind) => content.exportObjects(kind),
    list: (kind, query) => content.list(kind, query),
    detail: (kind, slug, section) => content.detail(kind, slug, section),
    topics: () => {
      reads += 1;
      return content.topics();
    },
  };
  const cache = new OneValueCache<AssistantKnowledge>();
  const service = new AssistantService({ content: counting, catalogue: { themes }, cache });
  return { service, cache, reads: () => reads };
};

describe('AssistantService', () => {
  it('quotes the passage with its source and offers upcoming seminars of the source’s Thema', async () => {
    const { service } = setup();
    const answer = await service.answer({ question: 'Anhörung bei Kündigungen' })();
    expect(E.isRight(answer) && answer.right.passages).toEqual([
      { text: 'Vor jeder Kündigung hört der Arbeitgeber den Betriebsrat an.', source: { title: 'Anhörung vor Kündigung', kindLabel: 'Lexikon', path: expect.stringContaining('anhoerung') as string } },
    ]);
    // "Anhörung gestern" shares a word but has no date left.
    expect(E.isRight(answer) && answer.right.seminars.map((seminar) => seminar.path)).toEqual(['/seminare/p/kuendigung-kompakt']);
  });

  it('keeps the Betriebsrat and the SBV apart', async () => {
    const { service } = setup();
    const br = await service.answer({ question: 'Schwierigkeiten im Arbeitsverhältnis', scope: 'br' })();
    const sbv = await service.answer({ question: 'Schwierigkeiten im Arbeitsverhältnis', scope: 'sbv' })();
    expect(E.isRight(br) && br.right.passages).toEqual([]);
    expect(E.isRight(sbv) && sbv.right.passages.map((passage) => passage.source.title)).toEqual(['Präventionsverfahren']);
  });

  it('answers with nothing, and no seminars, when nothing matches', async () => {
    const { service } = setup();
    expect(await service.answer({ question: 'Quantenchromodynamik' })()).toEqual(E.right({ question: 'Quantenchromodynamik', scope: 'br', passages: [], seminars: [] }));
  });

  it('builds the index once for questions arriving together, and again after the cache is cleared', async () => {
    const { service, cache, reads } = setup();
    await Promise.all([service.answer({ question: 'Kündigung' })(), service.answer({ question: 'Anhörung' })()]);
    await service.answer({ question: 'Betriebsrat' })();
    expect(reads()).toBe(1);
    cache.clear();
    await service.answer({ question: 'Betriebsrat' })();
    expect(reads()).toBe(2);
  });

  it('passes on a failing port as its error, and tries again at the next question', async () => {
    let fail = true;
    const { service } = setup(() => (fail ? TE.left(unavailable('Katalog nicht erreichbar')) : TE.right([])));
    expect(await service.answer({ question: 'Kündigung' })()).toEqual(E.left(unavailable('Katalog nicht erreichbar')));
    fail = false;
    expect(E.isRight(await service.answer({ question: 'Kündigung' })())).toBe(true);
  });
});
