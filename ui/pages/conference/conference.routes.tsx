import type { PageContainer } from '../../di/page-container';
import type { RouteObject } from 'react-router';
import { withModules, type ChunkHandle } from '../../routing/page-chunks';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import type { BookingConfirmationData, BookingPageData } from './conference-booking.loaders';
import type { ConferencePageData } from './conference.loader';
import { SIGNUP_PAGE_PATH, SIGNUP_THANKS_PATH, bookingPagePath, conferencePath } from './conference.paths';
import { onFirstCall } from '../../routing/on-first-call';

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

const BOOKING_PAGE = 'ui/pages/conference/ConferenceBookingPage.tsx';
const CONFIRMATION_PAGE = 'ui/pages/conference/ConferenceBookingConfirmationPage.tsx';
const SIGNUP_PAGE = 'ui/pages/conference/ConferenceSignupPage.tsx';
const THANKS_PAGE = 'ui/pages/conference/ConferenceSignupThanksPage.tsx';

const bookingHandle: RouteHandle & ChunkHandle = {
  meta: (loaderData) => {
    const { conference } = loaderData as BookingPageData;
    return {
      title: `Fachtagung buchen: ${conference.title} | ${SITE_NAME}`,
      description: `Teilnehmer für die Fachtagung „${conference.title}“ in ${conference.venue.city} verbindlich buchen.`,
      canonicalPath: bookingPagePath(conference.url),
      // A form page with a personal key: nothing for a search engine.
      noIndex: true,
    };
  },
  modules: [BOOKING_PAGE],
};

const confirmationHandle: RouteHandle & ChunkHandle = {
  meta: (loaderData) => {
    const { conference } = loaderData as BookingConfirmationData;
    return {
      title: `Buchungsbestätigung: ${conference.title} | ${SITE_NAME}`,
      description: 'Ihre Buchung der Fachtagung ist eingegangen.',
      canonicalPath: `${conferencePath(conference.url)}/buchung/bestaetigung`,
      noIndex: true,
    };
  },
  modules: [CONFIRMATION_PAGE],
};

const signupHandle: RouteHandle & ChunkHandle = {
  meta: () => ({
    title: `Anmeldung zur Fachtagung | ${SITE_NAME}`,
    description: 'Unverbindlich Interesse an einer Fachtagung bekunden: Programm und Einzelheiten per E-Mail.',
    canonicalPath: SIGNUP_PAGE_PATH,
  }),
  modules: [SIGNUP_PAGE],
};

const thanksHandle: RouteHandle & ChunkHandle = {
  meta: () => ({
    title: `Anmeldung eingegangen | ${SITE_NAME}`,
    description: 'Ihre Anmeldung zur Fachtagung ist eingegangen.',
    canonicalPath: SIGNUP_THANKS_PATH,
    noIndex: true,
  }),
  modules: [THANKS_PAGE],
};

/** Conferences (spec §2): /fachtagung/{x}, its booking and confirmation, and the sign-up /fachtagung/anmeldung. */
export const conferenceRoutes = (container: PageContainer): RouteObject[] => [
  {
    path: SIGNUP_PAGE_PATH,
    loader: onFirstCall(async () => (await import('./conference-booking.loaders')).signupLoader(container)),
    action: onFirstCall(async () => (await import('./conference-booking.loaders')).signupAction(container)),
    lazy: async () => ({ Component: (await import('./ConferenceSignupPage')).ConferenceSignupPage }),
    handle: signupHandle,
  },
  {
    path: SIGNUP_THANKS_PATH,
    loader: onFirstCall(async () => (await import('./conference-booking.loaders')).signupThanksLoader(container)),
    lazy: async () => ({ Component: (await import('./ConferenceSignupThanksPage')).ConferenceSignupThanksPage }),
    handle: thanksHandle,
  },
  { path: 'fachtagung/:conference', loader: onFirstCall(async () => (await import('./conference.loader')).conferenceLoader(container)), lazy: async () => ({ Component: (await import('./ConferencePage')).ConferencePage }), handle: withModules(conferenceHandle , 'ui/pages/conference/ConferencePage.tsx')},
  {
    path: 'fachtagung/:conference/buchung',
    loader: onFirstCall(async () => (await import('./conference-booking.loaders')).bookingLoader(container)),
    action: onFirstCall(async () => (await import('./conference-booking.loaders')).bookingAction(container)),
    lazy: async () => ({ Component: (await import('./ConferenceBookingPage')).ConferenceBookingPage }),
    handle: bookingHandle,
  },
  {
    path: 'fachtagung/:conference/buchung/bestaetigung',
    loader: onFirstCall(async () => (await import('./conference-booking.loaders')).bookingConfirmationLoader(container)),
    lazy: async () => ({ Component: (await import('./ConferenceBookingConfirmationPage')).ConferenceBookingConfirmationPage }),
    handle: confirmationHandle,
  },
];
