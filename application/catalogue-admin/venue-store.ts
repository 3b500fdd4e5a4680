import type { Temporal } from 'temporal-polyfill';
import type { Venue } from '../../domain/venue/venue';
import type { StoredImage } from '../admin/images/image-import.ports';
import type { ImageType } from '../admin/images/image-type';
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

/** A venue's picture as the back office shows it (the bytes stay in the store). */
export interface VenueImageFacts {
  readonly contentType: ImageType;
  readonly width: number;
  readonly height: number;
  /** The name of the file it came from. */
  readonly sourceFile: string;
  readonly storedAt: Temporal.Instant;
}

export interface StoredVenue {
  readonly hotelId: number;
  /** The part of its public address /standorte/hotel/{slug}-{hotelId} and of its image. */
  readonly slug: string;
  readonly venue: Venue;
  readonly image: VenueImageFacts | null;
}

/** A new venue's id and short name, as the store gave them. */
export interface CreatedVenue {
  readonly hotelId: number;
  readonly slug: string;
}

/** Driven port: the venues (hotels) as the back office reads and changes them. */
export interface VenueStore {
  list(): Promise<readonly VenueListing[]>;
  find(hotelId: number): Promise<StoredVenue | undefined>;
  /** Writes the venue and its audit entry in one transaction: both stay or neither. */
  update(hotelId: number, venue: Venue, audit: NewAuditEntry): Promise<void>;
  /**
   * A new venue with the next free id (domain/venue's nextVenueId) and a free short name from
   * its name, listed under its city's place; written with its audit entry in one transaction.
   */
  create(venue: Venue, audit: (created: CreatedVenue) => NewAuditEntry): Promise<CreatedVenue>;
  /** Puts the venue's picture in the image store (or takes it out: null), with its audit entry in one transaction. */
  replaceImage(hotelId: number, image: StoredImage | null, audit: NewAuditEntry): Promise<void>;
}
