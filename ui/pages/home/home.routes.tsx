import type { PageContainer } from '../../di/page-container';
import type { IndexRouteObject } from 'react-router';
import { withModules } from '../../routing/page-chunks';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import { onFirstCall } from '../../routing/on-first-call';

const homeHandle: RouteHandle = {
  meta: () => ({
    title: `Seminare für Betriebsräte, SBV und JAV | ${SITE_NAME}`,
    description:
      'Seminare, Online-Seminare und Ausbildungen für Betriebsräte, Schwerbehindertenvertretungen und JAV. Die Kosten trägt nach § 37 Abs. 6 BetrVG der Arbeitgeber.',
    canonicalPath: '/',
  }),
};

/** The main site's `/` (the index route; the works-council host has its own home). */
export const homeRoute = (container: PageContainer): Omit<IndexRouteObject, 'index'> => ({
  loader: onFirstCall(async () => (await import('./home.loader')).homeLoader(container)),
  lazy: async () => ({ Component: (await import('./HomePage')).HomePage }),
  handle: withModules(homeHandle, 'ui/pages/home/HomePage.tsx'),
});
