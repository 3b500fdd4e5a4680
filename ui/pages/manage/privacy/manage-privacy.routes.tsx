import type { RouteObject } from 'react-router';
import { MANAGE_PRIVACY_PATH } from '../../../../application/privacy/privacy.paths';
import type { PageContainer } from '../../../di/page-container';
import { withModules } from '../../../routing/page-chunks';
import { SITE_NAME, type RouteHandle } from '../../../routing/page-meta';

const handle: RouteHandle = {
  meta: () => ({ title: `Datenschutz-Auskunft | ${SITE_NAME}`, description: 'Auskunft nach Art. 15 DSGVO für Personen ohne Kundenkonto.', canonicalPath: MANAGE_PRIVACY_PATH, noIndex: true }),
};

/** The back office's data protection page (staff). */
export const managePrivacyRoutes = (_container: PageContainer): RouteObject[] => [
  {
    path: MANAGE_PRIVACY_PATH,
    lazy: async () => ({ Component: (await import('./ManagePrivacyPage')).ManagePrivacyPage }),
    handle: withModules(handle, 'ui/pages/manage/privacy/ManagePrivacyPage.tsx'),
  },
];
