import { describe, expect, it } from 'vitest';
import { recommendThemes } from './recommendations';

const CATALOGUE = [
  { themeId: 1, rubricId: 1, tags: ['Betriebsverfassung', 'Grundlagen'] },
  { themeId: 2, rubricId: 1, tags: ['Betriebsverfassung'] },
  { themeId: 3, rubricId: 2, tags: ['Grundlagen', 'Arbeitsschutz'] },
  { themeId: 4, rubricId: 3, tags: ['Kommunikation'] },
  { themeId: 5, rubricId: 1, tags: [] },
];
const OWN = [CATALOGUE[0]!];

describe('recommendThemes', () => {
  it('ranks related themes by shared rubric and keywords, leaving out own and unrelated ones', () => {
    expect(recommendThemes(CATALOGUE, OWN, 10)).toEqual([
      { themeId: 2, score: 3 },
      { themeId: 5, score: 2 },
      { themeId: 3, score: 1 },
    ]);
  });

  it('relates to an own theme that is no longer bookable itself', () => {
    expect(recommendThemes(CATALOGUE.slice(1), OWN, 1)).toEqual([{ themeId: 2, score: 3 }]);
  });

  it('cuts the list at the limit', () => {
    expect(recommendThemes(CATALOGUE, OWN, 1)).toEqual([{ themeId: 2, score: 3 }]);
    expect(recommendThemes(CATALOGUE, OWN, 0)).toEqual([]);
  });

  it('recommends nothing to a customer without booked or kept themes', () => {
    expect(recommendThemes(CATALOGUE, [], 5)).toEqual([]);
  });
});
