import { and, asc, count, countDistinct, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Temporal } from 'temporal-polyfill';
import type {
  EventManagerRecord,
  HotelFilter,
  HotelSummaryRecord,
  LocationRecord,
} from '../../application/catalogue/catalogue.repository';
import { notCancelled } from './cancelled-bookables';
import { instant, venueOf } from './catalogue-rows';
import type { AppDatabase } from './database';
import { publicEvent } from './catalogue-visibility';
import { eventManagers, eventModules, events, hotels, storedImages } from './schema';

/** Venues, places and event managers over Drizzle. */
export class PlaceReads {
  constructor(private readonly db: AppDatabase) {}

  /**
   * Each upcoming event once per hotel it is held at: as its own venue or as a module's (a
   * series that returns to a hotel counts there once).
   */
  private upcomingAtHotels(upcomingAfter: Temporal.Instant) {
    const after = upcomingAfter.toString();
    return this.db.$with('at_hotel').as(
      union(
        this.db
          .select({ hotelId: sql<number>`${events.hotelId}`.as('venue_id'), eventId: events.eventId })
          .from(events)
          .where(and(gt(events.startAt, after), isNotNull(events.hotelId), publicEvent, notCancelled(events.eventId))),
        this.db
          .select({ hotelId: sql<number>`${eventModules.hotelId}`.as('venue_id'), eventId: eventModules.eventId })
          .from(eventModules)
          .innerJoin(events, eq(events.eventId, eventModules.eventId))
          .where(and(gt(events.startAt, after), isNotNull(eventModules.hotelId), publicEvent, notCancelled(events.eventId))),
      ),
    );
  }

  async hotelSummaries(filter: HotelFilter, upcomingAfter: Temporal.Instant): Promise<readonly HotelSummaryRecord[]> {
    const atHotel = this.upcomingAtHotels(upcomingAfter);
    const rows = await this.db
      .with(atHotel)
      .select({
        hotel: hotels,
        upcomingEvents: count(atHotel.eventId),
        image: { width: storedImages.width, height: storedImages.height, storedAt: storedImages.importedAt },
      })
      .from(hotels)
      .leftJoin(atHotel, eq(atHotel.hotelId, hotels.hotelId))
      .leftJoin(storedImages, and(eq(storedImages.ownerKind, 'hotel'), eq(storedImages.ownerSlug, hotels.slug)))
      .where(
        and(
          filter.city === undefined ? undefined : sql`lower(${hotels.locationName}) = lower(${filter.city})`,
          filter.locationId === undefined ? undefined : eq(hotels.locationId, filter.locationId),
          filter.hotelId === undefined ? undefined : eq(hotels.hotelId, filter.hotelId),
        ),
      )
      .groupBy(hotels.hotelId, storedImages.ownerKind, storedImages.ownerSlug)
      .orderBy(asc(hotels.hotelId));
    return rows.map(({ hotel, upcomingEvents, image }) => ({
      venue: venueOf(hotel),
      slug: hotel.slug,
      upcomingEvents,
      image: image === null ? null : { width: image.width, height: image.height, storedAt: instant(image.storedAt) },
    }));
  }

  async locations(upcomingAfter: Temporal.Instant): Promise<readonly LocationRecord[]> {
    const atHotel = this.upcomingAtHotels(upcomingAfter);
    return this.db
      .with(atHotel)
      .select({
        locationId: hotels.locationId,
        name: hotels.locationName,
        hotels: countDistinct(hotels.hotelId),
        upcomingEvents: countDistinct(atHotel.eventId),
      })
      .from(hotels)
      .leftJoin(atHotel, eq(atHotel.hotelId, hotels.hotelId))
      .groupBy(hotels.locationId, hotels.locationName)
      .orderBy(asc(hotels.locationId));
  }

  async eventManagers(upcomingAfter: Temporal.Instant): Promise<readonly EventManagerRecord[]> {
    return this.db
      .select({
        managerId: eventManagers.managerId,
        name: eventManagers.name,
        phone: eventManagers.phone,
        email: eventManagers.email,
        upcomingEvents: count(events.eventId),
      })
      .from(eventManagers)
      .leftJoin(events, and(eq(events.eventManager, eventManagers.name), gt(events.startAt, upcomingAfter.toString()), publicEvent, notCancelled(events.eventId)))
      .groupBy(eventManagers.managerId)
      .orderBy(asc(eventManagers.managerId));
  }
}
