import type { RouteObject } from 'react-router';
import { ADMIN_PATHS } from '../../../application/admin/admin.paths';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import { accessDeniedLoader } from './access-denied.loader';
import { AccessDeniedPage } from './AccessDeniedPage';

const accessDeniedHandle: RouteHandle = {
  meta: () => ({
    title: `Zugriff verweigert | ${SITE_NAME}`,
    description: 'Dieser Bereich ist Administratoren vorbehalten.',
    canonicalPath: ADMIN_PATHS.accessDenied,
    noIndex: true,
  }),
};

/**
 * The admin area's pages (spec §2 Admin, §6). The server renders the access-denied page for a
 * browser that asks for an admin path without admin rights, whatever the path it asked for.
 */
export const adminRoutes = (): RouteObject[] => [
  { path: ADMIN_PATHS.accessDenied.slice(1), loader: accessDeniedLoader, Component: AccessDeniedPage, handle: accessDeniedHandle },
];
