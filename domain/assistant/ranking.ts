import { germanTerms } from './german-terms';

/**
 * Okapi BM25 over small documents (a paragraph, a norm's Absatz, a seminar's title): the usual
 * ranking of full-text search, computed in memory. k1 and b are the textbook values.
 */
const K1 = 1.2;
const B = 0.75;

export interface IndexedDocument<D> {
  readonly document: D;
  /** Term counts of the document's text. */
  readonly counts: ReadonlyMap<string, number>;
  readonly length: number;
}

export interface TermIndex<D> {
  readonly documents: readonly IndexedDocument<D>[];
  /** In how many documents a term occurs. */
  readonly documentFrequency: ReadonlyMap<string, number>;
  readonly averageLength: number;
}

export interface Ranked<D> {
  readonly document: D;
  readonly score: number;
  /** The query's terms this document contains: never empty. */
  readonly sharedTerms: readonly string[];
}

const countsOf = (terms: readonly string[]): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  return counts;
};

/** Indexes documents by the terms of the text `textOf` gives for each. */
export const buildTermIndex = <D>(documents: readonly D[], textOf: (document: D) => string): TermIndex<D> => {
  const indexed = documents.map((document) => {
    const terms = germanTerms(textOf(document));
    return { document, counts: countsOf(terms), length: terms.length };
  });
  const documentFrequency = new Map<string, number>();
  for (const { counts } of indexed) for (const term of counts.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const total = indexed.reduce((sum, { length }) => sum + length, 0);
  return { documents: indexed, documentFrequency, averageLength: indexed.length === 0 ? 0 : total / indexed.length };
};

export interface RankOptions {
  /**
   * Query terms found in more than this share of the documents are ignored: in a list of
   * seminars for Betriebsräte, "Betriebsrat" tells none of them apart. 1 keeps every term.
   */
  readonly maxDocumentShare: number;
}

/**
 * The documents that share at least one term with the query, best first. A document matching
 * more of the query's terms gains in proportion (Lucene's coordination factor), so a paragraph
 * about "Kosten der Einigungsstelle" beats one that only says "Kosten" often. Equal scores keep
 * the order the documents were indexed in, so the same index and query always give the same answer.
 */
export const rank = <D>(index: TermIndex<D>, query: string, options: RankOptions = { maxDocumentShare: 1 }): readonly Ranked<D>[] => {
  const n = index.documents.length;
  const queryTerms = [...new Set(germanTerms(query))].filter((term) => (index.documentFrequency.get(term) ?? 0) <= n * options.maxDocumentShare);
  const results: { ranked: Ranked<D>; position: number }[] = [];
  index.documents.forEach((indexed, position) => {
    let score = 0;
    const sharedTerms: string[] = [];
    for (const term of queryTerms) {
      const frequency = indexed.counts.get(term) ?? 0;
      if (frequency === 0) continue;
      const df = index.documentFrequency.get(term) ?? 0;
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      const norm = index.averageLength === 0 ? 1 : indexed.length / index.averageLength;
      score += (idf * frequency * (K1 + 1)) / (frequency + K1 * (1 - B + B * norm));
      sharedTerms.push(term);
    }
    if (sharedTerms.length > 0) results.push({ ranked: { document: indexed.document, score: (score * sharedTerms.length) / queryTerms.length, sharedTerms }, position });
  });
  return results.sort((a, b) => b.ranked.score - a.ranked.score || a.position - b.position).map(({ ranked }) => ranked);
};
