export interface ThemeProfile {
  readonly themeId: number;
  readonly rubricId: number;
  readonly tags: readonly string[];
}

export interface Recommendation {
  readonly themeId: number;
  readonly score: number;
}

/** A shared rubric says more than one shared keyword. */
const SAME_RUBRIC_WEIGHT = 2;

/**
 * Themes related to those a customer booked or keeps on the wishlist: each candidate scores
 * for sharing a rubric and for every keyword it shares with the customer's own themes; the own
 * themes are left out, unrelated ones too. Best first, ties by theme id so the list is stable.
 */
export const recommendThemes = (
  candidates: readonly ThemeProfile[],
  ownThemes: readonly ThemeProfile[],
  limit: number,
): readonly Recommendation[] => {
  const own = new Set(ownThemes.map((theme) => theme.themeId));
  const ownRubrics = new Set(ownThemes.map((theme) => theme.rubricId));
  const ownTags = new Set(ownThemes.flatMap((theme) => theme.tags));
  return candidates
    .filter((theme) => !own.has(theme.themeId))
    .map((theme) => ({
      themeId: theme.themeId,
      score: (ownRubrics.has(theme.rubricId) ? SAME_RUBRIC_WEIGHT : 0) + new Set(theme.tags.filter((tag) => ownTags.has(tag))).size,
    }))
    .filter((recommendation) => recommendation.score > 0)
    .sort((a, b) => b.score - a.score || a.themeId - b.themeId)
    .slice(0, Math.max(0, limit));
};
