import type { RouteObject } from 'react-router';
import { DATE_DESK_PATHS } from '../../../../application/catalogue-admin/seminar-date-desk.port';
import type { PageContainer } from '../../../di/page-container';
import { withModules } from '../../../routing/page-chunks';
import { onFirstCall } from '../../../routing/on-first-call';
import { SITE_NAME, type RouteHandle } from '../../../routing/page-meta';

const handle = (title: string, description: string): RouteHandle => ({
  meta: (_data, url) => ({ title: `${title} | ${SITE_NAME}`, description, canonicalPath: url.pathname, noIndex: true }),
});

/** The back office's seminar dates: a seminar's new date and one date's page, each a lazy chunk. */
export const manageDatesRoutes = (container: PageContainer): RouteObject[] => {
  const actions = () => import('./dates.actions');
  return [
    {
      path: DATE_DESK_PATHS.newDate,
      loader: onFirstCall(async () => (await actions()).newDateLoader(container)),
      action: onFirstCall(async () => (await actions()).newDateAction(container)),
      lazy: async () => ({ Component: (await import('./NewDatePage')).NewDatePage }),
      handle: withModules(handle('Neuer Termin', 'Einen neuen Termin eines Seminars anlegen.'), 'ui/pages/manage/dates/NewDatePage.tsx'),
    },
    {
      path: DATE_DESK_PATHS.date,
      loader: onFirstCall(async () => (await actions()).dateLoader(container)),
      action: onFirstCall(async () => (await actions()).dateAction(container)),
      lazy: async () => ({ Component: (await import('./DatePage')).DatePage }),
      handle: withModules(handle('Termin', 'Einen Termin ändern, verschieben oder absagen.'), 'ui/pages/manage/dates/DatePage.tsx'),
    },
  ];
};
