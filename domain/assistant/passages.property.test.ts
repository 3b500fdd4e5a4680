import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, searchIndex } from '../search/search-index';
import { buildKnowledgeIndex, selectPassages, type KnowledgeSource } from './passages';

const word = fc.constantFrom('Betriebsrat', 'Kündigung', 'Urlaub', 'Straße', 'Mitbestimmung', 'Wahl', 'Überstunden', 'der', 'und', 'Arbeitgeber', '§', '87', 'Schwerbehinderung');
const sentence = fc.array(word, { minLength: 1, maxLength: 8 }).map((words) => `${words.join(' ')}.`);
const source: fc.Arbitrary<KnowledgeSource> = fc.record({ title: sentence, passages: fc.array(sentence, { minLength: 1, maxLength: 3 }) });
const sources = fc.array(source, { maxLength: 8 });
const question = fc.oneof(sentence, fc.string({ maxLength: 40 }));

describe('selectPassages (properties)', () => {
  it('is deterministic: the same knowledge and question give the same passages', () => {
    fc.assert(
      fc.property(sources, question, (all, q) => {
        expect(selectPassages(buildKnowledgeIndex(all), q)).toEqual(selectPassages(buildKnowledgeIndex(all), q));
      }),
    );
  });

  it('quotes a passage verbatim from its own source', () => {
    fc.assert(
      fc.property(sources, question, (all, q) => {
        for (const passage of selectPassages(buildKnowledgeIndex(all), q)) expect(passage.source.passages).toContain(passage.text);
      }),
    );
  });

  it('never quotes a passage that itself shares no term with the question', () => {
    fc.assert(
      fc.property(sources, question, (all, q) => {
        for (const passage of selectPassages(buildKnowledgeIndex(all), q)) {
          const alone = buildSearchIndex([passage.text], [{ weight: 1, lengthNorm: 0 }], (text) => [text]);
          expect(searchIndex(alone, q)).not.toEqual([]);
        }
      }),
    );
  });

  it('returns best first, one per source, never more than three', () => {
    fc.assert(
      fc.property(sources, question, (all, q) => {
        const passages = selectPassages(buildKnowledgeIndex(all), q);
        expect(passages.length).toBeLessThanOrEqual(3);
        expect(new Set(passages.map((passage) => passage.source)).size).toBe(passages.length);
        for (let i = 1; i < passages.length; i++) expect(passages[i - 1]!.score).toBeGreaterThanOrEqual(passages[i]!.score);
      }),
    );
  });
});
