import * as E from 'fp-ts/Either';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { list, paragraph } from './content-blocks';
import type { ContentItemWire } from './content.codecs';
import type { LexiconEntryInput } from './content-import.codecs';
import { ExportInterrupted } from './content.port';
import type { ContentDraft } from './content.repository';
import { ContentService } from './content.service';
import { MemoryContentRepository } from './testing/memory-content-repository';

const NOW = Temporal.Instant.from('2026-11-22T09:00:00Z');
const daysAgo = (days: number): Temporal.Instant => NOW.subtract({ hours: 24 * days });

const TOPICS = [{ slug: 'mitbestimmung', title: 'Mitbestimmung', description: 'Beteiligungsrechte.', seminarThemeSlugs: ['betriebsverfassungsrecht-teil-ii'] }];
const TAGS = [
  { slug: 'betrvg', name: 'BetrVG' },
  { slug: 'kuendigung', name: 'Kündigung' },
];

const draft = (fields: Partial<ContentDraft> & Pick<ContentDraft, 'kind' | 'slug' | 'title'>): ContentDraft => ({
  section: '',
  teaser: `${fields.title} in Kürze.`,
  body: [paragraph(`${fields.title} ausführlich.`)],
  author: null,
  publishedAt: null,
  topicSlug: null,
  tagSlugs: [],
  details: {},
  ...fields,
});

const setup = () => {
  const repository = new MemoryContentRepository(TOPICS, TAGS);
  repository.seed([
    draft({ kind: 'article', slug: 'alt', title: 'Alter Artikel', publishedAt: daysAgo(400), tagSlugs: ['betrvg'], topicSlug: 'mitbestimmung' }),
    draft({ kind: 'article', slug: 'neu', title: 'Neuer Artikel', publishedAt: daysAgo(2), tagSlugs: ['betrvg'] }),
    draft({ kind: 'article', slug: 'geplant', title: 'Geplanter Artikel', publishedAt: NOW.add({ hours: 48 }), tagSlugs: ['betrvg'] }),
    draft({ kind: 'news', slug: 'meldung', title: 'Meldung', publishedAt: daysAgo(1), author: 'Redaktion', tagSlugs: ['kuendigung'] }),
    draft({ kind: 'lexicon', section: 'br', slug: 'ueberstunden', title: 'Überstunden', details: { relatedSlugs: [] }, topicSlug: 'mitbestimmung' }),
    draft({ kind: 'lexicon', section: 'br', slug: 'abmahnung', title: 'Abmahnung', details: { relatedSlugs: ['ueberstunden'] } }),
    draft({ kind: 'lexicon', section: 'sbv', slug: 'abmahnung', title: 'Abmahnung (SBV)', details: { relatedSlugs: [] } }),
    draft({ kind: 'law', slug: 'betrvg', title: 'Betriebsverfassungsgesetz', details: { abbreviation: 'BetrVG' } }),
    draft({ kind: 'video', section: 'za', slug: 'v1', title: 'Video eins', publishedAt: daysAgo(3), details: { durationSeconds: 60, url: '/mediathek/1', videoId: '1' } }),
    draft({ kind: 'video', section: 'youtube', slug: 'v2', title: 'Video zwei', publishedAt: daysAgo(4), details: { durationSeconds: 90, url: 'https://www.youtube.com/watch?v=x', videoId: 'x' } }),
    draft({ kind: 'guide', slug: 'leitfaden', title: 'Leitfaden', body: [list(['Erstens', 'Zweitens'])] }),
  ]);
  return { repository, service: new ContentService(repository, { now: () => NOW }) };
};

const right = <A>(result: E.Either<unknown, A>): A => {
  if (E.isLeft(result)) throw new Error(`expected a value, got ${JSON.stringify(result.left)}`);
  return result.right;
};

const entry = (fields: Partial<LexiconEntryInput> = {}): LexiconEntryInput => ({
  section: 'jav',
  slug: 'probezeit',
  term: 'Probezeit',
  definition: 'Die Probezeit dauert ein bis vier Monate.',
  body: [paragraph('In der Probezeit kann jederzeit gekündigt werden.')],
  relatedSlugs: [],
  ...fields,
});

describe('ContentService reads', () => {
  it('lists dated content newest first and hides what is scheduled for later', async () => {
    const { service } = setup();
    const page = right(await service.list('article', {})());
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(page.items.map((item) => item.slug)).toEqual(['neu', 'alt']);
    expect(page.items[0]?.path).toBe('/fachartikel/neu');
  });

  it('lists reference content from A to Z, with Ü among the U', async () => {
    const { service } = setup();
    const page = right(await service.list('lexicon', { section: 'br' })());
    expect(page.items.map((item) => item.title)).toEqual(['Abmahnung', 'Überstunden']);
  });

  it('pages with the given size and filters by year', async () => {
    const { service } = setup();
    expect(right(await service.list('article', { page: 2, pageSize: 1 })()).items.map((item) => item.slug)).toEqual(['alt']);
    expect(right(await service.list('article', { year: 2026 })()).items.map((item) => item.slug)).toEqual(['neu']);
    expect(right(await service.list('article', { year: 2025 })()).items.map((item) => item.slug)).toEqual(['alt']);
  });

  it('answers one item with its body, a law with its norms, and NotFound otherwise', async () => {
    const { service, repository } = setup();
    const law = right(await service.detail('law', 'betrvg')());
    expect(law.kind === 'law' && law.details.norms).toEqual([]);
    const norm = { number: '§ 1', heading: 'Errichtung', part: 'Erster Teil', chapter: '', paragraphs: ['Betriebsräte werden gewählt.'] };
    await repository.upsertLaw(draft({ kind: 'law', slug: 'betrvg', title: 'Betriebsverfassungsgesetz', details: { abbreviation: 'BetrVG' } }), [norm]);
    const again = right(await service.detail('law', 'betrvg')());
    expect(again.kind === 'law' && again.details.norms).toEqual([norm]);
    expect(right(await service.detail('lexicon', 'abmahnung', 'sbv')()).title).toBe('Abmahnung (SBV)');
    expect(right(await service.detail('lexicon', 'abmahnung')()).section).toBe('br');
    expect(await service.detail('article', 'geplant')()).toEqual(E.left({ _tag: 'NotFound', message: 'Dieser Inhalt wurde nicht gefunden.' }));
  });

  it('lists tags with counts and the articles of a tag, NotFound for an unknown tag', async () => {
    const { service } = setup();
    expect(right(await service.tags()())).toEqual([
      { slug: 'betrvg', name: 'BetrVG', count: 3 },
      { slug: 'kuendigung', name: 'Kündigung', count: 1 },
    ]);
    expect(right(await service.tagArticles('betrvg', {})()).items.map((item) => item.slug)).toEqual(['neu', 'alt']);
    expect(right(await service.tagArticles('kuendigung', {})()).items.map((item) => item.kind)).toEqual(['news']);
    expect(await service.tagArticles('unbekannt', {})()).toEqual(E.left({ _tag: 'NotFound', message: 'Dieses Schlagwort gibt es nicht.' }));
  });

  it('answers topics with their seminar themes and the content of a topic', async () => {
    const { service } = setup();
    expect(right(await service.topics()())).toEqual([{ ...TOPICS[0], path: '/themen/mitbestimmung' }]);
    expect(right(await service.topic('mitbestimmung')()).seminarThemeSlugs).toEqual(['betriebsverfassungsrecht-teil-ii']);
    expect(right(await service.topicItems('mitbestimmung', {})()).items.map((item) => item.slug)).toEqual(['alt', 'ueberstunden']);
    expect(await service.topic('unbekannt')()).toEqual(E.left({ _tag: 'NotFound', message: 'Dieses Thema gibt es nicht.' }));
    expect(E.isLeft(await service.topicItems('unbekannt', {})())).toBe(true);
  });

  it('searches all kinds or one, and feeds the newest news and articles', async () => {
    const { service } = setup();
    expect(right(await service.search({ q: 'artikel' })()).total).toBe(2);
    expect(right(await service.search({ q: 'Abmahnung', kind: 'lexicon', pageSize: 1 })()).items).toHaveLength(1);
    expect(right(await service.latest(2)()).map((item) => item.slug)).toEqual(['meldung', 'neu']);
  });

  it('answers Unavailable when the repository does not answer', async () => {
    const { service, repository } = setup();
    repository.failure = new Error('connection refused');
    const result = await service.list('article', {})();
    expect(result).toMatchObject(E.left({ _tag: 'Unavailable', message: 'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es später erneut.' }));
  });
});

describe('ContentService exports', () => {
  it('hands out batches by keyset, next null after the last one', async () => {
    const { service } = setup();
    const first = right(await service.exportBatch('lexicon', null, 2)());
    expect(first.items.map((item) => item.title)).toEqual(['Überstunden', 'Abmahnung']);
    expect(first.next).toBe(first.items[1]?.id);
    const second = right(await service.exportBatch('lexicon', first.next, 2)());
    expect(second).toMatchObject({ items: [{ title: 'Abmahnung (SBV)' }], next: null });
  });

  it('streams every published object of an export once, narrowed to its channel', async () => {
    const { service } = setup();
    const seen: ContentItemWire[] = [];
    for await (const item of service.exportObjects('articles')) seen.push(item);
    expect(seen.map((item) => item.slug)).toEqual(['alt', 'neu']);
    const videos: string[] = [];
    for await (const item of service.exportObjects('youtube')) videos.push(item.slug);
    expect(videos).toEqual(['v2']);
  });

  it('ends the iteration with ExportInterrupted when a batch cannot be read', async () => {
    const { service, repository } = setup();
    repository.failure = new Error('gone');
    const drain = async (): Promise<void> => {
      for await (const item of service.exportObjects('leitfaden')) expect(item).toBeUndefined();
    };
    await expect(drain()).rejects.toSatisfy((error: unknown) => error instanceof ExportInterrupted && error.error._tag === 'Unavailable');
  });
});

describe('ContentService imports', () => {
  it('creates and replaces lexicon entries', async () => {
    const { service } = setup();
    expect(right(await service.importLexicon([entry(), entry({ slug: 'berufsschule', term: 'Berufsschule', tags: ['betrvg'] })])())).toEqual({
      created: 2,
      updated: 0,
    });
    expect(right(await service.importLexicon([entry({ definition: 'Neu gefasst.', topicSlug: 'mitbestimmung' })])())).toEqual({ created: 0, updated: 1 });
    const stored = right(await service.detail('lexicon', 'probezeit', 'jav')());
    expect(stored).toMatchObject({ teaser: 'Neu gefasst.', topicSlug: 'mitbestimmung', path: '/betriebsratslexikon/jav/probezeit' });
  });

  it('refuses duplicates, unknown topics and unknown tags, and stores nothing then', async () => {
    const { service } = setup();
    const result = await service.importLexicon([
      entry(),
      entry({ term: 'Probezeit doppelt' }),
      entry({ slug: 'x', topicSlug: 'gibt-es-nicht', tags: ['betrvg', 'nein', 'auch-nicht'] }),
    ])();
    expect(result).toEqual(
      E.left({
        _tag: 'Invalid',
        message: 'Der Import enthält Fehler; es wurde nichts gespeichert.',
        fieldErrors: {
          '1.slug': 'Dieser Eintrag kommt im Import mehrfach vor.',
          '2.topicSlug': 'Dieses Thema gibt es nicht.',
          '2.tags': 'Unbekannte Schlagworte: nein, auch-nicht.',
        },
      }),
    );
    expect(E.isLeft(await service.detail('lexicon', 'probezeit', 'jav')())).toBe(true);
  });

  it('creates a law under the slug of its abbreviation and replaces it with its norms', async () => {
    const { service } = setup();
    const norm = { number: '§ 177', heading: 'Wahl', part: 'Teil 3', chapter: '', paragraphs: ['Gewählt wird alle vier Jahre.'] };
    expect(right(await service.importLaw({ abbreviation: 'SGB IX', title: 'Sozialgesetzbuch IX', norms: [norm] })())).toEqual({ created: 1, updated: 0 });
    expect(right(await service.importLaw({ abbreviation: 'SGB IX', title: 'SGB IX', teaser: ' Kurz. ', norms: [norm, norm] })())).toEqual({
      created: 0,
      updated: 1,
    });
    const law = right(await service.detail('law', 'sgb-ix')());
    expect(law).toMatchObject({ title: 'SGB IX', teaser: 'Kurz.', path: '/gesetze/sgb-ix' });
    expect(law.kind === 'law' && law.details.norms).toHaveLength(2);
  });

  it('refuses a law whose abbreviation gives no address or whose topic is unknown', async () => {
    const { service } = setup();
    expect(await service.importLaw({ abbreviation: '§§', title: 'Paragraphen', norms: [] })()).toMatchObject(
      E.left({ _tag: 'Invalid', fieldErrors: { abbreviation: 'Aus dieser Abkürzung lässt sich keine Adresse bilden.' } }),
    );
    expect(await service.importLaw({ abbreviation: 'AGG', title: 'AGG', topicSlug: 'nein', norms: [] })()).toMatchObject(
      E.left({ _tag: 'Invalid', fieldErrors: { topicSlug: 'Dieses Thema gibt es nicht.' } }),
    );
    expect(right(await service.importLaw({ abbreviation: 'AGG', title: 'AGG', topicSlug: 'mitbestimmung', norms: [] })())).toEqual({ created: 1, updated: 0 });
  });
});
