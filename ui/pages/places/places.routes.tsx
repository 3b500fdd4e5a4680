import type { PageContainer } from '../../di/page-container';
import type { RouteObject } from 'react-router';
import { withModules } from '../../routing/page-chunks';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import { hotelPath, locationPath } from '../catalogue/catalogue-paths';
import type { HotelPageData, LocationPageData } from './places.loaders';
import { onFirstCall } from '../../routing/on-first-call';

const locationHandle: RouteHandle = {
  meta: (loaderData) => {
    const { location } = loaderData as LocationPageData;
    return {
      title: `Seminare für Betriebsräte in ${location.name} | ${SITE_NAME}`,
      description: `${String(location.upcomingEvents)} Seminartermine für Betriebsräte in ${location.name}, mit Tagungshotels, Terminen und Preisen.`,
      canonicalPath: locationPath(location.name, location.locationId),
    };
  },
};

const hotelHandle: RouteHandle = {
  meta: (loaderData) => {
    const { hotel } = loaderData as HotelPageData;
    return {
      title: `${hotel.name}, ${hotel.city}: Seminare für Betriebsräte | ${SITE_NAME}`,
      description: `Seminare für Betriebsräte im ${hotel.name}, ${hotel.street}, ${hotel.postalCode} ${hotel.city}: alle Termine und Preise.`,
      canonicalPath: hotelPath(hotel.name, hotel.hotelId),
    };
  },
};

/** Locations (spec §2): /standorte/{name}-{locationId} and /standorte/hotel/{name}-{hotelId}. */
export const placesRoutes = (container: PageContainer): RouteObject[] => [
  { path: 'standorte/hotel/:hotel', loader: onFirstCall(async () => (await import('./places.loaders')).hotelLoader(container)), lazy: async () => ({ Component: (await import('./HotelPage')).HotelPage }), handle: withModules(hotelHandle , 'ui/pages/places/HotelPage.tsx')},
  { path: 'standorte/:place', loader: onFirstCall(async () => (await import('./places.loaders')).locationLoader(container)), lazy: async () => ({ Component: (await import('./LocationPage')).LocationPage }), handle: withModules(locationHandle , 'ui/pages/places/LocationPage.tsx')},
];
