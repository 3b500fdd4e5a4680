import type { Temporal } from 'temporal-polyfill';
import { FIRST_DATE_ID } from '../../../application/catalogue-admin/seminar-date-store';
import type { eventModules, events, gremien, hotels, rubrics, themes } from '../schema';
import { RUBRIC_TEXTS, THEME_TEXTS } from './catalogue-texts';
import { CONSULTANTS, type ConsultantRow } from './consultants';
import { demoConferences } from './conferences';
import type { ConferenceProgramItemRow, ConferenceRow } from './conferences';
import { eventManagerRows } from './event-managers';
import type { EventManagerRow } from './event-managers';
import { kindColumns } from './event-kind-columns';
import { scheduleWindow } from './event-schedule';
import type { ScheduleWindow } from './event-schedule';
import { DEMO_GREMIUM, demoUsers } from './people';
import type { DemoUser } from './people';
import { MAX_PRICE_LEVEL } from './prices';
import { createRng, deriveSeed } from './prng';
import { slugify } from '../../../domain/text/slug';
import { seminarEvents, seriesEvent, sortedByStart } from './theme-events';
import type { EventDraft } from './theme-events';
import type { ThemeText } from './theme-text';
import { VENUES } from './venues';
import { overnightRateRows } from './overnight-rates';
import type { OvernightRateRow } from './overnight-rates';
import { generateDemoContent } from './content/generate-content';
import type { DemoContent } from './content/generate-content';
import { demoPortalData } from '../portal/demo-portal-data';
import type { DemoPortalData } from '../portal/demo-portal-data';

export type { DemoUser } from './people';
export type RubricRow = Readonly<typeof rubrics.$inferInsert>;
export type ThemeRow = Readonly<typeof themes.$inferInsert>;
export type HotelRow = Readonly<typeof hotels.$inferInsert>;
/** A planned date: who organises it is the date use case's choice when it is entered. */
export type EventRow = Readonly<Omit<typeof events.$inferInsert, 'eventManager'>>;
export type EventModuleRow = Readonly<typeof eventModules.$inferInsert>;
export type GremiumRow = Readonly<typeof gremien.$inferInsert>;
export type { ConferenceProgramItemRow, ConferenceRow } from './conferences';
export type { EventManagerRow } from './event-managers';

export interface DemoDataOptions {
  /** Every date is placed relative to this instant, so the catalogue never goes stale. */
  readonly now: Temporal.Instant;
  /** Any safe integer; the same seed gives the same catalogue. */
  readonly seed: number;
  /** Positive integer: multiplies themes and events (rubrics, venues and users stay). */
  readonly scale: number;
}

/** Rows for each table, in the order the foreign keys need them inserted. */
export interface DemoData {
  /** When the demo is entered: every coming date lies after it. */
  readonly now: Temporal.Instant;
  readonly rubrics: readonly RubricRow[];
  readonly themes: readonly ThemeRow[];
  readonly hotels: readonly HotelRow[];
  /** After the hotels: the Kostenrechner's nightly rates (adapters/db/schema/documents). */
  readonly overnightRates: readonly OvernightRateRow[];
  /** Before the events, which name their manager. */
  readonly eventManagers: readonly EventManagerRow[];
  /** The education consultants of /service/beratung (after the rubrics their topics name). */
  readonly consultants: readonly ConsultantRow[];
  readonly events: readonly EventRow[];
  readonly eventModules: readonly EventModuleRow[];
  /** Fachtagungen at the venues, with their programme. */
  readonly conferences: readonly ConferenceRow[];
  readonly conferenceProgramItems: readonly ConferenceProgramItemRow[];
  readonly gremien: readonly GremiumRow[];
  /** Users carry a plain password; seeding hashes it. */
  readonly users: readonly DemoUser[];
  /** The works-council site's knowledge content (its own tables, no keys into the others). */
  readonly content: DemoContent;
  /** After users: the portal's event files and wishlists (adapters/db/portal). */
  readonly eventFiles: DemoPortalData['eventFiles'];
  readonly wishlistItems: DemoPortalData['wishlistItems'];
}

/** The dates are planned with the ids the date use case gives out, in order (enter-catalogue.ts checks it). */
export const FIRST_EVENT_ID = FIRST_DATE_ID;

/** Dates per theme: seminars run several times a year, training series two to four times. */
const SEMINAR_DATES = { min: 6, max: 9 } as const;
const SERIES_DATES = { min: 2, max: 4 } as const;

/** Separate random streams, so e.g. the number of dates does not depend on the scale. */
const STREAM_DATE_COUNT = 1;
const STREAM_THEME = 2;

/** One theme of the catalogue: the text and which copy of it (0 at scale 1). */
interface Offering {
  readonly text: ThemeText;
  readonly textIndex: number;
  readonly copy: number;
}

const titleOf = ({ text, copy }: Offering): string => (copy === 0 ? text.title : `${text.title} – Variante ${copy + 1}`);

const themeRow = (offering: Offering, themeId: number, rubricId: number): ThemeRow => {
  const title = titleOf(offering);
  const slug = slugify(title);
  const { text } = offering;
  return {
    themeId,
    slug,
    title,
    subtitle: text.subtitle,
    description: text.description,
    rubricId,
    actionField: text.actionField,
    redirectUrl: `/seminare/p/${slug}`,
    targetGroups: [...text.targetGroups],
    tags: [...text.tags],
  };
};

/** The number of dates depends on the theme text only, so scale N has exactly N times the events. */
const dateCount = (seed: number, offering: Offering): number => {
  const rng = createRng(deriveSeed(seed, STREAM_DATE_COUNT, offering.textIndex));
  const range = offering.text.format.kind === 'seminar' ? SEMINAR_DATES : SERIES_DATES;
  return rng.int(range.min, range.max);
};


const themeDates = (seed: number, window: ScheduleWindow, offering: Offering): readonly EventDraft[] => {
  const rng = createRng(deriveSeed(seed, STREAM_THEME, offering.textIndex, offering.copy));
  // Who organises a date is the date use case's choice now (the theme's organiser, else the least
  // busy one); the draw that once picked one stays, so the demo keeps the dates, seats and prices it had.
  rng.next();
  const context = { rng, window, priceLevel: rng.int(0, MAX_PRICE_LEVEL) };
  const count = dateCount(seed, offering);
  const { format } = offering.text;
  const drafts =
    format.kind === 'seminar'
      ? seminarEvents(context, format.days, count)
      : Array.from({ length: count }, () => seriesEvent(context, format.modules, format.online));
  return sortedByStart(drafts);
};

/** Rubric ids follow RUBRIC_TEXTS' order; every theme names one of them (checked by the tests). */
const rubricIdOf = (text: ThemeText): number => RUBRIC_TEXTS.findIndex((rubric) => rubric.slug === text.rubric) + 1;

const hotelRows = (): readonly HotelRow[] =>
  VENUES.map((venue) => ({ ...venue, slug: slugify(`${venue.name} ${venue.city}`), locationName: venue.city }));

const assertOptions = ({ seed, scale }: DemoDataOptions): void => {
  if (!Number.isSafeInteger(scale) || scale < 1) throw new RangeError(`scale must be a positive integer, got ${scale}`);
  if (!Number.isSafeInteger(seed)) throw new RangeError(`seed must be a safe integer, got ${seed}`);
};

/**
 * The demo catalogue: rubrics, themes, venues, events over the next twelve months, a Gremium and
 * users. Pure and deterministic: the same options always give deep-equal data.
 */
export const generateDemoData = (options: DemoDataOptions): DemoData => {
  assertOptions(options);
  const { now, seed, scale } = options;
  const window = scheduleWindow(now);
  const rubricRows = RUBRIC_TEXTS.map((rubric, index) => ({ rubricId: index + 1, ...rubric }));
  // Copy-major order: the catalogue at scale 1 is a prefix of every larger scale.
  const offerings = Array.from({ length: scale }, (_, copy) =>
    THEME_TEXTS.map((text, textIndex): Offering => ({ text, textIndex, copy })),
  ).flat();

  const themeRows: ThemeRow[] = [];
  const eventRows: EventRow[] = [];
  const moduleRows: EventModuleRow[] = [];
  offerings.forEach((offering, index) => {
    const themeId = index + 1;
    themeRows.push(themeRow(offering, themeId, rubricIdOf(offering.text)));
    const drafts = themeDates(seed, window, offering);
    for (const draft of drafts) {
      const eventId = FIRST_EVENT_ID + eventRows.length;
      eventRows.push({
        eventId,
        themeId,
        startAt: draft.slot.startAt,
        endAt: draft.slot.endAt,
        isOnline: draft.isOnline,
        hotelId: draft.hotelId,
        capacity: draft.capacity,
        ...draft.prices,
        ...kindColumns(draft),
      });
      draft.modules.forEach((module, position) => {
        moduleRows.push({ eventId, position: position + 1, hotelId: module.hotelId, ...module.slot });
      });
    }
  });

  const { conferences, programItems } = demoConferences(now);
  return {
    now,
    rubrics: rubricRows,
    themes: themeRows,
    hotels: hotelRows(),
    overnightRates: overnightRateRows(VENUES),
    eventManagers: eventManagerRows(),
    consultants: CONSULTANTS,
    events: eventRows,
    eventModules: moduleRows,
    conferences,
    conferenceProgramItems: programItems,
    gremien: [DEMO_GREMIUM],
    users: demoUsers(now),
    content: generateDemoContent({ now, seed: options.seed, scale }),
    ...demoPortalData(eventRows, themeRows, now),
  };
};
