import type { RouteObject } from 'react-router';
import { REQUESTS_PATHS } from '../../../../application/requests/requests.paths';
import type { PageContainer } from '../../../di/page-container';
import { withModules } from '../../../routing/page-chunks';
import { onFirstCall } from '../../../routing/on-first-call';
import { SITE_NAME, type RouteHandle } from '../../../routing/page-meta';

const handle = (title: string, description: string, canonicalPath: string): RouteHandle => ({
  meta: () => ({ title: `${title} | ${SITE_NAME}`, description, canonicalPath, noIndex: true }),
});

/**
 * The back office's request inbox (staff and site admins), in the back office's frame: the list
 * and a page per request. The server's explicit routes (requests.routes.ts in adapters) render
 * these pages for a browser.
 */
export const manageRequestsRoutes = (container: PageContainer): RouteObject[] => {
  const loaders = () => import('./requests.loader');
  return [
          {
        path: REQUESTS_PATHS.list,
        loader: onFirstCall(async () => (await loaders()).requestsLoader(container)),
        lazy: async () => ({ Component: (await import('./RequestsPage')).RequestsPage }),
        handle: withModules(handle('Anfragen', 'Die Anfragen der Formulare der Website.', REQUESTS_PATHS.list), 'ui/pages/manage/requests/RequestsPage.tsx'),
      },
      {
        path: REQUESTS_PATHS.request,
        loader: onFirstCall(async () => (await loaders()).requestLoader(container)),
        action: onFirstCall(async () => (await loaders()).requestAction(container)),
        lazy: async () => ({ Component: (await import('./RequestPage')).RequestPage }),
        handle: withModules(handle('Anfrage', 'Eine Anfrage der Website bearbeiten.', REQUESTS_PATHS.list), 'ui/pages/manage/requests/RequestPage.tsx'),
      },
  ];
};
