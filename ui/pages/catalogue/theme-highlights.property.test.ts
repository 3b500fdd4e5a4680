import fc from 'fast-check';
import * as TE from 'fp-ts/TaskEither';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { eventPageArb, rubricArb, themeSummaryArb } from '../../../application/catalogue/catalogue.arbitraries';
import { ThemeSummariesWire } from '../../../application/catalogue/theme.codecs';
import { CATALOGUE, HYPHENATION } from '../../di/ui.tokens';
import { homeLoader } from '../home/home.loader';
import { entryLoader } from './overview.loaders';
import { highlightThemes } from './theme-highlights';

const catalogueArb = fc.record({
  rubrics: fc.array(rubricArb, { maxLength: 3 }),
  themes: fc.array(themeSummaryArb, { maxLength: 30 }),
  nextDates: eventPageArb,
});

type CatalogueData = typeof catalogueArb extends fc.Arbitrary<infer Data> ? Data : never;

const containerWith = ({ rubrics, themes, nextDates }: CatalogueData): Container => {
  const container = new Container();
  container.bind(CATALOGUE).toConstantValue({
    rubrics: () => TE.right(rubrics),
    tags: () => TE.right([]),
    themes: () => TE.right(themes),
    searchEvents: () => TE.right(nextDates),
  });
  // The titles as written: where they may break is not what this test is about.
  container.bind(HYPHENATION).toConstantValue({ hyphenate: (title: string) => title });
  return container;
};

describe('the highlighted seminars of home and /seminare', () => {
  it('are the most asked for with a next date, most upcoming dates first, at most the count', () => {
    fc.assert(
      fc.property(fc.array(themeSummaryArb, { maxLength: 30 }), fc.nat(10), (themes, count) => {
        const encoded = ThemeSummariesWire.encode(themes);
        const highlights = highlightThemes(encoded, count);
        expect(highlights.length).toBe(Math.min(count, encoded.filter((theme) => theme.nextDate !== null).length));
        expect(highlights.every((theme) => theme.nextDate !== null)).toBe(true);
        for (let i = 1; i < highlights.length; i += 1) expect(highlights[i - 1]!.upcomingEvents).toBeGreaterThanOrEqual(highlights[i]!.upcomingEvents);
      }),
    );
  });

  it('are all the loaders send of the catalogue: 4 on the home page, 8 and the count on /seminare', async () => {
    await fc.assert(
      fc.asyncProperty(catalogueArb, async (catalogue) => {
        const encoded = ThemeSummariesWire.encode(catalogue.themes);
        const home = await homeLoader(containerWith(catalogue))();
        expect(home).not.toHaveProperty('themes');
        expect(home.highlights).toEqual(highlightThemes(encoded, 4));
        const entry = await entryLoader(containerWith(catalogue))();
        expect(entry).not.toHaveProperty('themes');
        expect(entry.seminarCount).toBe(catalogue.themes.length);
        expect(entry.highlights).toEqual(highlightThemes(encoded, 8));
      }),
      { numRuns: 30 },
    );
  });
});
