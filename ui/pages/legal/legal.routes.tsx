import type { RouteObject } from 'react-router';
import type { ChunkHandle } from '../../routing/page-chunks';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import { LEGAL_TEXTS, type LegalText } from './legal-texts';

const MODULE = 'ui/pages/legal/LegalPage.tsx';

const handle: RouteHandle & ChunkHandle = {
  meta: (loaderData) => {
    const text = loaderData as LegalText;
    return { title: `${text.title} | ${SITE_NAME}`, description: text.description, canonicalPath: text.path };
  },
  modules: [MODULE],
};

/** Impressum, Datenschutz, AGB and Barrierefreiheit: on both hosts, linked from the footer. */
export const legalRoutes = (): RouteObject[] =>
  LEGAL_TEXTS.map((text) => ({
    path: text.path.slice(1),
    loader: () => text,
    lazy: async () => ({ Component: (await import('./LegalPage')).LegalPage }),
    handle,
  }));
