import { foldGerman } from './german-terms';
import { editDistance, trigramsOf } from './trigrams';

/** The terms an index knows, with how readers write them, found by prefix, infix or likeness. */
export interface Vocabulary {
  /** Sorted, each once. */
  readonly terms: readonly string[];
  /** Trigram to the positions in `terms` of the terms containing it. */
  readonly trigrams: ReadonlyMap<string, readonly number[]>;
  /** How many distinct trigrams each term of `terms` has. */
  readonly trigramCounts: readonly number[];
  /** A term as most often written in the texts ("Kündigungsschutz" for "kuendigungsschutz"). */
  readonly written: ReadonlyMap<string, string>;
  /**
   * Each term of `terms` as most often written, folded ("schlagfertigkeit" for the term
   * "schlagfertig"): a typo in an ending the stem has lost is measured against the whole word.
   */
  readonly writtenFolded: readonly string[];
}

/** Builds the vocabulary from how often each term was written in which way. */
export const buildVocabulary = (spellings: ReadonlyMap<string, ReadonlyMap<string, number>>): Vocabulary => {
  const terms = [...spellings.keys()].sort();
  const trigrams = new Map<string, number[]>();
  const trigramCounts: number[] = [];
  terms.forEach((term, position) => {
    const grams = trigramsOf(term);
    trigramCounts.push(grams.length);
    for (const gram of grams) {
      const positions = trigrams.get(gram);
      if (positions === undefined) trigrams.set(gram, [position]);
      else positions.push(position);
    }
  });
  const written = new Map<string, string>();
  for (const [term, ways] of spellings) {
    // Most often written wins; on a tie the capitalised one (a noun as it stands in a title).
    const [best] = [...ways].sort(([a, n], [b, m]) => m - n || a.localeCompare(b));
    if (best !== undefined) written.set(term, best[0]);
  }
  const writtenFolded = terms.map((term) => foldGerman(written.get(term) ?? term));
  return { terms, trigrams, trigramCounts, written, writtenFolded };
};

const firstAtOrAfter = (terms: readonly string[], value: string): number => {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((terms[middle] ?? '') < value) low = middle + 1;
    else high = middle;
  }
  return low;
};

export const knows = (vocabulary: Vocabulary, term: string): boolean => {
  const at = firstAtOrAfter(vocabulary.terms, term);
  return vocabulary.terms[at] === term;
};

/** Longer terms that begin with the term: "konzern" → "konzernstruktur", "konzernbetriebsrat". */
export const longerWithPrefix = (vocabulary: Vocabulary, prefix: string): readonly string[] => {
  const found: string[] = [];
  for (let at = firstAtOrAfter(vocabulary.terms, prefix); at < vocabulary.terms.length; at++) {
    const term = vocabulary.terms[at] ?? '';
    if (!term.startsWith(prefix)) break;
    if (term !== prefix) found.push(term);
  }
  return found;
};

/** Terms holding the term inside, as the later part of a compound: "schutz" → "kuendigungsschutz". */
export const containing = (vocabulary: Vocabulary, part: string): readonly string[] =>
  vocabulary.terms.filter((term) => term.length > part.length && !term.startsWith(part) && term.includes(part));

export interface Likeness {
  readonly term: string;
  readonly similarity: number;
  readonly edits: number;
}

/**
 * Known terms written almost like the term, most alike first: at least `minSimilarity` of their
 * trigrams shared and at most `maxEdits` edits apart from the term or from the word as the texts
 * write it ("Schlagfertigkiet" is one swap from "Schlagfertigkeit", four edits from its stem).
 */
export const alike = (vocabulary: Vocabulary, term: string, minSimilarity: number, maxEdits: number): readonly Likeness[] => {
  const grams = trigramsOf(term);
  const shared = new Map<number, number>();
  for (const gram of grams) for (const position of vocabulary.trigrams.get(gram) ?? []) shared.set(position, (shared.get(position) ?? 0) + 1);
  const found: Likeness[] = [];
  for (const [position, count] of shared) {
    const candidate = vocabulary.terms[position] ?? term;
    if (candidate === term) continue;
    const similarity = count / (grams.length + (vocabulary.trigramCounts[position] ?? 0) - count);
    if (similarity < minSimilarity) continue;
    const asWritten = vocabulary.writtenFolded[position] ?? candidate;
    const edits = Math.min(editDistance(term, candidate, maxEdits), asWritten === candidate ? maxEdits + 1 : editDistance(term, asWritten, maxEdits));
    if (edits <= maxEdits) found.push({ term: candidate, similarity, edits });
  }
  // A letter in the wrong place near the start ("Tairf", "Rethorik" for "Rhetorik") breaks most
  // trigrams the words share, so the likeness above misses it: each such move is looked up as it stands.
  for (const { moved, edits } of maxEdits >= 1 ? oneLetterMoved(term) : []) {
    if (edits <= maxEdits && knows(vocabulary, moved) && !found.some((like) => like.term === moved)) {
      found.push({ term: moved, similarity: minSimilarity, edits });
    }
  }
  return found.sort((a, b) => a.edits - b.edits || b.similarity - a.similarity || (a.term < b.term ? -1 : 1));
};

/** How far into a word a letter moved by more than one place is looked for (the trigrams catch it later on). */
const MOVES_WITHIN = 4;

/**
 * The term with one letter taken out and put in elsewhere: every swap of neighbours (one edit),
 * and longer moves within the first letters (two edits), where a typo breaks the most trigrams.
 */
const oneLetterMoved = (term: string): readonly { readonly moved: string; readonly edits: number }[] => {
  const found: { moved: string; edits: number }[] = [];
  for (let at = 0; at + 1 < term.length; at++) {
    found.push({ moved: `${term.slice(0, at)}${term.charAt(at + 1)}${term.charAt(at)}${term.slice(at + 2)}`, edits: 1 });
  }
  const window = Math.min(MOVES_WITHIN, term.length);
  for (let from = 0; from < window; from++) {
    const rest = term.slice(0, from) + term.slice(from + 1);
    for (let to = 0; to < window; to++) {
      if (Math.abs(to - from) < 2) continue;
      found.push({ moved: rest.slice(0, to) + term.charAt(from) + rest.slice(to), edits: 2 });
    }
  }
  return found.filter(({ moved }) => moved !== term);
};
