import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_RELATED_THEMES, relatedThemes } from './related-themes';
import { themeCandidate, themeCandidates } from './theme.arbitraries';

const seenIds = fc.uniqueArray(fc.integer({ min: 1, max: 200 }), { maxLength: 10 }).map((ids) => new Set(ids));

describe('related themes properties', () => {
  it('recommends at most four themes, each of the same rubric, bookable, not the theme itself and not seen', () => {
    fc.assert(
      fc.property(themeCandidate, seenIds, themeCandidates, (theme, seen, candidates) => {
        const related = relatedThemes(theme, seen, candidates);
        expect(related.length).toBeLessThanOrEqual(MAX_RELATED_THEMES);
        for (const candidate of related) {
          expect(candidate.rubricId).toBe(theme.rubricId);
          expect(candidate.nextStart).not.toBeNull();
          expect(candidate.themeId).not.toBe(theme.themeId);
          expect(seen.has(candidate.themeId)).toBe(false);
        }
      }),
    );
  });

  it('the recommendation does not depend on the order of the candidates', () => {
    fc.assert(
      fc.property(
        themeCandidate,
        seenIds,
        themeCandidates.chain((candidates) => fc.tuple(fc.constant(candidates), fc.shuffledSubarray([...candidates], { minLength: candidates.length }))),
        (theme, seen, [candidates, shuffled]) => {
          expect(relatedThemes(theme, seen, shuffled)).toEqual(relatedThemes(theme, seen, candidates));
        },
      ),
    );
  });

  it('no eligible theme left out starts sooner than a recommended one', () => {
    fc.assert(
      fc.property(themeCandidate, seenIds, themeCandidates, (theme, seen, candidates) => {
        const related = relatedThemes(theme, seen, candidates);
        const eligible = candidates.filter(
          (c) => c.rubricId === theme.rubricId && c.nextStart !== null && c.themeId !== theme.themeId && !seen.has(c.themeId),
        );
        expect(related).toHaveLength(Math.min(MAX_RELATED_THEMES, eligible.length));
        const latest = related.at(-1)?.nextStart;
        for (const left of eligible.filter((c) => !related.includes(c))) {
          if (latest !== undefined && latest !== null && left.nextStart !== null) {
            expect(left.nextStart.epochMilliseconds).toBeGreaterThanOrEqual(latest.epochMilliseconds);
          }
        }
      }),
    );
  });
});
