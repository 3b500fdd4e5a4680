import * as t from 'io-ts';
import { CentsCodec } from '../codecs/cents.codec';
import { InstantCodec } from '../codecs/instant.codec';
import { RubricWire } from './event.codecs';
import { EventListItemWire } from './event-search.codecs';
import { idListFromString, slugFromString } from './query-params.codecs';

export const ThemeSlug = slugFromString('ThemeSlug', 'Bitte geben Sie ein gültiges Seminarthema an.');
export const RubricSlug = slugFromString('RubricSlug', 'Bitte geben Sie eine gültige Rubrik an.');

/** GET /api/themes/{slug} */
export const ThemeParams = t.type({ slug: ThemeSlug });

/** GET /api/themes?rubric=…: the themes of one rubric, or all without it. */
export const ThemesQuery = t.exact(t.partial({ rubric: RubricSlug }));
export type ThemesQuery = t.TypeOf<typeof ThemesQuery>;

const themeFields = {
  themeId: t.number,
  slug: t.string,
  title: t.string,
  subtitle: t.string,
  rubric: RubricWire,
  /** actionField.name of the spec: the field of action within the rubric. */
  actionField: t.string,
  redirectUrl: t.string,
  tags: t.array(t.string),
};

/** A theme in a list (rubric page, recommendations): enough to link it and say when it runs next. */
export const ThemeSummaryWire = t.type({
  ...themeFields,
  /** Start of the next bookable date; null when none is planned. */
  nextDate: t.union([InstantCodec, t.null]),
  upcomingEvents: t.number,
});
export type ThemeSummaryWire = t.TypeOf<typeof ThemeSummaryWire>;

export const ThemeSummariesWire = t.array(ThemeSummaryWire);
export type ThemeSummariesWire = t.TypeOf<typeof ThemeSummariesWire>;

/** The price a theme page shows: that of its cheapest upcoming date, as the listing shows it. */
export const CheapestDateWire = t.type({
  eventId: t.number,
  priceLabel: t.keyof({ 'Preis ab': null, Preis: null }),
  listingPrice: CentsCodec,
});
export type CheapestDateWire = t.TypeOf<typeof CheapestDateWire>;

/** The seminar page /seminare/t/{theme}: the theme with all its upcoming dates. */
export const ThemeDetailWire = t.type({
  ...themeFields,
  description: t.string,
  targetGroups: t.array(t.string),
  events: t.array(EventListItemWire),
  cheapest: t.union([CheapestDateWire, t.null]),
});
export type ThemeDetailWire = t.TypeOf<typeof ThemeDetailWire>;

export const MAX_REMARKETING_THEMES = 20;

/** GET /api/themes-remarketing?themeIds=1,2 */
export const RemarketingQuery = t.exact(
  t.type({
    themeIds: idListFromString(
      'ThemeIds',
      MAX_REMARKETING_THEMES,
      'Bitte geben Sie die Themen als Liste von Nummern an (z. B. 3,17).',
    ),
  }),
);
export type RemarketingQuery = t.TypeOf<typeof RemarketingQuery>;

/** For one theme the visitor showed interest in: further seminars of its rubric. */
export const RemarketingWire = t.array(t.type({ themeId: t.number, related: t.array(ThemeSummaryWire) }));
export type RemarketingWire = t.TypeOf<typeof RemarketingWire>;
