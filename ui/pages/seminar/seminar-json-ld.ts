import { cents, toEuro } from '../../../domain/money/money';
import type { EventJson } from '../catalogue/event-json';
import { SITE_NAME } from '../../routing/page-meta';
import type { SeminarJson } from './seminar.loader';

const ONLINE = 'https://schema.org/OnlineEventAttendanceMode';
const OFFLINE = 'https://schema.org/OfflineEventAttendanceMode';

const location = (event: EventJson, pageUrl: string): object =>
  event.venue === null
    ? { '@type': 'VirtualLocation', url: pageUrl }
    : {
        '@type': 'Place',
        name: event.venue.name,
        address: {
          '@type': 'PostalAddress',
          streetAddress: event.venue.street,
          postalCode: event.venue.postalCode,
          addressLocality: event.venue.city,
          addressCountry: 'DE',
        },
      };

/** Euro with two decimals, as schema.org's Offer.price expects it ("1290.00"). */
const euroAmount = (amount: number): string => toEuro(cents(amount)).toFixed(2);

const courseInstance = (event: EventJson, pageUrl: string): object => ({
  '@type': 'CourseInstance',
  name: event.theme.title,
  courseMode: event.venue === null ? 'online' : 'onsite',
  eventAttendanceMode: event.venue === null ? ONLINE : OFFLINE,
  startDate: event.startDate,
  endDate: event.endDate,
  location: location(event, pageUrl),
  offers: {
    '@type': 'Offer',
    price: euroAmount(event.listingPrice),
    priceCurrency: 'EUR',
    availability: 'https://schema.org/InStock',
    url: pageUrl,
  },
});

/**
 * schema.org Course for search engines: the seminar with each upcoming date as a
 * CourseInstance (online dates with a VirtualLocation, the others with the venue's address).
 */
export const seminarJsonLd = (seminar: SeminarJson, origin: string, path: string): object => {
  const pageUrl = `${origin}${path}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: seminar.title,
    description: seminar.subtitle === '' ? seminar.description : `${seminar.subtitle}. ${seminar.description}`,
    url: pageUrl,
    provider: { '@type': 'Organization', name: SITE_NAME, url: origin },
    hasCourseInstance: seminar.events.map((event) => courseInstance(event, `${origin}/seminare/p/${seminar.slug}/termine`)),
  };
};
