import type { Container } from 'inversify';
import type { RouteObject } from 'react-router';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import { hotelPath, locationPath } from '../catalogue/catalogue-paths';
import { HotelPage } from './HotelPage';
import { LocationPage } from './LocationPage';
import { hotelLoader, locationLoader, type HotelPageData, type LocationPageData } from './places.loaders';

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
export const placesRoutes = (container: Container): RouteObject[] => [
  { path: 'standorte/hotel/:hotel', loader: hotelLoader(container), Component: HotelPage, handle: hotelHandle },
  { path: 'standorte/:place', loader: locationLoader(container), Component: LocationPage, handle: locationHandle },
];
