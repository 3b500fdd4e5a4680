import * as t from 'io-ts';
import { SEMINAR_FIELDS, type SeminarField } from '../../domain/seminar/seminar';
import { PRICE_FIELDS, SEMINAR_DATE_KINDS, type PriceField } from '../../domain/seminar-date/seminar-date';
import { CentsCodec } from '../codecs/cents.codec';
import { InstantCodec } from '../codecs/instant.codec';
import { oneOf } from '../codecs/one-of.codec';

const Rubric = t.readonly(t.type({ slug: t.string, name: t.string }));

/** The list's filter as its GET form sends it: every field optional text. */
export const SeminarListQuery = t.readonly(t.partial({ q: t.string, rubrik: t.string, handlungsfeld: t.string, seite: t.string }), 'SeminarListQuery');
export type SeminarListQuery = t.TypeOf<typeof SeminarListQuery>;

export const SeminarListWire = t.readonly(
  t.type({
    rubrics: t.readonlyArray(Rubric),
    actionFields: t.readonlyArray(t.string),
    seminars: t.readonlyArray(
      t.readonly(
        t.type({
          slug: t.string,
          title: t.string,
          rubric: Rubric,
          actionField: t.string,
          published: t.boolean,
          comingDates: t.number,
          seatsTaken: t.number,
          capacity: t.number,
        }),
      ),
    ),
    /** How many seminars match the filter in all; `seminars` is page `page` of them, `pageSize` a page. */
    total: t.number,
    page: t.number,
    pageSize: t.number,
  }),
  'SeminarListWire',
);
export type SeminarListWire = t.TypeOf<typeof SeminarListWire>;

/** The seminar form's fields as text (the form's and the API's body). */
export const SeminarTextWire = t.readonly(
  t.partial(Object.fromEntries(SEMINAR_FIELDS.map((field) => [field, t.string])) as Record<SeminarField, t.StringC>),
  'SeminarTextWire',
);

/** The price form's tiers as text, euros ("890,00"); an empty tier falls back. */
export const PriceTextWire = t.readonly(
  t.partial(Object.fromEntries(PRICE_FIELDS.map((field) => [field, t.string])) as Record<PriceField, t.StringC>),
  'PriceTextWire',
);

const Prices = t.readonly(
  t.intersection([
    t.type({ price: CentsCodec }),
    t.partial({ priceParticipantTwo: CentsCodec, priceParticipantThree: CentsCodec, priceParticipantFour: CentsCodec, priceParticipantFive: CentsCodec }),
  ]),
);

/** A seminar's back-office page: its fields as the form shows them, the rubrics to choose from, its dates. */
export const SeminarPageWire = t.readonly(
  t.type({
    slug: t.string,
    text: t.readonly(t.type(Object.fromEntries(SEMINAR_FIELDS.map((field) => [field, t.string])) as Record<SeminarField, t.StringC>)),
    rubrics: t.readonlyArray(Rubric),
    dates: t.readonlyArray(
      t.readonly(
        t.type({
          eventId: t.number,
          startDate: InstantCodec,
          endDate: InstantCodec,
          kind: oneOf(SEMINAR_DATE_KINDS, 'SeminarDateKind'),
          city: t.union([t.string, t.null]),
          capacity: t.number,
          seatsTaken: t.number,
          published: t.boolean,
          /** Starts after now: its prices follow the seminar's price record. */
          coming: t.boolean,
          prices: Prices,
        }),
      ),
    ),
  }),
  'SeminarPageWire',
);
export type SeminarPageWire = t.TypeOf<typeof SeminarPageWire>;

export const SeminarSavedWire = t.readonly(t.type({ slug: t.string, changed: t.boolean }), 'SeminarSavedWire');
export type SeminarSavedWire = t.TypeOf<typeof SeminarSavedWire>;

export const RubricsWire = t.readonly(t.type({ rubrics: t.readonlyArray(Rubric) }), 'RubricsWire');
export type RubricsWire = t.TypeOf<typeof RubricsWire>;

/** The import page's upload as the browser's action sends it: the file's text, and whether only to preview. */
export const ImportTextRequest = t.readonly(t.type({ csv: t.string, dryRun: t.boolean }), 'ImportTextRequest');
