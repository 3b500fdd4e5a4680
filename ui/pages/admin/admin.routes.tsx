import type { PageContainer } from '../../di/page-container';
import type { RouteObject } from 'react-router';
import { withModules } from '../../routing/page-chunks';
import { ADMIN_PATHS } from '../../../application/admin/admin.paths';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import { onFirstCall } from '../../routing/on-first-call';

const accessDeniedHandle: RouteHandle = {
  meta: () => ({
    title: `Zugriff verweigert | ${SITE_NAME}`,
    description: 'Dieser Bereich ist Administratoren vorbehalten.',
    canonicalPath: ADMIN_PATHS.accessDenied,
    noIndex: true,
  }),
};

const impersonationHandle: RouteHandle = {
  meta: () => ({
    title: `Kontoübernahme | ${SITE_NAME}`,
    description: 'Die Website als Kundin oder Kunde ansehen.',
    canonicalPath: ADMIN_PATHS.impersonation,
    noIndex: true,
  }),
};

/**
 * The admin area's pages (spec §2 Admin, §6). The server renders the access-denied page for a
 * browser that asks for an admin path without admin rights, whatever the path it asked for.
 */
export const adminRoutes = (container: PageContainer): RouteObject[] => [
  { path: ADMIN_PATHS.accessDenied.slice(1), loader: onFirstCall(async () => (await import('./access-denied.loader')).accessDeniedLoader), lazy: async () => ({ Component: (await import('./AccessDeniedPage')).AccessDeniedPage }), handle: withModules(accessDeniedHandle , 'ui/pages/admin/AccessDeniedPage.tsx')},
  {
    path: ADMIN_PATHS.impersonation,
    loader: onFirstCall(async () => (await import('./impersonation.loader')).impersonationLoader(container)),
    action: onFirstCall(async () => (await import('./impersonation.loader')).impersonationAction(container)),
    lazy: async () => ({ Component: (await import('./ImpersonationPage')).ImpersonationPage }),
    handle: withModules(impersonationHandle, 'ui/pages/admin/ImpersonationPage.tsx'),
  },
];
