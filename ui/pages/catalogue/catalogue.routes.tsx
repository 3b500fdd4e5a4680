import type { Container } from 'inversify';
import type { RouteObject } from 'react-router';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import { catalogueLoader, type CataloguePageData } from './catalogue.loader';
import { CataloguePage } from './CataloguePage';

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

/** The public seminar catalogue (spec §2, Seminars and Locations). */
export const catalogueRoutes = (container: Container): RouteObject[] => [
  { path: 'seminare', loader: catalogueLoader(container), Component: CataloguePage, handle: catalogueHandle },
];
