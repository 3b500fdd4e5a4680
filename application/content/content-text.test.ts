import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { blockLines, heading, list, paragraph, quote } from './content-blocks';
import { contentPath, LEXICON_PRODUCT, newsPdfPath, tagPath, topicPath } from './content-paths';
import { slugOf } from './content-slug';
import { listOrderOf } from './list-order';
import { plainTextOf } from './plain-text';
import { sortTitleOf } from './sort-title';

describe('slugOf', () => {
  it('spells out umlauts and ß and joins words with dashes', () => {
    expect(slugOf('Änderungskündigung')).toBe('aenderungskuendigung');
    expect(slugOf('SGB IX')).toBe('sgb-ix');
    expect(slugOf('Größe des Betriebsrats')).toBe('groesse-des-betriebsrats');
    expect(slugOf('  § 37 Abs. 6 – BetrVG  ')).toBe('37-abs-6-betrvg');
    expect(slugOf('Café')).toBe('cafe');
    expect(slugOf('§§')).toBe('');
  });
});

describe('sortTitleOf', () => {
  it('folds case, umlauts and ß for German alphabetical order', () => {
    expect(sortTitleOf('Überstunden')).toBe('uberstunden');
    expect(sortTitleOf('Größe des Betriebsrats')).toBe('grosse des betriebsrats');
    expect(sortTitleOf('Jugend- und Auszubildendenvertretung')).toBe('jugend und auszubildendenvertretung');
    const titles = ['Umgruppierung', 'Überstunden', 'Tendenzbetrieb'];
    expect([...titles].sort((a, b) => sortTitleOf(a).localeCompare(sortTitleOf(b)))).toEqual(['Tendenzbetrieb', 'Überstunden', 'Umgruppierung']);
  });
});

describe('contentPath', () => {
  it('puts every kind on its page of the works-council site', () => {
    const at = (kind: Parameters<typeof contentPath>[0]['kind'], section = '') => contentPath({ id: 42, kind, section, slug: 'x-y' });
    expect(at('article')).toBe('/fachartikel/x-y');
    expect(at('news')).toBe('/news/x-y');
    expect(at('interview')).toBe('/br-magazin-interview/x-y');
    expect(at('law')).toBe('/gesetze/x-y');
    expect(at('lexicon', 'sbv')).toBe(`/${LEXICON_PRODUCT}slexikon/sbv/x-y`);
    expect(at('ruling', 'br')).toBe('/rechtsprechung/urteil/x-y');
    expect(at('job', 'it')).toBe('/jobs-karriere/offene-stellen/it/42');
    expect(at('election-news', 'wahlverfahren')).toBe('/wahlseiten-news/x-y');
    expect(at('entitlement', 'jav')).toBe('/schulungsanspruch/jav');
    expect(at('faq')).toBe('/faq#x-y');
    expect(at('guide')).toBe('/leitfaden/x-y');
    expect(at('download')).toBe('/downloads#x-y');
    expect(at('video', 'za')).toBe('/videos#x-y');
    expect(topicPath('mitbestimmung')).toBe('/themen/mitbestimmung');
    expect(tagPath('betrvg')).toBe('/tag/betrvg');
    expect(newsPdfPath('meldung')).toBe('/news/pdf/meldung');
  });
});

describe('listOrderOf', () => {
  it('reads dated kinds newest first and reference kinds from A to Z', () => {
    expect(listOrderOf('news')).toBe('newest');
    expect(listOrderOf('ruling')).toBe('newest');
    expect(listOrderOf('lexicon')).toBe('title');
    expect(listOrderOf('faq')).toBe('title');
  });
});

describe('blockLines and plainTextOf', () => {
  it('prints list items with a dash and other blocks as they are', () => {
    expect(blockLines(list(['eins', 'zwei']))).toEqual(['– eins', '– zwei']);
    expect(blockLines(quote('Zitat'))).toEqual(['Zitat']);
  });

  it('prints title, date and author, teaser and blocks, separated by blank lines', () => {
    const text = plainTextOf({
      id: 1,
      kind: 'news',
      section: '',
      slug: 'meldung',
      title: 'Neue Termine',
      teaser: 'Die Termine stehen fest.',
      author: 'Redaktion',
      publishedAt: Temporal.Instant.from('2026-11-21T23:30:00Z'),
      topicSlug: null,
      tags: [],
      path: '/news/meldung',
      details: {},
      body: [heading('Überblick'), paragraph('Alle Termine im Katalog.'), list(['Berlin', 'Hamburg'])],
    });
    expect(text).toBe('Neue Termine\n\n22.11.2026 · Redaktion\n\nDie Termine stehen fest.\n\nÜberblick\n\nAlle Termine im Katalog.\n\n– Berlin\n– Hamburg\n');
  });

  it('leaves out a missing date and author', () => {
    const text = plainTextOf({
      id: 2,
      kind: 'faq',
      section: '',
      slug: 'frage',
      title: 'Frage?',
      teaser: '',
      author: null,
      publishedAt: null,
      topicSlug: null,
      tags: [],
      path: '/faq#frage',
      details: {},
      body: [paragraph('Antwort.')],
    });
    expect(text).toBe('Frage?\n\nAntwort.\n');
  });
});
