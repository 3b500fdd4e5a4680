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

export const VenueSheetWire = t.type({ hotelId: t.number, slug: t.string, fields: VenueFieldsWire, hasImage: t.boolean }, 'VenueSheet');
export type VenueSheetWire = t.TypeOf<typeof VenueSheetWire>;

export const VenueSavedWire = t.type({ hotelId: t.number, changed: t.readonlyArray(t.string) }, 'VenueSaved');
export type VenueSavedWire = t.TypeOf<typeof VenueSavedWire>;

export const HotelIdParams = t.type({ hotelId: t.string }, 'HotelIdParams');
