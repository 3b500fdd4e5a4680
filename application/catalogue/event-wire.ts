import { eventKind, isOneDay } from '../../domain/event/event-kind';
import { locationText } from '../../domain/event/location-text';
import { listingPrice } from '../../domain/pricing/price-label';
import type { CatalogueEvent, CatalogueModule, Venue } from './catalogue-event';
import type { ConsumerEventWire, EventRelation, HotelWire, ModuleWire, PricesWire } from './event.codecs';
import type { EventListItemWire } from './event-search.codecs';

/** The spec's id for "no presence venue" on the wire (§9: 522 and -1). */
export const NO_VENUE_HOTEL_ID = -1;

/** A venue with its address, as every catalogue answer shows it. */
export const venueWire = (venue: Venue): HotelWire => ({
  hotelId: venue.hotelId,
  name: venue.name,
  street: venue.street,
  postalCode: venue.postalCode,
  city: venue.city,
  location: { locationId: venue.location.locationId, name: venue.location.name },
});

const hotelWire = (venue: Venue | null): HotelWire | '' => (venue === null ? '' : venueWire(venue));

const moduleWire = (module: CatalogueModule): ModuleWire => ({
  position: module.position,
  hotelId: module.hotel === null ? NO_VENUE_HOTEL_ID : module.hotel.hotelId,
  hotel: hotelWire(module.hotel),
  startDate: module.startDate,
  endDate: module.endDate,
});

/** Only the tiers that are set: an absent tier is what the spec calls undefined. */
const pricesWire = (event: CatalogueEvent): PricesWire => {
  const { price, priceParticipantTwo, priceParticipantThree, priceParticipantFour, priceParticipantFive } = event.content.prices;
  return {
    price,
    ...(priceParticipantTwo === undefined ? {} : { priceParticipantTwo }),
    ...(priceParticipantThree === undefined ? {} : { priceParticipantThree }),
    ...(priceParticipantFour === undefined ? {} : { priceParticipantFour }),
    ...(priceParticipantFive === undefined ? {} : { priceParticipantFive }),
  };
};

/** The event as GET /api/consumer answers it, with the relations the caller asked for. */
export const consumerEventWire = (event: CatalogueEvent, relations: ReadonlySet<EventRelation>): ConsumerEventWire => ({
  eventId: event.eventId,
  startDate: event.startDate,
  endDate: event.endDate,
  isOnlineEvent: eventKind(event).type === 'online',
  capacity: event.capacity,
  ...(relations.has('hotel') ? { hotel: hotelWire(event.hotel) } : {}),
  ...(relations.has('modules') ? { modules: event.modules.map(moduleWire) } : {}),
  ...(relations.has('theme')
    ? {
        theme: {
          themeId: event.theme.themeId,
          slug: event.theme.slug,
          title: event.theme.title,
          redirectUrl: event.theme.redirectUrl,
          actionField: { name: event.theme.actionField.name, rubric: { ...event.theme.actionField.rubric } },
        },
      }
    : {}),
  ...(relations.has('content')
    ? {
        content: {
          title: event.content.title,
          subtitle: event.content.subtitle,
          description: event.content.description,
          targetGroups: [...event.content.targetGroups],
          prices: pricesWire(event),
        },
      }
    : {}),
});

const LIST_KIND = { online: 'online', trainingSeries: 'series', presenceSeminar: 'presence' } as const;

/** One row of a catalogue listing; every derived text comes from the domain. */
export const eventListItemWire = (event: CatalogueEvent): EventListItemWire => {
  const kind = eventKind(event);
  const shown = listingPrice(event.content.prices);
  return {
    eventId: event.eventId,
    startDate: event.startDate,
    endDate: event.endDate,
    kind: LIST_KIND[kind.type],
    isOnlineEvent: kind.type === 'online',
    oneDay: isOneDay(event),
    locationText: locationText(event),
    hotelName: kind.type === 'online' ? null : kind.hotel.name,
    venue: kind.type === 'online' || event.hotel === null ? null : venueWire(event.hotel),
    theme: {
      themeId: event.theme.themeId,
      slug: event.theme.slug,
      title: event.theme.title,
      rubric: { ...event.theme.actionField.rubric },
    },
    prices: pricesWire(event),
    priceLabel: shown.label,
    listingPrice: shown.amount,
  };
};

/** The stored kind column, derived by the same rule the listing shows (see adapters/db). */
export const listKindOf = (event: CatalogueEvent): EventListItemWire['kind'] => LIST_KIND[eventKind(event).type];
