import * as E from 'fp-ts/Either';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paragraph } from '../../../application/content/content-blocks';
import type { ContentItemWire } from '../../../application/content/content.codecs';
import type { ContentDraft, ContentRepository } from '../../../application/content/content.repository';
import { ContentService } from '../../../application/content/content.service';
import type { Database } from '../database';
import { generateDemoContent } from '../demo-data/content/generate-content';
import { insertDemoContent } from '../demo-data/content/seed-content';
import { testDatabaseEngines } from '../testing/test-databases';
import { DrizzleContentRepository } from './content-repository';

const NOW = Temporal.Instant.from('2026-11-22T09:00:00Z');
const content = generateDemoContent({ now: NOW, seed: 7, scale: 1 });
const clock = { now: () => NOW };

const lexiconDraft = (slug: string, title: string, tagSlugs: readonly string[] = []): ContentDraft => ({
  kind: 'lexicon',
  section: 'jav',
  slug,
  title,
  teaser: `${title} kurz erklärt.`,
  body: [paragraph(`${title} ausführlich erklärt.`)],
  author: null,
  publishedAt: null,
  topicSlug: 'jugend-und-ausbildung',
  tagSlugs,
  details: { relatedSlugs: [] },
});

describe.each(testDatabaseEngines())('content repository on $name', (engine) => {
  let database: Database;
  let repository: ContentRepository;

  beforeAll(async () => {
    database = await engine.open();
    await database.db.transaction((tx) => insertDemoContent(tx, content));
    repository = new DrizzleContentRepository(database.db);
  }, 120_000);

  afterAll(async () => {
    await database.close();
  });

  it('lists a kind newest first, with its tags, and counts the total', async () => {
    const { items, total } = await repository.list({ publishedBy: NOW, kinds: ['news'] }, { order: 'newest', offset: 0, limit: 5 });
    expect(total).toBe(30);
    expect(items).toHaveLength(5);
    const dates = items.map((item) => item.publishedAt?.epochMilliseconds ?? 0);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(items.some((item) => item.tags.length > 0)).toBe(true);
  });

  it('hides what is scheduled after the given instant', async () => {
    const earlier = NOW.subtract({ hours: 24 * 60 });
    const { total: all } = await repository.list({ publishedBy: NOW, kinds: ['news'] }, { order: 'newest', offset: 0, limit: 1 });
    const { items, total } = await repository.list({ publishedBy: earlier, kinds: ['news'] }, { order: 'newest', offset: 0, limit: 100 });
    expect(total).toBeLessThan(all);
    expect(items.every((item) => (item.publishedAt?.epochMilliseconds ?? 0) <= earlier.epochMilliseconds)).toBe(true);
    const newest = (await repository.list({ publishedBy: NOW, kinds: ['news'] }, { order: 'newest', offset: 0, limit: 1 })).items[0];
    expect(await repository.find('news', newest?.slug ?? '', undefined, earlier)).toBeUndefined();
    expect(await repository.exportBatch('article', undefined, earlier, 0, 1000)).toHaveLength(
      (await repository.list({ publishedBy: earlier, kinds: ['article'] }, { order: 'newest', offset: 0, limit: 1 })).total,
    );
  });

  it('sorts reference content from A to Z with umlauts in place', async () => {
    const { items } = await repository.list({ publishedBy: NOW, kinds: ['lexicon'], section: 'br' }, { order: 'title', offset: 0, limit: 200 });
    const titles = items.map((item) => item.title);
    expect(titles.indexOf('Überstunden')).toBeGreaterThan(titles.indexOf('Tätigkeitsbericht'));
    expect(titles.indexOf('Überstunden')).toBeLessThan(titles.indexOf('Umgruppierung'));
  });

  it('finds by kind and slug, the section narrowing it', async () => {
    expect((await repository.find('lexicon', 'freistellung', 'br', NOW))?.title).toBe('Freistellung');
    expect(await repository.find('lexicon', 'freistellung', 'sbv', NOW)).toBeUndefined();
    const law = await repository.find('law', 'betrvg', undefined, NOW);
    expect((await repository.lawNorms(law?.id ?? 0)).map((norm) => norm.number).slice(0, 3)).toEqual(['§ 1', '§ 2', '§ 5']);
  });

  it('searches German full text with stemming, title before body', async () => {
    const { items, total } = await repository.search('Betriebsräte', { publishedBy: NOW, kinds: ['lexicon'] }, 0, 50);
    expect(total).toBeGreaterThan(5);
    expect(items.map((item) => item.title)).toContain('Betriebsrat');
    const { items: wahl } = await repository.search('Wahlvorstand', { publishedBy: NOW }, 0, 5);
    expect(wahl[0]?.title).toMatch(/^Wahlvorstand/);
    expect((await repository.search('Quantenchromodynamik', { publishedBy: NOW }, 0, 5)).total).toBe(0);
  });

  it('counts tags and knows which topics and tags exist', async () => {
    const tags = await repository.tags();
    const carrying = content.itemTags.filter((row) => row.tagSlug === 'rechtsprechung').length;
    expect(tags.find((tag) => tag.slug === 'rechtsprechung')?.count).toBe(carrying);
    expect(carrying).toBeGreaterThanOrEqual(20);
    expect(await repository.findTag('betrvg')).toEqual({ slug: 'betrvg', name: 'BetrVG' });
    expect(await repository.missingTopics(['mitbestimmung', 'gibt-es-nicht'])).toEqual(['gibt-es-nicht']);
    expect(await repository.missingTags(['betrvg', 'nein'])).toEqual(['nein']);
    expect(await repository.missingTags([])).toEqual([]);
    expect((await repository.topics())[0]?.slug).toBe('betriebsratsarbeit');
  });

  it('creates, then replaces lexicon entries with their tags in one go', async () => {
    expect(await repository.upsertItems([lexiconDraft('azubi-tag', 'Azubi-Tag', ['ausbildung'])])).toEqual({ created: 1, updated: 0 });
    expect(
      await repository.upsertItems([lexiconDraft('azubi-tag', 'Azubitag', ['schulung']), lexiconDraft('azubi-rat', 'Azubi-Rat')]),
    ).toEqual({ created: 1, updated: 1 });
    const found = await repository.find('lexicon', 'azubi-tag', 'jav', NOW);
    expect(found).toMatchObject({ title: 'Azubitag', tags: [{ slug: 'schulung', name: 'Schulung' }] });
  });

  it('writes nothing when one entry of an import fails', async () => {
    await expect(repository.upsertItems([lexiconDraft('ganz-neu', 'Ganz neu'), lexiconDraft('kaputt', 'Kaputt', ['gibt-es-nicht'])])).rejects.toThrow();
    expect(await repository.find('lexicon', 'ganz-neu', 'jav', NOW)).toBeUndefined();
  });

  it('replaces a law with all its norms', async () => {
    const draft: ContentDraft = { ...lexiconDraft('agg', 'Allgemeines Gleichbehandlungsgesetz'), kind: 'law', section: '', details: { abbreviation: 'AGG' } };
    const norm = { number: '§ 1', heading: 'Ziel des Gesetzes', part: 'Abschnitt 1', chapter: '', paragraphs: ['Benachteiligungen verhindern.'] };
    expect(await repository.upsertLaw(draft, [norm, { ...norm, number: '§ 2' }])).toEqual({ created: 1, updated: 0 });
    expect(await repository.upsertLaw(draft, [{ ...norm, number: '§ 3' }])).toEqual({ created: 0, updated: 1 });
    const law = await repository.find('law', 'agg', undefined, NOW);
    expect((await repository.lawNorms(law?.id ?? 0)).map((entry) => entry.number)).toEqual(['§ 3']);
  });
});

describe.each(testDatabaseEngines())('export of a scaled dataset on $name', (engine) => {
  const SCALE = 12;
  const scaled = generateDemoContent({ now: NOW, seed: 3, scale: SCALE });
  let database: Database;

  beforeAll(async () => {
    database = await engine.open();
    await database.db.transaction((tx) => insertDemoContent(tx, scaled));
  }, 120_000);

  afterAll(async () => {
    await database.close();
  });

  it('yields every object of the kind exactly once, in ascending id order, over many batches', async () => {
    const service = new ContentService(new DrizzleContentRepository(database.db), clock);
    const expected = scaled.items.filter((item) => item.kind === 'lexicon').map((item) => item.contentId);
    expect(expected.length).toBeGreaterThan(1000);
    const seen: number[] = [];
    for await (const item of service.exportObjects('lexicon')) seen.push(item.id);
    expect(seen).toEqual(expected);
  });

  it('yields only the channel a video export names', async () => {
    const service = new ContentService(new DrizzleContentRepository(database.db), clock);
    const items: ContentItemWire[] = [];
    for await (const item of service.exportObjects('youtube')) items.push(item);
    expect(items).toHaveLength(4 * SCALE);
    expect(items.every((item) => item.kind === 'video' && item.section === 'youtube')).toBe(true);
    expect(E.isRight(await service.exportBatch('youtube', items.at(-1)?.id ?? 0, 10)())).toBe(true);
  });
});
