import type { Container } from 'inversify';
import type { IndexRouteObject } from 'react-router';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import { homeLoader } from './home.loader';
import { HomePage } from './HomePage';

const homeHandle: RouteHandle = {
  meta: () => ({
    title: `Seminare für Betriebsräte, SBV und JAV | ${SITE_NAME}`,
    description:
      'Seminare, Online-Seminare und Ausbildungen für Betriebsräte, Schwerbehindertenvertretungen und JAV. Die Kosten trägt nach § 37 Abs. 6 BetrVG der Arbeitgeber.',
    canonicalPath: '/',
  }),
};

/** The main site's `/` (the index route; the works-council host has its own home). */
export const homeRoute = (container: Container): Omit<IndexRouteObject, 'index'> => ({
  loader: homeLoader(container),
  Component: HomePage,
  handle: homeHandle,
});
