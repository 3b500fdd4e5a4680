import type { PageContainer } from './di/page-container';
import { data, type RouteObject } from 'react-router';
import { PagesErrorPage, SiteLayout } from './layout/SiteLayout';
import { siteLayoutShouldRevalidate } from './layout/site-layout.revalidate';
import { onFirstCall } from './routing/on-first-call';
import { PagesOutlet } from './routing/DocumentTitle';
import { FAMILY_NAMES, withFamilyIds, type LoadedFamilies } from './routing/route-families';

/** The route under which every page route hangs: later families are patched in here. */
export const PAGES_ROUTE_ID = 'pages';

/** Unknown paths render only their error boundary; the loader answers 404 first. */
const NothingHere = () => null;

const notFound: RouteObject = {
  id: 'not-found',
  path: '*',
  Component: NothingHere,
  loader: () => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's 404
    throw data({ message: 'Seite nicht gefunden', status: 404 }, { status: 404 });
  },
};

/**
 * The page routes of both site variants, with the families given (ui/routing/route-families.ts):
 * all of them on the server, a page's own in the browser at start. Each part of the site keeps
 * its routes in its own `*.routes.tsx`; loaders reach the application only through the page
 * container.
 */
export const createRoutes = (container: PageContainer, families: LoadedFamilies): RouteObject[] => [
  {
    path: '/',
    id: 'root',
    loader: onFirstCall(async () => (await import('./layout/site-layout.loader')).siteLayoutLoader(container)),
    shouldRevalidate: siteLayoutShouldRevalidate,
    Component: SiteLayout,
    children: [
      {
        id: PAGES_ROUTE_ID,
        Component: PagesOutlet,
        ErrorBoundary: PagesErrorPage,
        children: [...FAMILY_NAMES.flatMap((name) => familyRoutes(container, families, name)), notFound],
      },
    ],
  },
];

/** One family's routes for the table, with their ids; none when the family is not loaded. */
export const familyRoutes = (container: PageContainer, families: LoadedFamilies, name: (typeof FAMILY_NAMES)[number]): RouteObject[] => {
  const routes = families[name];
  return routes === undefined ? [] : withFamilyIds(name, routes(container));
};
