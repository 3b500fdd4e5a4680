import { data, redirect, type RouteObject } from 'react-router';
import { SiteLayout } from './layout/SiteLayout';
import { catalogueLoader, type CataloguePageData } from './pages/catalogue/catalogue.loader';
import { CataloguePage } from './pages/catalogue/CataloguePage';
import { RouteErrorPage } from './pages/not-found/RouteErrorPage';
import { SITE_NAME, type RouteHandle } from './routing/page-meta';
import type { UiServices } from './services';

const catalogueHandle: RouteHandle = {
  meta: (loaderData) => {
    const { page } = loaderData as CataloguePageData;
    return {
      title: `Seminare für Betriebsräte: ${page.total.toLocaleString('de-DE')} Termine | ${SITE_NAME}`,
      description:
        'Seminare, Online-Seminare und Ausbildungen für Betriebsräte mit Terminen, Orten und Preisen. Kosten trägt der Arbeitgeber nach § 37 Abs. 6 BetrVG.',
      canonicalPath: '/seminare',
    };
  },
};

/** Unknown paths render only their error boundary; the loader answers 404 first. */
const NothingHere = () => null;

/** The page routes of both site variants; loaders reach the application only through services. */
export const createRoutes = (services: UiServices): RouteObject[] => [
  {
    path: '/',
    Component: SiteLayout,
    children: [
      {
        ErrorBoundary: RouteErrorPage,
        children: [
          { index: true, loader: () => redirect('/seminare') },
          { path: 'seminare', loader: catalogueLoader(services), Component: CataloguePage, handle: catalogueHandle },
          {
            path: '*',
            Component: NothingHere,
            loader: () => {
              // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's 404
              throw data({ message: 'Seite nicht gefunden', status: 404 }, { status: 404 });
            },
          },
        ],
      },
    ],
  },
];
