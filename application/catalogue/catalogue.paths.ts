/**
 * The paths of the catalogue calls (spec §7 "Data" and the page data of /seminare and
 * /standorte), shared by the server's routes and the HTTP proxy.
 */
export const CATALOGUE_PATHS = {
  consumer: '/api/consumer',
  events: '/api/events',
  seminarSearch: '/api/seminar-search',
  themes: '/api/themes',
  theme: '/api/themes/:slug',
  themesRemarketing: '/api/themes-remarketing',
  rubrics: '/api/get-rubrics',
  tags: '/api/get-tags',
  hotels: '/api/get-hotels',
  hotel: '/api/get-hotel/:hotelId',
  locations: '/api/get-locations',
  bookingStates: '/api/get-booking-states',
  eventManagers: '/api/get-event-managers',
  conferences: '/api/get-conferences',
  conference: '/api/get-conference-by-url/:url',
  hotelImage: '/bilder/hotel/:slug',
} as const;

export const themePath = (slug: string): string => `/api/themes/${encodeURIComponent(slug)}`;
export const hotelPath = (hotelId: number): string => `/api/get-hotel/${String(hotelId)}`;
export const conferencePath = (url: string): string => `/api/get-conference-by-url/${encodeURIComponent(url)}`;

/**
 * A hotel's picture (stored_images); the version (when it was stored, ms) changes with each new
 * picture, so a page shows a replaced one at once while a kept copy of the old one stays valid.
 */
export const hotelImagePath = (slug: string, version: number): string => `/bilder/hotel/${encodeURIComponent(slug)}?v=${String(version)}`;
