import type { PageContainer } from '../../di/page-container';
import type { RouteObject } from 'react-router';
import type { ChunkHandle } from '../../routing/page-chunks';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import { requireSite } from '../works-council/site-guard';
import type { ConsultantPageData } from './consultation.loaders';
import { onFirstCall } from '../../routing/on-first-call';

const DESCRIPTION =
  'Persönliche Bildungsberatung für Betriebsräte, SBV und JAV: Vereinbaren Sie online einen kostenlosen Telefon- oder Videotermin mit unseren Bildungsberatern.';

/** The consultation pages, on the main site only (the works-council site links there). */
export const consultationRoutes = (container: PageContainer): RouteObject[] => {
  const onMainSite =
    <A extends unknown[], R>(work: (...args: A) => R) =>
    (...args: A): R => {
      requireSite(container, 'main');
      return work(...args);
    };
  return [
    {
      path: 'service/beratung',
      loader: onMainSite(onFirstCall(async () => (await import('./consultation.loaders')).consultantsLoader(container))),
      lazy: async () => ({ Component: (await import('./ConsultantsPage')).ConsultantsPage }),
      handle: {
        meta: () => ({ title: `Bildungsberatung | ${SITE_NAME}`, description: DESCRIPTION, canonicalPath: '/service/beratung' }),
        modules: ['ui/pages/consultation/ConsultantsPage.tsx'],
      } satisfies RouteHandle & ChunkHandle,
    },
    {
      path: 'service/beratung/termin/:reference',
      loader: onMainSite(onFirstCall(async () => (await import('./consultation.loaders')).appointmentLoader(container))),
      lazy: async () => ({ Component: (await import('./AppointmentPage')).AppointmentPage }),
      handle: {
        meta: () => ({ title: `Ihr Beratungstermin | ${SITE_NAME}`, description: DESCRIPTION, canonicalPath: '/service/beratung', noIndex: true }),
        modules: ['ui/pages/consultation/AppointmentPage.tsx'],
      } satisfies RouteHandle & ChunkHandle,
    },
    {
      path: 'service/beratung/:slug',
      loader: onMainSite(onFirstCall(async () => (await import('./consultation.loaders')).consultantLoader(container))),
      action: onMainSite(onFirstCall(async () => (await import('./consultation.loaders')).bookingAction(container))),
      lazy: async () => ({ Component: (await import('./ConsultantPage')).ConsultantPage }),
      handle: {
        meta: (loaderData: unknown) => {
          const page = loaderData as ConsultantPageData | undefined;
          const name = page?.consultant.name ?? 'Bildungsberatung';
          return { title: `Termin mit ${name} | ${SITE_NAME}`, description: DESCRIPTION, canonicalPath: `/service/beratung/${page?.consultant.slug ?? ''}` };
        },
        modules: ['ui/pages/consultation/ConsultantPage.tsx'],
      } satisfies RouteHandle & ChunkHandle,
    },
  ];
};
