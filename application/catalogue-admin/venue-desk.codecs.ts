import * as t from 'io-ts';
import { VENUE_FIELDS, type VenueField } from '../../domain/venue/venue';

const fieldProps = Object.fromEntries(VENUE_FIELDS.map((field) => [field, t.string])) as Record<VenueField, t.StringC>;

export const VenueFieldsWire = t.type(fieldProps, 'VenueFields');
export type VenueFieldsWire = t.TypeOf<typeof VenueFieldsWire>;
export const VenueFieldsInput = t.partial(fieldProps, 'VenueFieldsInput');

export const VenueListWire = t.readonlyArray(
  t.type({ hotelId: t.number, name: t.string, city: t.string, ratePerNight: t.union([t.number, t.null]), upcomingDates: t.number, hasImage: t.boolean }),
  'VenueList',
);
export type VenueListWire = t.TypeOf<typeof VenueListWire>;

/** A venue's picture on its back-office page: where it is shown, and what it is (for the audit log's words too). */
export const VenueImageWire = t.type({ url: t.string, description: t.string, width: t.number, height: t.number }, 'VenueImage');
export type VenueImageWire = t.TypeOf<typeof VenueImageWire>;

export const VenueSheetWire = t.type(
  { hotelId: t.number, slug: t.string, fields: VenueFieldsWire, hasImage: t.boolean, image: t.union([t.null, VenueImageWire]) },
  'VenueSheet',
);
export type VenueSheetWire = t.TypeOf<typeof VenueSheetWire>;

export const VenueSavedWire = t.type({ hotelId: t.number, changed: t.readonlyArray(t.string) }, 'VenueSaved');
export type VenueSavedWire = t.TypeOf<typeof VenueSavedWire>;

export const VenueCreatedWire = t.type({ hotelId: t.number, slug: t.string }, 'VenueCreated');
export type VenueCreatedWire = t.TypeOf<typeof VenueCreatedWire>;

/** After an upload or a removal: what the venue's picture is now (its description), or null for none. */
export const VenueImageSavedWire = t.type({ hotelId: t.number, image: t.union([t.string, t.null]) }, 'VenueImageSaved');
export type VenueImageSavedWire = t.TypeOf<typeof VenueImageSavedWire>;

/** The form of a new venue: empty fields. */
export const NewVenueSheetWire = t.type({ fields: VenueFieldsWire }, 'NewVenueSheet');
export type NewVenueSheetWire = t.TypeOf<typeof NewVenueSheetWire>;

/**
 * A post to a venue's path as JSON (the browser's proxy): its fields, a picture as base64 (the
 * page itself posts the file as multipart), or the picture's removal.
 */
export const VenuePostInput = t.union(
  [
    t.type({ intent: t.literal('bild'), fileName: t.string, base64: t.string }),
    t.type({ intent: t.literal('bild-entfernen') }),
    t.intersection([VenueFieldsInput, t.partial({ intent: t.literal('speichern') })]),
  ],
  'VenuePost',
);
export type VenuePostInput = t.TypeOf<typeof VenuePostInput>;

export const HotelIdParams = t.type({ hotelId: t.string }, 'HotelIdParams');
