import type { Venue } from '../../domain/venue/venue';
import type { NewAuditEntry } from '../audit/audit-log';

/** A venue as the back office lists it. */
export interface VenueListing {
  readonly hotelId: number;
  readonly name: string;
  readonly city: string;
  /** Euro cents per night and person; null when priced on request. */
  readonly ratePerNight: number | null;
  /** Dates ahead held there (as the date's venue or a module's). */
  readonly upcomingDates: number;
  readonly hasImage: boolean;
}

export interface StoredVenue {
  readonly hotelId: number;
  /** The part of its public address /standorte/hotel/{slug}-{hotelId} and of its image. */
  readonly slug: string;
  readonly venue: Venue;
  readonly hasImage: boolean;
}

/** Driven port: the venues (hotels) as the back office reads and changes them. */
export interface VenueStore {
  list(): Promise<readonly VenueListing[]>;
  find(hotelId: number): Promise<StoredVenue | undefined>;
  /** Writes the venue and its audit entry in one transaction: both stay or neither. */
  update(hotelId: number, venue: Venue, audit: NewAuditEntry): Promise<void>;
}
