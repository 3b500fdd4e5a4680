import { and, asc, eq, gt, max, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { StoredImage } from '../../../application/admin/images/image-import.ports';
import type { NewAuditEntry } from '../../../application/audit/audit-log';
import type { CreatedVenue, StoredVenue, VenueListing, VenueStore } from '../../../application/catalogue-admin/venue-store';
import { cents } from '../../../domain/money/money';
import { nextVenueId, venueSlugCandidates, type Venue } from '../../../domain/venue/venue';
import { storedImageRow } from '../admin/image-store';
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
      .select({
        hotel: hotels,
        rate: overnightRates,
        image: {
          contentType: storedImages.contentType,
          width: storedImages.width,
          height: storedImages.height,
          sourceFile: storedImages.sourceFile,
          storedAt: storedImages.importedAt,
        },
      })
      .from(hotels)
      .leftJoin(overnightRates, eq(overnightRates.hotelId, hotels.hotelId))
      .leftJoin(storedImages, and(eq(storedImages.ownerKind, 'hotel'), eq(storedImages.ownerSlug, hotels.slug)))
      .where(eq(hotels.hotelId, hotelId));
    if (row === undefined) return undefined;
    const { hotel, rate, image } = row;
    return {
      hotelId,
      slug: hotel.slug,
      image: image === null ? null : { ...image, storedAt: Temporal.Instant.from(image.storedAt) },
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

  async create(venue: Venue, audit: (created: CreatedVenue) => NewAuditEntry): Promise<CreatedVenue> {
    return this.db.transaction(async (tx) => {
      // One writer of new venues at a time: the next id and a free short name are read and taken together.
      await tx.execute(sql`lock table ${hotels} in share row exclusive mode`);
      const [highest] = await tx.select({ hotelId: max(hotels.hotelId) }).from(hotels);
      const hotelId = nextVenueId(highest?.hotelId ?? 100);
      let slug = '';
      for (const candidate of venueSlugCandidates(venue)) {
        const taken = await tx.select({ slug: hotels.slug }).from(hotels).where(eq(hotels.slug, candidate)).limit(1);
        if (taken.length === 0) {
          slug = candidate;
          break;
        }
      }
      // The site lists a venue under its place (location.name, spec §3): a city it already knows keeps its place id.
      const [place] = await tx
        .select({ locationId: hotels.locationId, name: hotels.locationName })
        .from(hotels)
        .where(sql`lower(${hotels.locationName}) = lower(${venue.city})`)
        .limit(1);
      const [highestPlace] = await tx.select({ locationId: max(hotels.locationId) }).from(hotels);
      const location = place ?? { locationId: (highestPlace?.locationId ?? 0) + 1, name: venue.city };
      await tx.insert(hotels).values({
        hotelId,
        slug,
        name: venue.name,
        street: venue.street,
        postalCode: venue.postalCode,
        city: venue.city,
        locationName: location.name,
        locationId: location.locationId,
      });
      if (venue.overnight !== null) await tx.insert(overnightRates).values({ hotelId, ratePerNight: venue.overnight.ratePerNight, description: venue.overnight.description });
      await tx.insert(auditLog).values(auditLogRow(audit({ hotelId, slug })));
      return { hotelId, slug };
    });
  }

  async replaceImage(hotelId: number, image: StoredImage | null, audit: NewAuditEntry): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [hotel] = await tx.select({ slug: hotels.slug }).from(hotels).where(eq(hotels.hotelId, hotelId));
      if (hotel === undefined) throw new Error(`no venue ${String(hotelId)} for its picture`);
      if (image === null) await tx.delete(storedImages).where(and(eq(storedImages.ownerKind, 'hotel'), eq(storedImages.ownerSlug, hotel.slug)));
      else {
        const row = storedImageRow({ ...image, ownerKind: 'hotel', ownerSlug: hotel.slug });
        await tx.insert(storedImages).values(row).onConflictDoUpdate({ target: [storedImages.ownerKind, storedImages.ownerSlug], set: row });
      }
      await tx.insert(auditLog).values(auditLogRow(audit));
    });
  }
}
