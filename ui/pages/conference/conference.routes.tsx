import type { Container } from 'inversify';
import type { RouteObject } from 'react-router';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import { conferenceLoader, type ConferencePageData } from './conference.loader';
import { ConferencePage } from './ConferencePage';

const conferenceHandle: RouteHandle = {
  meta: (loaderData) => {
    const { conference } = loaderData as ConferencePageData;
    return {
      title: `${conference.title} | Fachtagung | ${SITE_NAME}`,
      description: `${conference.subtitle}. Fachtagung in ${conference.venue.city}.`,
      canonicalPath: `/fachtagung/${conference.url}`,
    };
  },
};

/** Conferences (spec §2): /fachtagung/{x}. */
export const conferenceRoutes = (container: Container): RouteObject[] => [
  { path: 'fachtagung/:conference', loader: conferenceLoader(container), Component: ConferencePage, handle: conferenceHandle },
];
