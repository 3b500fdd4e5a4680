import { resolveService, type PageContainer } from '../../di/page-container';
import { HYPHENATION } from '../../di/ui.tokens';

/**
 * Seminar titles with soft hyphens, by the title as written: a page's loader works them out for
 * the titles it shows. On the server they come from the German patterns and travel to the browser
 * with the page's data, so hydration renders what the server did; a loader that runs in the
 * browser (a later navigation) has no patterns and leaves the map empty: the titles are then as
 * written and break where the browser itself can. The titles in the
 * data stay as written, so <title>, meta data, JSON-LD and the cart's texts carry no soft hyphens.
 * The cards and headings read them with useHyphenated (hyphenated.ts: the loaders' side here
 * loads with the loaders, after start-up).
 */
export interface TitleBreaks {
  readonly titleBreaks: Readonly<Record<string, string>>;
}

export const titleBreaksOf = (container: PageContainer, titles: Iterable<string>): TitleBreaks => {
  const hyphenation = resolveService(container, HYPHENATION);
  return {
    titleBreaks: Object.fromEntries(
      [...new Set(titles)].flatMap((title) => {
        const hyphenated = hyphenation.hyphenate(title);
        return hyphenated === title ? [] : [[title, hyphenated]];
      }),
    ),
  };
};
