import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { themeCatalogueArb } from './portal.arbitraries';
import { recommendThemes } from './recommendations';

const caseArb = themeCatalogueArb.chain((catalogue) =>
  fc.record({
    catalogue: fc.constant(catalogue),
    own: fc.subarray([...catalogue], { maxLength: Math.min(5, catalogue.length) }),
    limit: fc.integer({ min: 0, max: 20 }),
  }),
);

describe('recommendThemes (properties)', () => {
  it('never recommends a theme the customer already has, nor one twice, nor more than the limit', () => {
    fc.assert(
      fc.property(caseArb, ({ catalogue, own, limit }) => {
        const ids = recommendThemes(catalogue, own, limit).map((recommendation) => recommendation.themeId);
        expect(ids.some((id) => own.some((theme) => theme.themeId === id))).toBe(false);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids.length).toBeLessThanOrEqual(limit);
      }),
    );
  });

  it('every recommendation shares a rubric or a keyword with an own theme', () => {
    fc.assert(
      fc.property(caseArb, ({ catalogue, own, limit }) => {
        for (const { themeId } of recommendThemes(catalogue, own, limit)) {
          const theme = catalogue.find((candidate) => candidate.themeId === themeId)!;
          const related = own.some((ownTheme) => ownTheme.rubricId === theme.rubricId || ownTheme.tags.some((tag) => theme.tags.includes(tag)));
          expect(related).toBe(true);
        }
      }),
    );
  });

  it('the list is sorted by score descending, then theme id', () => {
    fc.assert(
      fc.property(caseArb, ({ catalogue, own, limit }) => {
        const list = recommendThemes(catalogue, own, limit);
        for (let index = 1; index < list.length; index += 1) {
          const [before, after] = [list[index - 1]!, list[index]!];
          expect(before.score > after.score || (before.score === after.score && before.themeId < after.themeId)).toBe(true);
        }
      }),
    );
  });
});
