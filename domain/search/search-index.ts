import { germanTokens } from './german-terms';
import { planQuery, type Concept, type QueryTerm } from './query-plan';
import { alike, buildVocabulary, type Vocabulary } from './vocabulary';

/**
 * The search of the site: the catalogue, the works-council site's content and the assistant's
 * passages are each one index of this kind. Documents have fields (title, subtitle,
 * description …) of their own weight; a term scores by Okapi BM25 per field, the fields' scores
 * add up by weight. k1 and b are the textbook values.
 */
const K1 = 1.2;

export interface SearchField {
  /** How much a match in this field counts against one in a field of weight 1. */
  readonly weight: number;
  /**
   * BM25's b: how much a long text of this field is discounted (0.75 for running text). 0 for
   * short fields like a title, so adding a word to a title never lowers its other words' scores.
   */
  readonly lengthNorm: number;
}

interface Posting {
  readonly doc: number;
  /** Occurrences per field. */
  readonly counts: readonly number[];
}

export interface SearchIndex<D> {
  readonly fields: readonly SearchField[];
  readonly documents: readonly D[];
  readonly postings: ReadonlyMap<string, readonly Posting[]>;
  /** Terms per field of each document. */
  readonly lengths: readonly (readonly number[])[];
  readonly averageLengths: readonly number[];
  readonly vocabulary: Vocabulary;
}

/** Indexes documents by the texts `fieldsOf` gives for each, in the order of `fields`. */
export const buildSearchIndex = <D>(documents: readonly D[], fields: readonly SearchField[], fieldsOf: (document: D) => readonly string[]): SearchIndex<D> => {
  const postings = new Map<string, Posting[]>();
  const spellings = new Map<string, Map<string, number>>();
  const lengths = documents.map((document, doc) => {
    const texts = fieldsOf(document);
    const counts = new Map<string, number[]>();
    const fieldLengths = fields.map((_, field) => {
      const tokens = germanTokens(texts[field] ?? '');
      for (const { surface, term } of tokens) {
        let perField = counts.get(term);
        if (perField === undefined) counts.set(term, (perField = fields.map(() => 0)));
        perField[field] = (perField[field] ?? 0) + 1;
        let ways = spellings.get(term);
        if (ways === undefined) spellings.set(term, (ways = new Map<string, number>()));
        ways.set(surface, (ways.get(surface) ?? 0) + 1);
      }
      return tokens.length;
    });
    for (const [term, perField] of counts) {
      const list = postings.get(term);
      if (list === undefined) postings.set(term, [{ doc, counts: perField }]);
      else list.push({ doc, counts: perField });
    }
    return fieldLengths;
  });
  const averageLengths = fields.map((_, field) => (documents.length === 0 ? 0 : lengths.reduce((sum, each) => sum + (each[field] ?? 0), 0) / documents.length));
  return { fields, documents, postings, lengths, averageLengths, vocabulary: buildVocabulary(spellings) };
};

export interface SearchOptions {
  /**
   * A concept matching more than this share of the documents is left out: among seminars for
   * Betriebsräte, "Betriebsrat" tells none apart. 1 keeps every concept.
   */
  readonly maxDocumentShare: number;
}

export interface Hit<D> {
  readonly document: D;
  readonly score: number;
  /** The fields in which some term of the query matched. */
  readonly matchedFields: ReadonlySet<number>;
}

/** Per document: its best score for the unit and the fields that matched. */
type Scores = Map<number, { score: number; fields: Set<number> }>;

const keepBest = (into: Scores, doc: number, score: number, fields: ReadonlySet<number>) => {
  const known = into.get(doc);
  if (known === undefined) into.set(doc, { score, fields: new Set(fields) });
  else {
    if (score > known.score) known.score = score;
    for (const field of fields) known.fields.add(field);
  }
};

/**
 * How rare the query's term is: one idf for all its expansions, from the documents any of them
 * matches. With an idf per expansion a rare compound ("Betriebsratssitzung") would outscore the
 * common word itself ("Betriebsrat") in the same field, though it matches only in part; with one,
 * the kind of match decides (Lucene blends the document frequencies of a fuzzy query alike).
 */
const termIdf = <D>(index: SearchIndex<D>, queryTerm: QueryTerm): number => {
  const matching = new Set<number>();
  for (const { term } of queryTerm.expansions) for (const { doc } of index.postings.get(term) ?? []) matching.add(doc);
  const n = index.documents.length;
  return Math.log(1 + (n - matching.size + 0.5) / (matching.size + 0.5));
};

const termScores = <D>(index: SearchIndex<D>, queryTerm: QueryTerm): Scores => {
  const scores: Scores = new Map();
  const idf = termIdf(index, queryTerm);
  for (const { term, weight } of queryTerm.expansions) {
    const postings = index.postings.get(term) ?? [];
    for (const { doc, counts } of postings) {
      let score = 0;
      const fields = new Set<number>();
      index.fields.forEach(({ weight: fieldWeight, lengthNorm }, field) => {
        const count = counts[field] ?? 0;
        if (count === 0) return;
        const average = index.averageLengths[field] ?? 0;
        const norm = average === 0 ? 1 : 1 - lengthNorm + (lengthNorm * (index.lengths[doc]?.[field] ?? 0)) / average;
        score += (fieldWeight * idf * count * (K1 + 1)) / (count + K1 * norm);
        fields.add(field);
      });
      keepBest(scores, doc, weight * score, fields);
    }
  }
  return scores;
};

/**
 * A concept's score per document: its best alternative. A phrase (a synonym of several words)
 * counts only where all its terms match, with the mean of their scores.
 */
const conceptScores = <D>(index: SearchIndex<D>, concept: Concept): Scores => {
  const scores: Scores = new Map();
  for (const phrase of concept.alternatives) {
    const sums = new Map<number, { score: number; fields: Set<number>; terms: number }>();
    for (const queryTerm of phrase) {
      for (const [doc, { score, fields }] of termScores(index, queryTerm)) {
        const sum = sums.get(doc);
        if (sum === undefined) sums.set(doc, { score, fields: new Set(fields), terms: 1 });
        else {
          sum.score += score;
          sum.terms += 1;
          for (const field of fields) sum.fields.add(field);
        }
      }
    }
    for (const [doc, { score, fields, terms }] of sums) if (terms === phrase.length) keepBest(scores, doc, score / phrase.length, fields);
  }
  return scores;
};

/**
 * The documents matching the query, best first. Each concept of the query adds its score; a
 * document matching more of them gains in proportion (Lucene's coordination factor). Equal
 * scores keep the order the documents were indexed in, so the same index and query always
 * give the same answer.
 */
export const searchIndex = <D>(index: SearchIndex<D>, query: string, options: SearchOptions = { maxDocumentShare: 1 }): readonly Hit<D>[] => {
  const n = index.documents.length;
  const concepts = planQuery(index.vocabulary, query)
    .map((concept) => conceptScores(index, concept))
    .filter((scores) => scores.size <= n * options.maxDocumentShare);
  const totals = new Map<number, { score: number; matched: number; fields: Set<number> }>();
  for (const scores of concepts) {
    for (const [doc, { score, fields }] of scores) {
      const total = totals.get(doc);
      if (total === undefined) totals.set(doc, { score, matched: 1, fields: new Set(fields) });
      else {
        total.score += score;
        total.matched += 1;
        for (const field of fields) total.fields.add(field);
      }
    }
  }
  return [...totals]
    .map(([doc, { score, matched, fields }]) => ({ doc, score: (score * matched) / concepts.length, fields }))
    .sort((a, b) => b.score - a.score || a.doc - b.doc)
    .flatMap(({ doc, score, fields }) => {
      const document = index.documents[doc];
      return document === undefined ? [] : [{ document, score, matchedFields: fields }];
    });
};

/** Looser than a typo the search forgives: these are only offered, as "Meinten Sie …?". */
const SUGGESTION_SIMILARITY = 0.15;
const SUGGESTION_EDITS = 3;
export const MAX_SUGGESTIONS = 3;

/**
 * For a query that found nothing: the query again with each word the texts do not know replaced
 * by the closest known word, as the texts write it. Several suggestions when the first unknown
 * word has several close neighbours; none when no word is close to anything known.
 */
export const suggestQueries = <D>(index: SearchIndex<D>, query: string): readonly string[] => {
  const isKnown = (term: string) =>
    planQuery(index.vocabulary, term).every((concept) => concept.alternatives.some((phrase) => phrase.every(({ expansions }) => expansions.length > 0)));
  let suggestions: string[][] = [[]];
  let changed = false;
  for (const word of query.split(/\s+/).filter((each) => each !== '')) {
    const unknown = germanTokens(word).filter(({ term }) => !isKnown(term));
    const choices = [
      ...new Set(
        unknown
          .flatMap(({ term }) => alike(index.vocabulary, term, SUGGESTION_SIMILARITY, SUGGESTION_EDITS))
          .sort((a, b) => a.edits - b.edits || b.similarity - a.similarity)
          .map(({ term }) => index.vocabulary.written.get(term) ?? term),
      ),
    ];
    if (choices.length === 0) {
      suggestions = suggestions.map((each) => [...each, word]);
    } else if (!changed) {
      // The first unknown word gets several choices, later ones their closest.
      const [first = []] = suggestions;
      suggestions = choices.slice(0, MAX_SUGGESTIONS).map((choice) => [...first, choice]);
      changed = true;
    } else {
      const [closest = word] = choices;
      suggestions = suggestions.map((each) => [...each, closest]);
    }
  }
  return changed ? suggestions.map((each) => each.join(' ')) : [];
};
