import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Token } from '../../application/tokens';
import type { Site } from '../../domain/site/site';
import type { PageContainer } from '../di/page-container';
import { SITE } from '../di/ui.tokens';
import { createRoutes, familyRoutes, PAGES_ROUTE_ID } from '../routes';
import { FAMILY_NAMES, familiesOfRouteIds, loadFamilies, type FamilyName } from './route-families';

/** Route tables are built without running a loader: the container only has to name the host. */
const containerFor = (site: Site): PageContainer => ({ get: <T,>(key: Token<T>): T => (key === SITE ? site : {}) as T });

/** Every path the full table declares, with its parameters filled in. */
const pathsOf = (routes: readonly RouteObject[], base = ''): string[] =>
  routes.flatMap((route) => {
    const path = route.path === undefined ? base : route.path.startsWith('/') ? route.path : `${base.replace(/\/$/, '')}/${route.path}`;
    const own = route.index === true || route.path !== undefined ? [path.replace(/:[^/]+/g, 'beispiel').replace(/\*$/, 'gibt/es/nicht') || '/'] : [];
    return [...own, ...pathsOf(route.children ?? [], path)];
  });

const leafId = (routes: RouteObject[], pathname: string): string | undefined => matchRoutes(routes, { pathname })?.at(-1)?.route.id;

/** What the browser's table is after patchRoutesOnNavigation: the page's families, the 404, then the rest. */
const patchedTable = (container: PageContainer, all: Awaited<ReturnType<typeof loadFamilies>>, start: readonly FamilyName[]): RouteObject[] => {
  const table = createRoutes(container, Object.fromEntries(start.map((name) => [name, all[name]])));
  const pages = table[0]?.children?.find((route) => route.id === PAGES_ROUTE_ID);
  const rest = FAMILY_NAMES.filter((name) => !start.includes(name)).flatMap((name) => familyRoutes(container, all, name));
  pages?.children?.push(...rest);
  return table;
};

describe('route families', () => {
  it.each(['main', 'works-council'] as const)('on the %s host every path leads to the same route whichever page the visitor started on', async (site) => {
    const container = containerFor(site);
    const all = await loadFamilies(FAMILY_NAMES);
    const full = createRoutes(container, all);
    const paths = [...new Set(pathsOf(full))];
    expect(paths.length).toBeGreaterThan(80);
    const expected = new Map(paths.map((pathname) => [pathname, leafId(full, pathname)]));
    // The page's own table already knows its path.
    for (const pathname of paths) {
      const start = familiesOfRouteIds(matchRoutes(full, { pathname })?.map((match) => match.route.id ?? '') ?? []);
      expect(leafId(createRoutes(container, Object.fromEntries(start.map((name) => [name, all[name]]))), pathname), pathname).toBe(expected.get(pathname));
    }
    // After the patch, so does every other start. A start moves its family ahead of the others,
    // which can only change the outcome for paths a route of that family matches itself.
    for (const other of FAMILY_NAMES) {
      const own = createRoutes(container, { [other]: all[other] });
      const reachable = paths.filter((pathname) => leafId(own, pathname) !== 'not-found');
      if (reachable.length === 0) continue;
      const patched = patchedTable(container, all, [other]);
      for (const pathname of reachable) expect(leafId(patched, pathname), `${pathname} after starting in ${other}`).toBe(expected.get(pathname));
    }
  });

  it('give every route an id of its family, unique in the table', async () => {
    const full = createRoutes(containerFor('main'), await loadFamilies(FAMILY_NAMES));
    const ids: string[] = [];
    const collect = (routes: readonly RouteObject[]) => {
      for (const route of routes) {
        ids.push(route.id ?? '');
        collect(route.children ?? []);
      }
    };
    collect(full);
    expect(new Set(ids).size).toBe(ids.length);
    expect(familiesOfRouteIds(ids)).toEqual(FAMILY_NAMES);
  });
});
