import * as t from 'io-ts';
import { SEMINAR_DATE_FIELDS, SEMINAR_DATE_KINDS } from '../../domain/seminar-date/seminar-date';
import { oneOf } from '../codecs/one-of.codec';

const FieldChange = t.readonly(t.type({ before: t.string, after: t.string }));

/** The answer of an import (and of its dry run): counts, and each change of a dry run. */
export const ChangeReportWire = t.readonly(
  t.type({
    dryRun: t.boolean,
    created: t.number,
    updated: t.number,
    unchanged: t.number,
    changes: t.readonlyArray(
      t.readonly(
        t.type({
          line: t.number,
          eventId: t.union([t.number, t.null]),
          themeSlug: t.string,
          fields: t.readonly(t.partial(Object.fromEntries(SEMINAR_DATE_FIELDS.map((field) => [field, FieldChange])) as Record<(typeof SEMINAR_DATE_FIELDS)[number], typeof FieldChange>)),
        }),
      ),
    ),
  }),
  'ChangeReportWire',
);
export type ChangeReportWire = t.TypeOf<typeof ChangeReportWire>;

const nullableText = t.union([t.string, t.null]);

/** One exported date as the export's NDJSON carries it (see CatalogueDateRecord). */
export const CatalogueDateRecordWire = t.readonly(
  t.type({
    eventId: t.number,
    themeSlug: t.string,
    title: t.string,
    kind: oneOf(SEMINAR_DATE_KINDS, 'SeminarDateKind'),
    oneDay: t.boolean,
    startDate: t.string,
    endDate: t.string,
    hotelId: t.union([t.number, t.null]),
    capacity: t.number,
    price: t.string,
    priceParticipantTwo: nullableText,
    priceParticipantThree: nullableText,
    priceParticipantFour: nullableText,
    priceParticipantFive: nullableText,
    published: t.boolean,
    cancelled: t.boolean,
  }),
  'CatalogueDateRecordWire',
);
