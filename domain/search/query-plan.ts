import { germanTerms, stemGerman } from './german-terms';
import { SYNONYM_GROUPS } from './synonyms';
import { alike, containing, knows, longerWithPrefix, type Vocabulary } from './vocabulary';

/** How a term of the query meets a term of the texts, and how much such a match counts. */
export const MATCH_WEIGHTS = { exact: 1, prefix: 0.7, infix: 0.5, typo: 0.6 } as const;
export type MatchKind = keyof typeof MATCH_WEIGHTS;

/** The shortest term that is looked for as the start or the later part of a compound, or with typos. */
const MIN_PREFIX = 3;
const MIN_INFIX = 5;
const MIN_COMPOUND_PART = 4;
const MIN_TYPO = 5;
/** Typos allowed: one up to seven letters, two in longer words. */
const maxTypos = (term: string): number => (term.length >= 8 ? 2 : 1);
/** Likeness a typo must keep (pg_trgm's default threshold is 0.3). */
const TYPO_SIMILARITY = 0.3;

export interface Expansion {
  readonly term: string;
  readonly kind: MatchKind;
  readonly weight: number;
}

/** A term of the query with the terms of the texts that count as it. */
export interface QueryTerm {
  readonly term: string;
  readonly expansions: readonly Expansion[];
}

/**
 * One thing the query asks for, in each of the ways it may be written: one word, or a group of
 * synonyms (each alternative a phrase of one or more terms).
 */
export interface Concept {
  readonly alternatives: readonly (readonly QueryTerm[])[];
}

const phraseOf = (text: string): readonly string[] => germanTerms(text);

/** Every synonym phrase as terms, longest first, with the group it belongs to. */
const SYNONYM_PHRASES: readonly { readonly terms: readonly string[]; readonly group: readonly (readonly string[])[] }[] = SYNONYM_GROUPS.flatMap(
  (group) => {
    const phrases = group.map(phraseOf).filter((terms) => terms.length > 0);
    return phrases.map((terms) => ({ terms, group: phrases }));
  },
).sort((a, b) => b.terms.length - a.terms.length);

const startsWith = (terms: readonly string[], at: number, phrase: readonly string[]): boolean =>
  phrase.every((term, offset) => terms[at + offset] === term);

/**
 * The query's terms grouped into concepts: a run of terms that is a synonym phrase becomes its
 * whole group (the longest phrase wins), every other term a concept of its own. Repeated
 * concepts count once.
 */
export const conceptTerms = (query: string): readonly (readonly (readonly string[])[])[] => {
  const terms = phraseOf(query);
  const concepts: (readonly (readonly string[])[])[] = [];
  const seen = new Set<string>();
  for (let at = 0; at < terms.length; ) {
    const synonym = SYNONYM_PHRASES.find(({ terms: phrase }) => startsWith(terms, at, phrase));
    const alternatives = synonym === undefined ? [terms.slice(at, at + 1)] : synonym.group;
    at += synonym === undefined ? 1 : synonym.terms.length;
    const key = alternatives.map((phrase) => phrase.join(' ')).join('|');
    if (seen.has(key)) continue;
    seen.add(key);
    concepts.push(alternatives);
  }
  return concepts;
};

/** Endings that join the parts of a compound: Sitzung·s·leitung, Arbeit·s·zeit, Schwerbehinderte·n·vertretung. */
const LINKS = ['', 's', 'n', 'en', 'es', 'er'] as const;

/** Whether `head` is a word of its own that a compound begins with (perhaps with a linking ending). */
const isCompoundHead = (vocabulary: Vocabulary, head: string): boolean =>
  LINKS.some((link) => {
    if (!head.endsWith(link)) return false;
    const word = head.slice(0, head.length - link.length);
    return word.length >= MIN_PREFIX && (knows(vocabulary, word) || knows(vocabulary, stemGerman(word)));
  });

/**
 * Terms holding the term as a later part of a compound: anywhere for a long term, and a short
 * one ("leit") only right after a word of its own ("sitzungs|leit", not "beg|leit").
 */
const compoundsEndingIn = (vocabulary: Vocabulary, term: string): readonly string[] =>
  containing(vocabulary, term).filter(
    (candidate) => term.length >= MIN_INFIX || isCompoundHead(vocabulary, candidate.slice(0, candidate.indexOf(term))),
  );

/** Expansions already worked out, per vocabulary (an index never changes once built). */
const expansionMemo = new WeakMap<Vocabulary, Map<string, readonly Expansion[]>>();
const MEMO_SIZE = 20_000;

/** The terms of the texts that count as the query's term, each with the weight of its kind of match. */
export const expand = (vocabulary: Vocabulary, term: string): readonly Expansion[] => {
  let memo = expansionMemo.get(vocabulary);
  if (memo === undefined) expansionMemo.set(vocabulary, (memo = new Map<string, readonly Expansion[]>()));
  const known = memo.get(term);
  if (known !== undefined) return known;
  const found = expandAnew(vocabulary, term);
  if (memo.size >= MEMO_SIZE) memo.clear();
  memo.set(term, found);
  return found;
};

const expandAnew = (vocabulary: Vocabulary, term: string): readonly Expansion[] => {
  const found: Expansion[] = [];
  const add = (terms: readonly string[], kind: MatchKind) => {
    for (const each of terms) found.push({ term: each, kind, weight: MATCH_WEIGHTS[kind] });
  };
  const exact = knows(vocabulary, term);
  if (exact) add([term], 'exact');
  if (term.length >= MIN_PREFIX && !/^\d+$/.test(term)) add(longerWithPrefix(vocabulary, term), 'prefix');
  if (term.length >= MIN_COMPOUND_PART && !/^\d+$/.test(term)) add(compoundsEndingIn(vocabulary, term), 'infix');
  // A word the texts know is taken as meant; only an unknown one may be a typo.
  if (!exact && term.length >= MIN_TYPO) {
    for (const { term: like, edits } of alike(vocabulary, term, TYPO_SIMILARITY, maxTypos(term))) {
      found.push({ term: like, kind: 'typo', weight: MATCH_WEIGHTS.typo / edits });
    }
  }
  return found;
};

/**
 * The query as concepts, each term with its expansions in the vocabulary. A concept that the
 * texts know in one of its ways is not also looked for as a typo: "Betriebsrente" finds
 * "Altersversorgung", so it need not be taken for a misspelt "Betriebsrat".
 */
export const planQuery = (vocabulary: Vocabulary, query: string): readonly Concept[] =>
  conceptTerms(query).map((alternatives) => {
    const expanded = alternatives.map((phrase) => phrase.map((term) => ({ term, expansions: expand(vocabulary, term) })));
    const known = expanded.some((phrase) => phrase.every(({ expansions }) => expansions.some(({ kind }) => kind !== 'typo')));
    return {
      alternatives: known
        ? expanded.map((phrase) => phrase.map(({ term, expansions }) => ({ term, expansions: expansions.filter(({ kind }) => kind !== 'typo') })))
        : expanded,
    };
  });
