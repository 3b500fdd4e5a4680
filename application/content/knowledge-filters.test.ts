import { describe, expect, it } from 'vitest';
import { filterDownloads, foldGerman, groupByTopic, matchesAll, searchTerms } from './knowledge-filters';

const item = (title: string, extra: Partial<{ topicSlug: string | null; fileKind: string; tags: { slug: string }[] }> = {}) => ({
  title,
  teaser: '',
  body: [{ type: 'paragraph' as const, text: 'Die Kündigung braucht eine Anhörung.' }],
  topicSlug: extra.topicSlug ?? null,
  tags: extra.tags ?? [],
  details: { fileKind: extra.fileKind ?? 'pdf' },
});

describe('knowledge filters', () => {
  it('folds case and umlauts the same way on both sides', () => {
    expect(foldGerman('Kündigung')).toBe(foldGerman('KUENDIGUNG'));
    expect(foldGerman('Maßnahme')).toBe('massnahme');
    expect(searchTerms('  Kosten,  Seminar ')).toEqual(['kosten', 'seminar']);
    expect(searchTerms('   ')).toEqual([]);
  });

  it('a search needs every word, in title, teaser or text', () => {
    expect(matchesAll(item('Kosten'), searchTerms('kuendigung anhörung'))).toBe(true);
    expect(matchesAll(item('Kosten'), searchTerms('kündigung urlaub'))).toBe(false);
    expect(matchesAll(item('Kosten'), [])).toBe(true);
  });

  it('groups by the topic list order and keeps items of unknown topics last', () => {
    const items = [item('a', { topicSlug: 'y' }), item('b', { topicSlug: 'x' }), item('c', { topicSlug: 'z' }), item('d')];
    const groups = groupByTopic(items, [{ slug: 'x', title: 'X' }, { slug: 'y', title: 'Y' }], 'Weitere');
    expect(groups.map((group) => [group.title, group.items.map((member) => member.title)])).toEqual([
      ['X', ['b']],
      ['Y', ['a']],
      ['Weitere', ['c', 'd']],
    ]);
  });

  it('downloads pass only every filter given', () => {
    const items = [item('a', { fileKind: 'pdf', topicSlug: 't', tags: [{ slug: 'g' }] }), item('b', { fileKind: 'docx', topicSlug: 't' }), item('c', { fileKind: 'pdf' })];
    const titles = (filter: Parameters<typeof filterDownloads>[1]) => filterDownloads(items, filter).map((found) => found.title);
    expect(titles({ terms: [] })).toEqual(['a', 'b', 'c']);
    expect(titles({ fileKind: 'pdf', terms: [] })).toEqual(['a', 'c']);
    expect(titles({ fileKind: 'pdf', topic: 't', terms: [] })).toEqual(['a']);
    expect(titles({ tag: 'g', terms: [] })).toEqual(['a']);
    expect(titles({ topic: 't', terms: ['urlaub'] })).toEqual([]);
  });
});
