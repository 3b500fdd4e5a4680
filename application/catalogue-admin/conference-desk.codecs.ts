import * as t from 'io-ts';

/** What the back office changes of a Fachtagung; the names are the form's and the API's. */
export const CONFERENCE_FIELDS = ['startDate', 'endDate', 'capacity', 'price', 'description'] as const;
export type ConferenceField = (typeof CONFERENCE_FIELDS)[number];

const fieldProps = Object.fromEntries(CONFERENCE_FIELDS.map((field) => [field, t.string])) as Record<ConferenceField, t.StringC>;

export const ConferenceFieldsWire = t.type(fieldProps, 'ConferenceFields');
export type ConferenceFieldsWire = t.TypeOf<typeof ConferenceFieldsWire>;
export const ConferenceFieldsInput = t.partial(fieldProps, 'ConferenceFieldsInput');
export type ConferenceFieldsInput = t.TypeOf<typeof ConferenceFieldsInput>;

export const ConferenceListWire = t.readonlyArray(
  t.type({ conferenceId: t.number, url: t.string, title: t.string, date: t.string, capacity: t.number, seatsTaken: t.number, price: t.number, cancelled: t.boolean }),
  'ConferenceList',
);
export type ConferenceListWire = t.TypeOf<typeof ConferenceListWire>;

export const ConferenceSheetWire = t.type(
  { conferenceId: t.number, url: t.string, title: t.string, seatsTaken: t.number, cancelled: t.boolean, fields: ConferenceFieldsWire },
  'ConferenceSheet',
);
export type ConferenceSheetWire = t.TypeOf<typeof ConferenceSheetWire>;

export const ConferenceSavedWire = t.type({ conferenceId: t.number, changed: t.readonlyArray(t.string) }, 'ConferenceSaved');
export type ConferenceSavedWire = t.TypeOf<typeof ConferenceSavedWire>;

export const CancelledConferenceWire = t.type({ conferenceId: t.number, participants: t.number, waitingEntries: t.number }, 'CancelledConference');
export type CancelledConferenceWire = t.TypeOf<typeof CancelledConferenceWire>;

/** A post to a Fachtagung's page: its fields, or (intent "absagen") calling it off. */
export const ConferencePostInput = t.intersection([ConferenceFieldsInput, t.partial({ intent: t.keyof({ speichern: null, absagen: null }) })], 'ConferencePost');
export type ConferencePostInput = t.TypeOf<typeof ConferencePostInput>;

export const ConferenceIdParams = t.type({ conferenceId: t.string }, 'ConferenceIdParams');
