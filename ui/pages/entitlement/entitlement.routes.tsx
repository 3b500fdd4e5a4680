import type { PageContainer } from '../../di/page-container';
import type { RouteObject } from 'react-router';
import type { ChunkHandle } from '../../routing/page-chunks';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import { ENTITLEMENT_PAGES } from './entitlement-pages';
import { entitlementPath } from './entitlement-paths';
import { onFirstCall } from '../../routing/on-first-call';
import type { EntitlementPageData } from './entitlement.loader';

const handle: RouteHandle & ChunkHandle = {
  meta: (loaderData) => {
    const { body } = loaderData as EntitlementPageData;
    const page = ENTITLEMENT_PAGES[body];
    return { title: `${page.title} | ${SITE_NAME}`, description: page.description, canonicalPath: entitlementPath(body) };
  },
  modules: ['ui/pages/entitlement/EntitlementPage.tsx'],
};

/** /schulungsanspruch/{br|sbv|jav} (spec §2). */
export const entitlementRoutes = (container: PageContainer): RouteObject[] => [
  {
    path: 'schulungsanspruch/:body',
    loader: onFirstCall(async () => (await import('./entitlement.loader')).entitlementLoader(container)),
    lazy: async () => ({ Component: (await import('./EntitlementPage')).EntitlementPage }),
    handle,
  },
];
