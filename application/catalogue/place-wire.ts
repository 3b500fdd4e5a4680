import { hotelImagePath } from './catalogue.paths';
import type { HotelSummaryRecord } from './catalogue.repository';
import { venueWire } from './event-wire';
import type { HotelSummaryWire } from './place.codecs';

export const hotelSummaryWire = (hotel: HotelSummaryRecord): HotelSummaryWire => ({
  ...venueWire(hotel.venue),
  slug: hotel.slug,
  upcomingEvents: hotel.upcomingEvents,
  image: hotel.image === null ? null : { url: hotelImagePath(hotel.slug, hotel.image.storedAt.epochMilliseconds), width: hotel.image.width, height: hotel.image.height },
});
