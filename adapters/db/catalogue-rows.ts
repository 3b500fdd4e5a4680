import { Temporal } from 'temporal-polyfill';
import type { Venue } from '../../application/catalogue/catalogue-event';
import { cents, type Cents } from '../../domain/money/money';
import type { hotels } from './schema';

type HotelRow = typeof hotels.$inferSelect;

type VenueColumns = Pick<HotelRow, 'hotelId' | 'name' | 'street' | 'postalCode' | 'city' | 'locationName' | 'locationId'>;

/** A venue from a hotels row (or a JSON object with the same fields). */
export const venueOf = (row: VenueColumns): Venue => ({
  hotelId: row.hotelId,
  name: row.name,
  street: row.street,
  postalCode: row.postalCode,
  city: row.city,
  location: { locationId: row.locationId, name: row.locationName },
});

/** Null for the missing side of an outer join. */
export const venue = (row: VenueColumns | null): Venue | null => (row === null ? null : venueOf(row));

export const optionalCents = (value: number | null): Cents | undefined => (value === null ? undefined : cents(value));

/** An instant from a timestamptz, as a column (mode 'string') or JSON gives it: always with an offset. */
export const instant = (value: string): Temporal.Instant => Temporal.Instant.from(value);

/** Counts arrive as bigint text from PostgreSQL and as numbers from some drivers. */
export const countOf = (value: unknown): number => Number(value);
