import type { Container } from 'inversify';
import type { RouteObject } from 'react-router';
import type { ChunkHandle } from '../../routing/page-chunks';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import { ENTITLEMENT_TEXTS, entitlementPath } from './entitlement-texts';
import { entitlementLoader, type EntitlementPageData } from './entitlement.loader';

const handle: RouteHandle & ChunkHandle = {
  meta: (loaderData) => {
    const text = ENTITLEMENT_TEXTS[(loaderData as EntitlementPageData).body];
    return { title: `${text.title} | ${SITE_NAME}`, description: text.description, canonicalPath: entitlementPath(text.body) };
  },
  modules: ['ui/pages/entitlement/EntitlementPage.tsx'],
};

/** /schulungsanspruch/{br|sbv|jav} (spec §2). */
export const entitlementRoutes = (container: Container): RouteObject[] => [
  {
    path: 'schulungsanspruch/:body',
    loader: entitlementLoader(container),
    lazy: async () => ({ Component: (await import('./EntitlementPage')).EntitlementPage }),
    handle,
  },
];
