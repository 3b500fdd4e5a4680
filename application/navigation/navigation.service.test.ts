import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import { unavailable } from '../../domain/errors/app-error';
import { isExpandable, type NavigationItem } from '../../domain/navigation/navigation-item';
import { navigationTabs } from '../../domain/navigation/navigation-tab';
import type { Catalogue } from '../catalogue/catalogue.port';
import type { RubricSummariesWire } from '../catalogue/place.codecs';
import type { ThemeSummariesWire } from '../catalogue/theme.codecs';
import { THEMES_PER_TAB } from './navigation-content';
import type { SiteNavigationWire } from './navigation.codecs';
import { NavigationService } from './navigation.service';

const rubric = (slug: string, name: string): RubricSummariesWire[number] => ({
  rubricId: slug.length,
  slug,
  name,
  description: `Alles zu ${name}`,
  upcomingEvents: 3,
});

const theme = (n: number, rubricSlug: string): ThemeSummariesWire[number] => ({
  themeId: n,
  slug: `thema-${String(n)}`,
  title: `Thema ${String(n)}`,
  subtitle: '',
  rubric: { rubricId: rubricSlug.length, slug: rubricSlug, name: rubricSlug },
  actionField: 'Mitbestimmung',
  redirectUrl: '',
  tags: [],
  nextDate: null,
  upcomingEvents: 1,
});

const RUBRICS = [rubric('arbeitsrecht', 'Arbeitsrecht'), rubric('jav', 'JAV (Jugend- und Auszubildendenvertretung)')];
const THEMES = [...Array.from({ length: 15 }, (_, i) => theme(i + 1, 'arbeitsrecht')), theme(99, 'jav')];

const catalogueAnswering = (failing = false): Catalogue =>
  ({
    rubrics: () => (failing ? TE.left(unavailable()) : TE.right(RUBRICS)),
    themes: () => TE.right(THEMES),
    conferences: () => TE.right([]),
  }) as unknown as Catalogue;

const navigationOf = async (site: 'main' | 'works-council', catalogue = catalogueAnswering()): Promise<SiteNavigationWire> => {
  const result = await new NavigationService(catalogue).navigation({ site, sisterOrigin: 'http://sister.test:3000' })();
  if (E.isLeft(result)) throw new Error(result.left.message);
  return result.right;
};

const byText = (items: readonly NavigationItem[], text: string): NavigationItem => {
  const found = items.find((item) => item.linkText === text);
  if (found === undefined) throw new Error(`no item ${text}`);
  return found;
};

describe('NavigationService', () => {
  it('gives the main site a Seminare layer in the 4-col-grid-headline layout with one tab per rubric', async () => {
    const navigation = await navigationOf('main');
    const seminare = byText(navigation.items, 'Seminare');
    expect(navigation.layers.find((layer) => layer.itemId === seminare.id)?.group.flyoutStyle).toBe('4-col-grid-headline');
    const tabs = navigationTabs(seminare.children);
    expect(tabs.map((tab) => [tab.label, tab.link])).toEqual([
      ['Arbeitsrecht', '/seminare/r/arbeitsrecht'],
      ['JAV (Jugend- und Auszubildendenvertretung)', '/seminare/r/jav'],
    ]);
  });

  it('lists in a rubric tab only that rubric’s themes, at most THEMES_PER_TAB', async () => {
    const tabs = navigationTabs(byText((await navigationOf('main')).items, 'Seminare').children);
    expect(tabs[0]?.links).toHaveLength(THEMES_PER_TAB);
    expect(tabs[0]?.links[0]).toMatchObject({ linkText: 'Thema 1', url: '/seminare/t/thema-1' });
    expect(tabs[1]?.links.map((link) => link.url)).toEqual(['/seminare/t/thema-99']);
  });

  it('gives every expandable top-level item exactly one layer, and no layer to a plain link', async () => {
    for (const site of ['main', 'works-council'] as const) {
      const navigation = await navigationOf(site);
      const expandable = navigation.items.filter(isExpandable).map((item) => item.id);
      expect(navigation.layers.map((layer) => layer.itemId)).toEqual(expandable);
    }
  });

  it('links each site to the other on the sister origin', async () => {
    expect(byText((await navigationOf('main')).items, 'Betriebsrat-Wissen').url).toBe('http://sister.test:3000/');
    expect(byText((await navigationOf('works-council')).items, 'Seminare').url).toBe('http://sister.test:3000/seminare');
  });

  it('leaves the contact page out of the works-council site, which hides it on the frontend', async () => {
    const navigation = await navigationOf('works-council');
    expect(navigation.items.map((item) => item.linkText)).toEqual(['Wissen', 'Seminare']);
    expect(byText(navigation.items, 'Wissen').children.map((item) => item.linkText)).toContain('Lexikon SBV');
  });

  it('passes a failing catalogue read on as the failure', async () => {
    const result = await new NavigationService(catalogueAnswering(true)).navigation({ site: 'main', sisterOrigin: '' })();
    expect(result).toEqual(E.left(unavailable()));
  });
});
