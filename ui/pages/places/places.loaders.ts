import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type * as t from 'io-ts';
import { redirect } from 'react-router';
import { EventPageWire } from '../../../application/catalogue/event-search.codecs';
import { HotelDetailWire, type HotelSummariesWire, type LocationsWire } from '../../../application/catalogue/place.codecs';
import { notFound, type AppError } from '../../../domain/errors/app-error';
import { resolveService, type PageContainer } from '../../di/page-container';
import { CATALOGUE } from '../../di/ui.tokens';
import { runTask } from '../../routing/run-task';
import { hotelPath, locationPath, nameAndId } from '../catalogue/catalogue-paths';
import { found } from '../catalogue/found';
import { titleBreaksOf, type TitleBreaks } from '../catalogue/title-breaks';

export const LOCATION_NOT_FOUND = 'Diesen Standort gibt es nicht (mehr).';
export const HOTEL_NOT_FOUND = 'Dieses Tagungshotel gibt es nicht (mehr).';
/** A place page lists this many dates; the rest are one click away in the filtered list. */
export const LOCATION_DATES = 50;

export interface LocationPageData extends TitleBreaks {
  readonly location: LocationsWire[number];
  readonly hotels: HotelSummariesWire;
  readonly dates: t.OutputOf<typeof EventPageWire>;
}

export interface HotelPageData extends TitleBreaks {
  readonly hotel: t.OutputOf<typeof HotelDetailWire>;
}

/**
 * The name in a place's URL is for people; the id decides. A right id under a wrong or old
 * name answers 301 to the URL with today's name, so links and search engines follow.
 */
const canonicalOr301 = (request: Request, canonicalPath: string): void => {
  const url = new URL(request.url);
  if (decodeURIComponent(url.pathname) !== canonicalPath) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's redirect
    throw redirect(`${canonicalPath}${url.search}`, 301);
  }
};

export const locationLoader =
  (container: PageContainer) =>
  async ({ params, request }: { params: { place?: string }; request: Request }): Promise<LocationPageData> => {
    const catalogue = resolveService(container, CATALOGUE);
    const key = nameAndId(params.place ?? '');
    const location = await runTask(
      pipe(
        catalogue.locations(),
        TE.map((locations) => locations.find((candidate) => candidate.locationId === key?.id)),
        TE.chain(found(LOCATION_NOT_FOUND)),
      ),
    );
    canonicalOr301(request, locationPath(location.name, location.locationId));
    return runTask(
      pipe(
        TE.Do,
        TE.bind('hotels', () => catalogue.hotels({ locationId: location.locationId })),
        TE.bind('dates', () => catalogue.searchEvents({ locationId: location.locationId, pageSize: LOCATION_DATES })),
        TE.map(({ hotels, dates }) => ({ location, hotels, dates: EventPageWire.encode(dates), ...titleBreaksOf(container, dates.items.map((event) => event.theme.title)) })),
      ),
    );
  };

export const hotelLoader =
  (container: PageContainer) =>
  async ({ params, request }: { params: { hotel?: string }; request: Request }): Promise<HotelPageData> => {
    const key = nameAndId(params.hotel ?? '');
    const hotel = await runTask(
      key === undefined ? TE.left<AppError, HotelDetailWire>(notFound(HOTEL_NOT_FOUND)) : resolveService(container, CATALOGUE).hotel(key.id),
    );
    canonicalOr301(request, hotelPath(hotel.name, hotel.hotelId));
    return { hotel: HotelDetailWire.encode(hotel), ...titleBreaksOf(container, hotel.events.map((event) => event.theme.title)) };
  };
