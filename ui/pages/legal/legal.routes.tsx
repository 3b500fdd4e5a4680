import type { RouteObject } from 'react-router';
import type { ChunkHandle } from '../../routing/page-chunks';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import { onFirstCall } from '../../routing/on-first-call';
import { LEGAL_PATHS } from './legal-paths';
import type { LegalText } from './legal-texts';

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
  Object.values(LEGAL_PATHS).map((path) => ({
    path: path.slice(1),
    loader: onFirstCall(async () => {
      const text = (await import('./legal-texts')).LEGAL_TEXTS.find((candidate) => candidate.path === path);
      if (text === undefined) throw new Error(`no legal text for ${path}`);
      return () => text;
    }),
    lazy: async () => ({ Component: (await import('./LegalPage')).LegalPage }),
    handle,
  }));
