import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, searchIndex, type SearchField } from './search-index';
import { SYNONYM_GROUPS } from './synonyms';

interface Seminar {
  readonly id: number;
  readonly title: string;
  readonly subtitle: string;
  readonly description: string;
}

const FIELDS: readonly SearchField[] = [
  { weight: 4, lengthNorm: 0 },
  { weight: 2, lengthNorm: 0.3 },
  { weight: 1, lengthNorm: 0.75 },
];
const fieldsOf = (seminar: Seminar) => [seminar.title, seminar.subtitle, seminar.description];

const WORDS = [
  'Betriebsrat', 'Kündigungsschutz', 'Arbeitszeit', 'Überstunden', 'Konzernstrukturen', 'Tarifvertrag', 'Mobiles', 'Arbeiten',
  'Homeoffice', 'Altersversorgung', 'Betriebsrente', 'Künstliche', 'Intelligenz', 'KI', 'Protokoll', 'Wahl', 'der', 'und',
  'Sitzungsleitung', 'Abmahnung', 'Entgelttransparenz', 'Schwerbehindertenvertretung', 'SBV', 'BEM', 'Mitbestimmung',
];
const text = fc.array(fc.constantFrom(...WORDS), { maxLength: 6 }).map((words) => words.join(' '));
const seminars = fc
  .array(fc.record({ title: text, subtitle: text, description: text }), { minLength: 1, maxLength: 8 })
  .map((records) => records.map((record, id): Seminar => ({ id, ...record })));
const query = fc.oneof(
  fc.array(fc.constantFrom(...WORDS, 'Kündigungschutz', 'Konzern', 'Tarif', 'Protokol', 'Abmahung'), { minLength: 1, maxLength: 3 }).map((words) => words.join(' ')),
  fc.string({ maxLength: 20 }),
);

const rankOf = (all: readonly Seminar[], q: string, id: number): number => {
  const position = searchIndex(buildSearchIndex(all, FIELDS, fieldsOf), q).findIndex((hit) => hit.document.id === id);
  return position === -1 ? Number.POSITIVE_INFINITY : position;
};

describe('searchIndex (properties)', () => {
  it('adding a word of the query to a seminar title never lowers that seminar’s rank', () => {
    fc.assert(
      fc.property(seminars, query, fc.nat(), fc.nat(), (all, q, pick, wordPick) => {
        const words = q.split(/\s+/).filter((word) => word !== '');
        fc.pre(words.length > 0);
        const target = all[pick % all.length]!;
        const word = words[wordPick % words.length]!;
        const changed = all.map((seminar) => (seminar.id === target.id ? { ...seminar, title: `${seminar.title} ${word}` } : seminar));
        expect(rankOf(changed, q, target.id)).toBeLessThanOrEqual(rankOf(all, q, target.id));
      }),
      { numRuns: 300 },
    );
  });

  it('a synonym finds what the canonical word finds, in the same order', () => {
    const group = fc.constantFrom(...SYNONYM_GROUPS);
    fc.assert(
      fc.property(seminars, group, fc.nat(), (all, members, pick) => {
        const index = buildSearchIndex(all, FIELDS, fieldsOf);
        const ids = (q: string) => searchIndex(index, q).map((hit) => hit.document.id);
        expect(ids(members[pick % members.length]!)).toEqual(ids(members[0]!));
      }),
    );
  });

  it('a seminar with the query in its title ranks above one with it only in its description', () => {
    fc.assert(
      fc.property(fc.constantFrom(...WORDS.filter((word) => !['der', 'und'].includes(word))), text, (word, filler) => {
        const all: Seminar[] = [
          { id: 0, title: filler, subtitle: '', description: word },
          { id: 1, title: `${filler} ${word}`, subtitle: '', description: '' },
        ];
        // The filler itself must not match (the word, an inflection or a synonym of it).
        fc.pre(searchIndex(buildSearchIndex([{ id: 0, title: filler, subtitle: '', description: '' }], FIELDS, fieldsOf), word).length === 0);
        expect(searchIndex(buildSearchIndex(all, FIELDS, fieldsOf), word)[0]?.document.id).toBe(1);
      }),
    );
  });

  it('a seminar with the query’s word itself ranks above one with the word only as part of a compound in the same field', () => {
    fc.assert(
      fc.property(seminars, fc.constantFrom(...WORDS.filter((word) => !['der', 'und'].includes(word))), text, (others, word, filler) => {
        // As above: the filler must not match the word in some other way.
        fc.pre(searchIndex(buildSearchIndex([{ id: 0, title: filler, subtitle: '', description: '' }], FIELDS, fieldsOf), word).length === 0);
        const base = others.length;
        const all: Seminar[] = [
          ...others,
          { id: base, title: `${filler} ${word}verhandlung`, subtitle: filler, description: filler },
          { id: base + 1, title: `${filler} ${word}`, subtitle: filler, description: filler },
        ];
        const ids = searchIndex(buildSearchIndex(all, FIELDS, fieldsOf), word).map((hit) => hit.document.id);
        const compound = ids.indexOf(base);
        expect(ids.indexOf(base + 1)).toBeGreaterThanOrEqual(0);
        if (compound !== -1) expect(ids.indexOf(base + 1)).toBeLessThan(compound);
      }),
      { numRuns: 300 },
    );
  });

  it('is deterministic and finds only documents with a positive score', () => {
    fc.assert(
      fc.property(seminars, query, (all, q) => {
        const index = buildSearchIndex(all, FIELDS, fieldsOf);
        const hits = searchIndex(index, q);
        expect(hits).toEqual(searchIndex(index, q));
        for (const hit of hits) expect(hit.score).toBeGreaterThan(0);
        for (let i = 1; i < hits.length; i++) expect(hits[i - 1]!.score).toBeGreaterThanOrEqual(hits[i]!.score);
      }),
    );
  });
});
