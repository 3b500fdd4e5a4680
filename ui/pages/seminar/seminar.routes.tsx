import type { Container } from 'inversify';
import type { RouteObject } from 'react-router';
import { websiteFormAction } from '../../forms/website-form-action';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import { INHOUSE_TARGET } from './InhouseForm';
import { SeminarDates } from './SeminarDates';
import { SeminarExperience } from './SeminarExperience';
import { SeminarInhouse } from './SeminarInhouse';
import { SeminarLayout } from './SeminarLayout';
import { seminarJsonLd } from './seminar-json-ld';
import { seminarLoader, type SeminarPageData } from './seminar.loader';
import { SeminarOverview } from './SeminarOverview';
import { SeminarStarter } from './SeminarStarter';
import { seminarSubPath, subPageOfPath } from './sub-pages';
import { SEMINAR_ROUTE_ID } from './use-seminar';

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
export const seminarRoutes = (container: Container): RouteObject[] => [
  {
    id: SEMINAR_ROUTE_ID,
    path: 'seminare/p/:seminar',
    loader: seminarLoader(container),
    Component: SeminarLayout,
    handle: seminarHandle,
    children: [
      { index: true, Component: SeminarOverview },
      { path: 'termine', Component: SeminarDates },
      // The inhouse request posts here (a plain form post without JavaScript, the Forms port behind it).
      { path: 'inhouse', action: websiteFormAction(container, 'inhouse-request', INHOUSE_TARGET), Component: SeminarInhouse },
      { path: 'starterpaket', Component: SeminarStarter },
      { path: 'erlebnis', Component: SeminarExperience },
    ],
  },
];
