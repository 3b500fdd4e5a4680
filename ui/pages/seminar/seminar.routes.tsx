import type { PageContainer } from '../../di/page-container';
import type { RouteObject } from 'react-router';
import { withModules } from '../../routing/page-chunks';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import { seminarJsonLd } from './seminar-json-ld';
import type { SeminarPageData } from './seminar.loader';
import { seminarSubPath, subPageOfPath } from './sub-pages';
import { SEMINAR_ROUTE_ID } from './use-seminar';
import { onFirstCall } from '../../routing/on-first-call';

const DESCRIPTION_LENGTH = 155;

const shortened = (text: string): string =>
  text.length <= DESCRIPTION_LENGTH ? text : `${text.slice(0, DESCRIPTION_LENGTH - 1).replace(/\s+\S*$/, '')} …`;

/** One handle for the seminar and its sub-pages: the URL says which sub-page is shown. */
const seminarHandle: RouteHandle = {
  meta: (loaderData, url) => {
    const { seminar } = loaderData as SeminarPageData;
    const subPage = subPageOfPath(url.pathname);
    const path = seminarSubPath(seminar.slug, subPage);
    return {
      title: `${subPage.title === '' ? '' : `${subPage.title}: `}${seminar.title} | ${SITE_NAME}`,
      description: shortened(`${seminar.subtitle}. ${seminar.description}`),
      canonicalPath: path,
      jsonLd: subPage.path === '' || subPage.path === 'termine' ? [seminarJsonLd(seminar, url.origin, path)] : [],
    };
  },
};

/** /seminare/p/{slug} with /termine, /inhouse, /starterpaket, /erlebnis (spec §2). */
export const seminarRoutes = (container: PageContainer): RouteObject[] => [
  {
    id: SEMINAR_ROUTE_ID,
    path: 'seminare/p/:seminar',
    loader: onFirstCall(async () => (await import('./seminar.loader')).seminarLoader(container)),
    lazy: async () => ({ Component: (await import('./SeminarLayout')).SeminarLayout }),
    handle: withModules(seminarHandle, 'ui/pages/seminar/SeminarLayout.tsx'),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./SeminarOverview')).SeminarOverview }), handle: withModules({}, 'ui/pages/seminar/SeminarOverview.tsx') },
      { path: 'termine', lazy: async () => ({ Component: (await import('./SeminarDates')).SeminarDates }), handle: withModules({}, 'ui/pages/seminar/SeminarDates.tsx') },
      // The inhouse request posts here (a plain form post without JavaScript, the Forms port behind it).
      {
        path: 'inhouse',
        action: onFirstCall(async () => {
          const [{ websiteFormAction }, { INHOUSE_TARGET }] = await Promise.all([import('../../forms/website-form-action'), import('./InhouseForm')]);
          return websiteFormAction(container, 'inhouse-request', INHOUSE_TARGET);
        }),
        lazy: async () => ({ Component: (await import('./SeminarInhouse')).SeminarInhouse }),
        handle: withModules({}, 'ui/pages/seminar/SeminarInhouse.tsx'),
      },
      { path: 'starterpaket', lazy: async () => ({ Component: (await import('./SeminarStarter')).SeminarStarter }), handle: withModules({}, 'ui/pages/seminar/SeminarStarter.tsx') },
      { path: 'erlebnis', lazy: async () => ({ Component: (await import('./SeminarExperience')).SeminarExperience }), handle: withModules({}, 'ui/pages/seminar/SeminarExperience.tsx') },
    ],
  },
];
