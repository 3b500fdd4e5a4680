import type { RouteObject } from 'react-router';
import type { PageContainer } from '../../di/page-container';
import { siteIndex } from '../works-council/site-index';
import { homeRoute } from './home.routes';

/** The `/` of either host, as a family of its own (ui/routing/route-families.ts). */
export const siteHomeRoutes = (container: PageContainer): RouteObject[] => [siteIndex(container, homeRoute(container))];
