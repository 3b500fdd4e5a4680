import type { RouteObject } from 'react-router';
import type { PageContainer } from '../../di/page-container';
import { inManageFrame } from './back-office-frame';
import { orderDeskRoutes } from './orders/orders.routes';
import { manageCatalogueRoutes } from './catalogue/catalogue.routes';

/**
 * The back office's pages (/manage, staff and site admins), in its own frame. Each part adds
 * its routes here: the orders, the seminars, the dates and venues, the requests.
 */
export const manageRoutes = (container: PageContainer): RouteObject[] => [inManageFrame([...orderDeskRoutes(container), ...manageCatalogueRoutes(container)])];
