import type { RouteObject } from 'react-router';
import { VENUE_DESK_PATHS } from '../../../../application/catalogue-admin/venue-desk.port';
import type { PageContainer } from '../../../di/page-container';
import { onFirstCall } from '../../../routing/on-first-call';
import { withModules } from '../../../routing/page-chunks';
import { SITE_NAME, type RouteHandle } from '../../../routing/page-meta';

const handle = (title: string, description: string): RouteHandle => ({
  meta: (_data, url) => ({ title: `${title} | ${SITE_NAME}`, description, canonicalPath: url.pathname, noIndex: true }),
});

/** The back office's venues: the list, a new venue and one venue's page, each a lazy chunk. */
export const manageVenuesRoutes = (container: PageContainer): RouteObject[] => {
  const actions = () => import('./venues.actions');
  return [
    {
      path: VENUE_DESK_PATHS.list,
      loader: onFirstCall(async () => (await actions()).venuesLoader(container)),
      lazy: async () => ({ Component: (await import('./VenuesPage')).VenuesPage }),
      handle: withModules(handle('Veranstaltungsorte', 'Die Hotels und Veranstaltungsorte mit Anschrift und Übernachtungspreis.'), 'ui/pages/manage/venues/VenuesPage.tsx'),
    },
    {
      path: VENUE_DESK_PATHS.newVenue,
      loader: onFirstCall(async () => (await actions()).newVenueLoader(container)),
      action: onFirstCall(async () => (await actions()).newVenueAction(container)),
      lazy: async () => ({ Component: (await import('./NewVenuePage')).NewVenuePage }),
      handle: withModules(handle('Neuer Veranstaltungsort', 'Einen neuen Veranstaltungsort (Hotel) anlegen.'), 'ui/pages/manage/venues/NewVenuePage.tsx'),
    },
    {
      path: VENUE_DESK_PATHS.venue,
      loader: onFirstCall(async () => (await actions()).venueLoader(container)),
      action: onFirstCall(async () => (await actions()).venueAction(container)),
      lazy: async () => ({ Component: (await import('./VenuePage')).VenuePage }),
      handle: withModules(handle('Veranstaltungsort', 'Name, Anschrift, Übernachtungspreis und Bild eines Hotels ändern.'), 'ui/pages/manage/venues/VenuePage.tsx'),
    },
  ];
};
