import { asc, eq, gt, sql } from 'drizzle-orm';
import type { NewAuditEntry } from '../../../application/audit/audit-log';
import type { StoredVenue, VenueListing, VenueStore } from '../../../application/catalogue-admin/venue-store';
import { cents } from '../../../domain/money/money';
import type { Venue } from '../../../domain/venue/venue';
import type { Clock } from '../../../application/ports/clock';
import { auditLogRow } from '../audit/audit-log-repository';
import { notCancelled } from '../cancelled-bookables';
import type { AppDatabase } from '../database';
import { auditLog, eventModules, events, hotels, overnightRates, storedImages } from '../schema';

const hasImage = sql<boolean>`exists (select 1 from ${storedImages} where ${storedImages.ownerKind} = 'hotel' and ${storedImages.ownerSlug} = ${hotels.slug})`;

/** The venues (hotels) of the back office in PostgreSQL (or PGlite): the hotel row and its overnight rate. */
export class DrizzleVenueStore implements VenueStore {
  constructor(
    private readonly db: AppDatabase,
    private readonly clock: Clock,
  ) {}

  async list(): Promise<readonly VenueListing[]> {
    const after = this.clock.now().toString();
    // Dates ahead at the hotel: as the date's own venue or as a module's.
    const upcoming = sql<number>`(select count(*)::int from ${events} where ${gt(events.startAt, after)} and ${notCancelled(events.eventId)} and (${events.hotelId} = ${hotels.hotelId}
      or exists (select 1 from ${eventModules} where ${eventModules.eventId} = ${events.eventId} and ${eventModules.hotelId} = ${hotels.hotelId})))`;
    const rows = await this.db
      .select({ hotelId: hotels.hotelId, name: hotels.name, city: hotels.city, ratePerNight: overnightRates.ratePerNight, upcomingDates: upcoming, hasImage })
      .from(hotels)
      .leftJoin(overnightRates, eq(overnightRates.hotelId, hotels.hotelId))
      .orderBy(asc(hotels.locationName), asc(hotels.name));
    return rows;
  }

  async find(hotelId: number): Promise<StoredVenue | undefined> {
    const [row] = await this.db
      .select({ hotel: hotels, rate: overnightRates, hasImage })
      .from(hotels)
      .leftJoin(overnightRates, eq(overnightRates.hotelId, hotels.hotelId))
      .where(eq(hotels.hotelId, hotelId));
    if (row === undefined) return undefined;
    const { hotel, rate } = row;
    return {
      hotelId,
      slug: hotel.slug,
      hasImage: row.hasImage,
      venue: {
        name: hotel.name,
        street: hotel.street,
        postalCode: hotel.postalCode,
        city: hotel.city,
        overnight: rate === null ? null : { ratePerNight: cents(rate.ratePerNight), description: rate.description },
      },
    };
  }

  async update(hotelId: number, venue: Venue, audit: NewAuditEntry): Promise<void> {
    await this.db.transaction(async (tx) => {
      // The place the site lists it under (location.name and its id, spec §3) stays: its pages' addresses hang on it.
      await tx.update(hotels).set({ name: venue.name, street: venue.street, postalCode: venue.postalCode, city: venue.city }).where(eq(hotels.hotelId, hotelId));
      if (venue.overnight === null) await tx.delete(overnightRates).where(eq(overnightRates.hotelId, hotelId));
      else {
        const rate = { ratePerNight: venue.overnight.ratePerNight, description: venue.overnight.description };
        await tx.insert(overnightRates).values({ hotelId, ...rate }).onConflictDoUpdate({ target: overnightRates.hotelId, set: rate });
      }
      await tx.insert(auditLog).values(auditLogRow(audit));
    });
  }
}

