import type { IndexRouteObject } from 'react-router';
import { resolveService, type PageContainer } from '../../di/page-container';
import { SITE } from '../../di/ui.tokens';
import { worksCouncilHome } from './works-council-home.route';

type IndexRoute = Omit<IndexRouteObject, 'index'>;

/**
 * The `/` of each host: the main site's home (given by its owner) or the works-council site's.
 * The routes are made per container, and the container knows its host, so the pick happens once.
 */
export const siteIndex = (container: PageContainer, mainHome: IndexRoute): IndexRouteObject => ({
  index: true,
  ...(resolveService(container, SITE) === 'works-council' ? worksCouncilHome(container) : mainHome),
});
