import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lexiconItem } from './lexicon-csv.arbitraries';
import { lexiconCsvHeader, lexiconCsvLine, parseLexiconCsv } from './lexicon-csv';

describe('lexicon CSV properties', () => {
  it('an exported lexicon, imported again, gives the same entries', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(lexiconItem, { selector: (item) => `${item.section}/${item.slug}`, maxLength: 6 }),
        (items) => {
          const csv = lexiconCsvHeader() + items.map(lexiconCsvLine).join('');
          expect(parseLexiconCsv(csv)).toEqual(
            E.right(
              items.map((item) => ({
                section: item.section,
                slug: item.slug,
                term: item.title,
                definition: item.teaser,
                body: item.body,
                relatedSlugs: item.details.relatedSlugs,
                topicSlug: item.topicSlug,
                tags: item.tags.map((tag) => tag.slug),
              })),
            ),
          );
        },
      ),
    );
  });
});
