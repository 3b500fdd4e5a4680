/**
 * Similarity of words by their trigrams, as PostgreSQL's pg_trgm computes it (the word padded
 * with two blanks in front and one behind), and the edit distance that confirms a typo.
 */

export const trigramsOf = (word: string): readonly string[] => {
  const padded = `  ${word} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return [...grams];
};

/** Shared trigrams over all trigrams of both words: 1 for the same word, 0 for nothing in common. */
export const trigramSimilarity = (a: string, b: string): number => {
  const left = new Set(trigramsOf(a));
  const right = trigramsOf(b);
  const shared = right.filter((gram) => left.has(gram)).length;
  return shared / (left.size + right.length - shared);
};

/**
 * Edits (insert, delete, replace, swap of neighbours) that turn a into b, or max + 1 as soon as
 * it is certain to exceed max: "kuendigungschutz" is one edit from "kuendigungsschutz".
 */
export const editDistance = (a: string, b: string, max: number): number => {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length] ?? 0, max + 1);
};
