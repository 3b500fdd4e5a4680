import type { PageContainer } from '../../di/page-container';
import type { RouteObject } from 'react-router';
import type { ChunkHandle } from '../../routing/page-chunks';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import { requireSite } from '../works-council/site-guard';
import { CONTACT_TARGET } from './contact-form';
import { onFirstCall } from '../../routing/on-first-call';
import { CONTACT_PAGE_PATH } from '../../../application/forms/contact.paths';

const handle: RouteHandle & ChunkHandle = {
  meta: () => ({
    title: `Kontakt | ${SITE_NAME}`,
    description: 'Schreiben Sie uns: Fragen zu Seminaren, Buchung, Freistellung und Inhouse-Schulungen. Wir antworten in der Regel innerhalb eines Werktages.',
    canonicalPath: CONTACT_PAGE_PATH,
  }),
  modules: ['ui/pages/contact/ContactPage.tsx'],
};

/** /service/kontakt, on the main site only (spec §2: hidden on the works-council site). */
export const contactRoutes = (container: PageContainer): RouteObject[] => [
  {
    path: CONTACT_PAGE_PATH.slice(1),
    loader: () => {
      requireSite(container, 'main');
      return {};
    },
    action: async (args) => {
      requireSite(container, 'main');
      return onFirstCall(async () => (await import('../../forms/website-form-action')).websiteFormAction(container, 'contact-request', CONTACT_TARGET))(args);
    },
    lazy: async () => ({ Component: (await import('./ContactPage')).ContactPage }),
    handle,
  },
];
