import fc from 'fast-check';
import type { ContentItemWire } from '../../content/content.codecs';

type LexiconItem = Extract<ContentItemWire, { readonly kind: 'lexicon' }>;

const slug = fc
  .array(fc.constantFrom('betriebsrat', 'wahl', 'jav', 'sbv', 'schulung', '37', 'a1'), { minLength: 1, maxLength: 3 })
  .map((parts) => parts.join('-'));
/** A line of text as it appears in a spreadsheet: commas, quotes, umlauts, no edge white space. */
const line = fc
  .array(fc.constantFrom('Betriebsrat', 'Übung', '„Zitat“', '"Anführung"', 'a,b', 'a;b', '§ 37', 'ß'), { minLength: 1, maxLength: 4 })
  .map((words) => words.join(' '));

/** A lexicon entry as an export yields it. */
export const lexiconItem: fc.Arbitrary<LexiconItem> = fc
  .record({
    section: fc.constantFrom('br' as const, 'sbv' as const, 'jav' as const),
    slug,
    title: line,
    teaser: line,
    body: fc.array(
      fc.oneof(
        line.map((text) => ({ type: 'paragraph' as const, text })),
        line.map((text) => ({ type: 'heading' as const, text })),
        fc.array(line, { minLength: 1, maxLength: 3 }).map((items) => ({ type: 'list' as const, items })),
      ),
      { maxLength: 4 },
    ),
    relatedSlugs: fc.uniqueArray(slug, { maxLength: 3 }),
    topicSlug: fc.option(slug, { nil: null }),
    tags: fc.uniqueArray(slug, { maxLength: 3 }),
  })
  .map(({ relatedSlugs, tags, ...item }) => ({
    ...item,
    id: 1,
    kind: 'lexicon' as const,
    author: null,
    publishedAt: null,
    path: `/betriebsratslexikon/${item.section}/${item.slug}`,
    details: { relatedSlugs },
    tags: tags.map((tag) => ({ slug: tag, name: tag })),
  }));
