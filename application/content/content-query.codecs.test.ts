import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { decodeInput } from '../codecs/decode';
import { paragraph } from './content-blocks';
import { LawInput, LexiconImport } from './content-import.codecs';
import { ContentListQuery, ContentSearchQuery, ExportBatchQuery, LatestQuery } from './content-query.codecs';

describe('content query codecs', () => {
  it('reads paging and filters from strings, leaving out unknown keys', () => {
    expect(decodeInput(ContentListQuery, { page: '2', pageSize: '50', section: 'br', year: '2026', debug: '1' })).toEqual(
      E.right({ page: 2, pageSize: 50, section: 'br', year: 2026 }),
    );
    expect(decodeInput(ExportBatchQuery, { after: '0', limit: '1000' })).toEqual(E.right({ after: 0, limit: 1000 }));
    expect(decodeInput(LatestQuery, { limit: '101' })).toEqual(E.left({ _tag: 'Invalid', message: 'Bitte prüfen Sie Ihre Eingaben.', fieldErrors: { limit: 'Bitte wählen Sie 1 bis 100 Einträge.' } }));
  });

  it('trims the search text and names the field of each failure in German', () => {
    expect(decodeInput(ContentSearchQuery, { q: '  Einigungsstelle ' })).toEqual(E.right({ q: 'Einigungsstelle' }));
    expect(decodeInput(ContentSearchQuery, { q: 'ab', kind: 'recipe' })).toMatchObject(E.left({ fieldErrors: { kind: expect.stringMatching(/^Unbekannte Inhaltsart/) as string } }));
  });
});

describe('import codecs', () => {
  const valid = { section: 'br', slug: 'sprechstunde', term: ' Sprechstunde ', definition: 'Kurz.', body: [paragraph('Lang.')], relatedSlugs: [] };

  it('accepts a lexicon import and trims its texts', () => {
    expect(decodeInput(LexiconImport, [valid])).toEqual(E.right([{ ...valid, term: 'Sprechstunde' }]));
  });

  it('refuses blank and too long texts, bad slugs and HTML-free bodies of the wrong shape', () => {
    const result = decodeInput(LexiconImport, [{ ...valid, term: '  ', definition: 'x'.repeat(1001), slug: 'Nicht OK', body: '<p>Hallo</p>', relatedSlugs: Array.from({ length: 21 }, () => 'a') }]);
    expect(result).toMatchObject(
      E.left({
        fieldErrors: {
          term: 'Bitte geben Sie den Begriff an.',
          definition: 'Die Kurzdefinition darf höchstens 1000 Zeichen haben.',
          slug: 'Bitte geben Sie einen gültigen Kurznamen an (Kleinbuchstaben, Ziffern und Bindestriche).',
          relatedSlugs: 'Höchstens 20 verwandte Begriffe.',
        },
      }),
    );
    expect(E.isLeft(result) && Object.keys(result.left._tag === 'Invalid' ? result.left.fieldErrors : {})).toContain('body');
  });

  it('accepts a law with its norms and refuses one without title', () => {
    const norm = { number: '§ 1', heading: 'Errichtung', part: 'Erster Teil', chapter: '', paragraphs: ['Text.'] };
    expect(decodeInput(LawInput, { abbreviation: 'BetrVG', title: 'Betriebsverfassungsgesetz', norms: [norm] })).toEqual(
      E.right({ abbreviation: 'BetrVG', title: 'Betriebsverfassungsgesetz', norms: [norm] }),
    );
    expect(decodeInput(LawInput, { abbreviation: 'BetrVG', norms: [] })).toMatchObject(E.left({ fieldErrors: { title: 'Bitte geben Sie den Titel des Gesetzes an.' } }));
  });
});
