import type { RouteObject } from 'react-router';
import { CONFERENCE_DESK_PATHS } from '../../../../application/catalogue-admin/conference-desk.port';
import type { PageContainer } from '../../../di/page-container';
import { onFirstCall } from '../../../routing/on-first-call';
import { withModules } from '../../../routing/page-chunks';
import { SITE_NAME, type RouteHandle } from '../../../routing/page-meta';

const handle = (title: string, description: string): RouteHandle => ({
  meta: (_data, url) => ({ title: `${title} | ${SITE_NAME}`, description, canonicalPath: url.pathname, noIndex: true }),
});

/** The back office's Fachtagungen: the list and one Fachtagung's page, each a lazy chunk. */
export const manageConferencesRoutes = (container: PageContainer): RouteObject[] => {
  const actions = () => import('./conferences.actions');
  return [
    {
      path: CONFERENCE_DESK_PATHS.list,
      loader: onFirstCall(async () => (await actions()).conferencesLoader(container)),
      lazy: async () => ({ Component: (await import('./ConferencesPage')).ConferencesPage }),
      handle: withModules(handle('Fachtagungen verwalten', 'Die Fachtagungen mit Termin, Plätzen und Preis.'), 'ui/pages/manage/conferences/ConferencesPage.tsx'),
    },
    {
      path: CONFERENCE_DESK_PATHS.conference,
      loader: onFirstCall(async () => (await actions()).conferenceLoader(container)),
      action: onFirstCall(async () => (await actions()).conferenceAction(container)),
      lazy: async () => ({ Component: (await import('./ConferencePage')).ConferencePage }),
      handle: withModules(handle('Fachtagung', 'Termin, Plätze, Preis und Programmtext einer Fachtagung ändern.'), 'ui/pages/manage/conferences/ConferencePage.tsx'),
    },
  ];
};
