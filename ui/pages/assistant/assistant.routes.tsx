import type { PageContainer } from '../../di/page-container';
import type { RouteObject } from 'react-router';
import { ASSISTANT_PAGE_PATHS, ASSISTANT_SCOPES } from '../../../application/assistant/assistant.paths';
import type { ChunkHandle } from '../../routing/page-chunks';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import { ASSISTANT_PAGES } from './assistant-texts';
import { onFirstCall } from '../../routing/on-first-call';

/**
 * /chatbot and /chatbot-sbv (spec §2) on the works-council host, where the knowledge they quote
 * lives; the main host answers 404, as for the knowledge pages.
 */
export const assistantRoutes = (container: PageContainer): RouteObject[] =>
  ASSISTANT_SCOPES.map((scope) => {
    const handle: RouteHandle & ChunkHandle = {
      meta: () => ({
        title: `${ASSISTANT_PAGES[scope].title} | ${SITE_NAME}`,
        description: ASSISTANT_PAGES[scope].lead,
        canonicalPath: ASSISTANT_PAGE_PATHS[scope],
        // Every question makes another URL: the answers are not for search engines.
        noIndex: true,
      }),
      modules: ['ui/pages/assistant/AssistantPage.tsx'],
    };
    return {
      path: ASSISTANT_PAGE_PATHS[scope].slice(1),
      loader: onFirstCall(async () => (await import('./assistant.loader')).assistantLoader(container, scope)),
      lazy: async () => ({ Component: (await import('./AssistantPage')).AssistantPage }),
      handle,
    };
  });
