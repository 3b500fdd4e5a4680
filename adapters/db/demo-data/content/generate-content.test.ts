import * as E from 'fp-ts/Either';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { ContentBody } from '../../../../application/content/content-blocks';
import { STORED_DETAILS } from '../../../../application/content/content-details.codecs';
import { THEME_TEXTS } from '../catalogue-texts';
import { slugify } from '../../../../domain/text/slug';
import { generateDemoContent } from './generate-content';

const NOW = Temporal.Instant.from('2026-11-22T09:00:00Z');
const content = generateDemoContent({ now: NOW, seed: 7, scale: 1 });
const countOf = (kind: string, section?: string) =>
  content.items.filter((item) => item.kind === kind && (section === undefined || item.section === section)).length;

describe('generateDemoContent', () => {
  it('has the amounts the site needs: >100 lexicon entries over br, sbv and jav, 50 articles, 30 news, 20 rulings', () => {
    expect(countOf('lexicon')).toBeGreaterThanOrEqual(100);
    expect(countOf('lexicon', 'br')).toBeGreaterThanOrEqual(50);
    expect(countOf('lexicon', 'sbv')).toBeGreaterThanOrEqual(15);
    expect(countOf('lexicon', 'jav')).toBeGreaterThanOrEqual(15);
    expect(countOf('article')).toBeGreaterThanOrEqual(50);
    expect(countOf('news')).toBe(30);
    expect(countOf('ruling')).toBe(20);
    for (const kind of ['interview', 'faq', 'guide', 'download', 'video', 'job', 'election-news']) expect(countOf(kind)).toBeGreaterThanOrEqual(3);
    expect(content.items.filter((item) => item.kind === 'entitlement').map((item) => item.section)).toEqual(['br', 'sbv', 'jav']);
  });

  it('holds the core lexicon terms with short definitions', () => {
    const terms = content.items.filter((item) => item.kind === 'lexicon').map((item) => item.title);
    for (const term of ['Betriebsvereinbarung', 'Einigungsstelle', 'Freistellung', 'Schwerbehindertenvertretung', 'Jugend- und Auszubildendenvertretung', 'Mitbestimmung', 'Tendenzbetrieb']) {
      expect(terms).toContain(term);
    }
    expect(content.items.filter((item) => item.kind === 'lexicon').every((item) => item.teaser.length > 40 && item.teaser.length < 400)).toBe(true);
  });

  it('gives the BetrVG its Teile and the central norms', () => {
    const numbers = content.lawNorms.filter((norm) => norm.lawId === 1).map((norm) => norm.number);
    expect(numbers).toEqual(expect.arrayContaining(['§ 1', '§ 37', '§ 80', '§ 87', '§ 99', '§ 102']));
    expect(content.items.find((item) => item.contentId === 1)).toMatchObject({ kind: 'law', slug: 'betrvg' });
  });

  it('links only to what exists: related lexicon entries, topics, tags and catalogue themes', () => {
    const keys = new Set(content.items.map((item) => `${item.kind}/${item.section ?? ''}/${item.slug}`));
    const topics = new Set(content.topics.map((topic) => topic.slug));
    const tags = new Set(content.tags.map((tag) => tag.slug));
    const themeSlugs = new Set(THEME_TEXTS.map((theme) => slugify(theme.title)));
    for (const item of content.items) {
      if (item.topicSlug) expect(topics).toContain(item.topicSlug);
      if (item.kind === 'lexicon') {
        for (const related of (item.details as { relatedSlugs: string[] }).relatedSlugs) expect(keys).toContain(`lexicon/${item.section ?? ''}/${related}`);
      }
    }
    for (const row of content.itemTags) expect(tags).toContain(row.tagSlug);
    for (const topic of content.topics) for (const slug of topic.seminarThemeSlugs) expect(themeSlugs).toContain(slug);
  });

  it('stores details and bodies that fit their kind, text blocks only', () => {
    for (const item of content.items) {
      expect(E.isRight(STORED_DETAILS[item.kind].decode(item.details))).toBe(true);
      expect(E.isRight(ContentBody.decode(item.body))).toBe(true);
      expect(JSON.stringify(item.body)).not.toMatch(/<[a-z/]/i);
    }
  });

  it('marks every ruling as invented', () => {
    const rulings = content.items.filter((item) => item.kind === 'ruling');
    expect(rulings.every((item) => JSON.stringify(item.body).includes('für die Demo erfunden'))).toBe(true);
  });

  it('multiplies the exported kinds by the scale and leaves the others', () => {
    const scaled = generateDemoContent({ now: NOW, seed: 7, scale: 3 });
    const count = (kind: string) => scaled.items.filter((item) => item.kind === kind).length;
    for (const kind of ['lexicon', 'article', 'ruling', 'faq', 'guide', 'download', 'video']) expect(count(kind)).toBe(3 * countOf(kind));
    for (const kind of ['news', 'law', 'job', 'election-news', 'entitlement', 'interview']) expect(count(kind)).toBe(countOf(kind));
  });
});
