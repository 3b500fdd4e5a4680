import { buildSearchIndex, searchIndex, type SearchIndex } from '../search/search-index';

/** Something the knowledge base says: a lexicon entry, a norm, a ruling, an article, an FAQ answer. */
export interface KnowledgeSource {
  readonly title: string;
  /** Its paragraphs as written; a passage is always one of them, word for word. */
  readonly passages: readonly string[];
}

export interface Passage<S extends KnowledgeSource> {
  readonly source: S;
  readonly text: string;
}

export interface QuotedPassage<S extends KnowledgeSource> extends Passage<S> {
  readonly score: number;
}

export type KnowledgeIndex<S extends KnowledgeSource> = SearchIndex<Passage<S>>;

const TEXT = 1;

/**
 * One document per paragraph, scored together with its source's title: a paragraph of the entry
 * "Kündigungsschutz" is about Kündigungsschutz even where it does not repeat the word.
 */
export const buildKnowledgeIndex = <S extends KnowledgeSource>(sources: readonly S[]): KnowledgeIndex<S> =>
  buildSearchIndex(
    sources.flatMap((source) => source.passages.filter((text) => text.trim() !== '').map((text) => ({ source, text }))),
    [
      { weight: 1.5, lengthNorm: 0 },
      { weight: 1, lengthNorm: 0.75 },
    ],
    (passage) => [passage.source.title, passage.text],
  );

export interface Selection {
  /** At most this many passages, each from a different source. */
  readonly maxPassages: number;
  /**
   * A passage scoring below this share of the best one is left out: it matched a side word of the
   * question, and quoting it would only bury the good answer.
   */
  readonly minShareOfBest: number;
}

export const DEFAULT_SELECTION: Selection = { maxPassages: 3, minShareOfBest: 0.4 };

/** The passages that answer a question best, one per source, best first; empty when nothing matches. */
export const selectPassages = <S extends KnowledgeSource>(
  index: KnowledgeIndex<S>,
  question: string,
  selection: Selection = DEFAULT_SELECTION,
): readonly QuotedPassage<S>[] => {
  // The title ranks a paragraph, but the quote itself must say something the question asks about:
  // a short teaser that matches through its title alone answers nothing.
  const ranked = searchIndex(index, question).filter(({ matchedFields }) => matchedFields.has(TEXT));
  const best = ranked[0]?.score ?? 0;
  const seen = new Set<S>();
  const chosen: QuotedPassage<S>[] = [];
  for (const { document, score } of ranked) {
    if (chosen.length >= selection.maxPassages || score < best * selection.minShareOfBest) break;
    if (seen.has(document.source)) continue;
    seen.add(document.source);
    chosen.push({ source: document.source, text: document.text, score });
  }
  return chosen;
};

