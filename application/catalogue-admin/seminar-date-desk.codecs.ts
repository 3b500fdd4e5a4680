import * as t from 'io-ts';
import { SEMINAR_DATE_FIELDS, type SeminarDateField } from '../../domain/seminar-date/seminar-date';

const fieldProps = Object.fromEntries(SEMINAR_DATE_FIELDS.map((field) => [field, t.string])) as Record<SeminarDateField, t.StringC>;

/** A date's fields as text, every one of them (an empty optional field is ''). */
export const DateFieldsWire = t.type(fieldProps, 'DateFields');
export type DateFieldsWire = t.TypeOf<typeof DateFieldsWire>;

/** A date's fields as a form or a JSON call sends them; a field left out keeps its value (a change) or is empty (a new date). */
export const DateFieldsInput = t.partial(fieldProps, 'DateFieldsInput');
export type DateFieldsInput = t.TypeOf<typeof DateFieldsInput>;

/** A module's row as the sheet shows it: Berlin wall clock, and the venue's id ('' for online). */
export const ModuleRowWire = t.type({ startDate: t.string, endDate: t.string, hotelId: t.string }, 'ModuleRow');
export type ModuleRowWire = t.TypeOf<typeof ModuleRowWire>;

/** A module's row as a form or a JSON call sends it; `remove` drops it, an empty row is none. */
export const ModuleTextInput = t.partial({ startDate: t.string, endDate: t.string, hotelId: t.string, remove: t.boolean }, 'ModuleText');

/** A training series' rows, sent along with the date's fields: they replace its modules. */
export const ModulesInput = t.partial({ modules: t.readonlyArray(ModuleTextInput) }, 'ModulesInput');

/** A new date as posted: its fields, and a series' module rows. */
export const NewDatePostInput = t.intersection([DateFieldsInput, ModulesInput], 'NewDatePost');
export type NewDatePostInput = t.TypeOf<typeof NewDatePostInput>;

export const VenueWire = t.type({ hotelId: t.number, name: t.string, city: t.string }, 'Venue');

export const NewDateSheetWire = t.type(
  { themeSlug: t.string, title: t.string, venues: t.readonlyArray(VenueWire), fields: DateFieldsWire },
  'NewDateSheet',
);
export type NewDateSheetWire = t.TypeOf<typeof NewDateSheetWire>;

export const SeatsWire = t.type({ capacity: t.number, booked: t.number, reserved: t.number, waiting: t.number }, 'Seats');
export type SeatsWire = t.TypeOf<typeof SeatsWire>;

export const DateSheetWire = t.type(
  {
    eventId: t.number,
    themeSlug: t.string,
    title: t.string,
    fields: DateFieldsWire,
    seats: SeatsWire,
    cancelled: t.boolean,
    /** The modules of a training series, in order; none for another date. */
    modules: t.readonlyArray(ModuleRowWire),
    venues: t.readonlyArray(VenueWire),
  },
  'DateSheet',
);
export type DateSheetWire = t.TypeOf<typeof DateSheetWire>;

/** What a save did: the date, the fields that changed (their names), and how many participants were told of new dates. */
export const SavedDateWire = t.type({ eventId: t.number, changed: t.readonlyArray(t.string), told: t.number }, 'SavedDate');
export type SavedDateWire = t.TypeOf<typeof SavedDateWire>;

export const CancelledDateWire = t.type({ eventId: t.number, participants: t.number, waitingEntries: t.number }, 'CancelledDate');
export type CancelledDateWire = t.TypeOf<typeof CancelledDateWire>;

/** The form's intents on a date's page: save its fields, or call it off. */
export const DATE_INTENTS = ['speichern', 'absagen'] as const;

/** A post to a date's page (the form's fields as text, or the same as JSON). */
export const DatePostInput = t.intersection([t.type({ intent: t.keyof({ speichern: null, absagen: null }) }), DateFieldsInput, ModulesInput], 'DatePost');
export type DatePostInput = t.TypeOf<typeof DatePostInput>;

export const EventIdParams = t.type({ eventId: t.string }, 'EventIdParams');
export const ThemeSlugParams = t.type({ slug: t.string }, 'ThemeSlugParams');
