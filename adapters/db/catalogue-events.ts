import { and, asc, count, eq, gt, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { CatalogueEvent, CatalogueModule } from '../../application/catalogue/catalogue-event';
import type { EventFilter, EventSlice } from '../../application/catalogue/catalogue.repository';
import { cents } from '../../domain/money/money';
import { countOf, instant, optionalCents, venue } from './catalogue-rows';
import type { AppDatabase } from './database';
import { publicEvent } from './catalogue-visibility';
import { eventModules, events, hotels, rubrics, themes } from './schema';

/** A module as the listing query hands it over inside JSON (see MODULES_JSON). */
interface ModuleJson {
  readonly position: number;
  readonly hotelId: number | null;
  readonly startAt: string;
  readonly endAt: string;
  readonly hotel: {
    readonly hotelId: number;
    readonly name: string;
    readonly street: string;
    readonly postalCode: string;
    readonly city: string;
    readonly locationName: string;
    readonly locationId: number;
  } | null;
}

/**
 * The modules of each event in the same round trip as the event, as JSON in position order:
 * one query per page instead of two, which on PGlite (one connection, every query a WASM call)
 * is the larger part of a listing's time.
 */
const MODULES_JSON = sql<ModuleJson[]>`(
  select coalesce(json_agg(json_build_object(
    'position', m.position, 'hotelId', m.hotel_id, 'startAt', m.start_at, 'endAt', m.end_at,
    'hotel', case when mh.hotel_id is null then null else json_build_object(
      'hotelId', mh.hotel_id, 'name', mh.name, 'street', mh.street, 'postalCode', mh.postal_code,
      'city', mh.city, 'locationName', mh.location_name, 'locationId', mh.location_id) end
  ) order by m.position), '[]'::json)
  from ${eventModules} m left join ${hotels} mh on mh.hotel_id = m.hotel_id
  where m.event_id = ${events.eventId})`;

/** Every theme column but the search vector, which is large and only ever used in WHERE. */
const themeColumns = {
  themeId: themes.themeId,
  slug: themes.slug,
  title: themes.title,
  subtitle: themes.subtitle,
  description: themes.description,
  actionField: themes.actionField,
  redirectUrl: themes.redirectUrl,
  targetGroups: themes.targetGroups,
};

const moduleOf = (module: ModuleJson): CatalogueModule => ({
  position: module.position,
  hotelId: module.hotelId ?? -1,
  hotel: venue(module.hotel),
  startDate: instant(module.startAt),
  endDate: instant(module.endAt),
});

/** Filter values by name: the SQL of a filter refers to them as placeholders. */
type FilterValues = Record<string, string | number | boolean | readonly number[]>;

/** The filters, and the event id by which one event is found. */
type ConditionKey = keyof EventFilter | 'eventId';

const placeholder = (name: ConditionKey) => sql.placeholder(name);

const either = (a: SQL, b: SQL): SQL => sql`(${a} or ${b})`;

/** Venue conditions hold for the event's own hotel or for a module's hotel. */
const atVenue = (hotelCondition: SQL): SQL =>
  either(
    inArray(events.hotelId, sql`(select ${hotels.hotelId} from ${hotels} where ${hotelCondition})`),
    sql`exists (select 1 from ${eventModules} join ${hotels} on ${hotels.hotelId} = ${eventModules.hotelId}
                where ${eventModules.eventId} = ${events.eventId} and ${hotelCondition})`,
  );

/**
 * Each filter as a condition on the events table alone (themes, rubrics and hotels through
 * sub-selects), so the page is chosen before any wide row is joined.
 */
const CONDITIONS: Readonly<Record<ConditionKey, () => SQL>> = {
  eventId: () => eq(events.eventId, placeholder('eventId')),
  startsAfter: () => gt(events.startAt, placeholder('startsAfter')),
  startsFrom: () => gte(events.startAt, placeholder('startsFrom')),
  startsBefore: () => lt(events.startAt, placeholder('startsBefore')),
  themeIds: () => sql`${events.themeId} = any(${placeholder('themeIds')}::integer[])`,
  city: () => atVenue(sql`lower(${hotels.locationName}) = lower(${placeholder('city')})`),
  locationId: () => atVenue(sql`${hotels.locationId} = ${placeholder('locationId')}`),
  hotelId: () =>
    either(
      eq(events.hotelId, placeholder('hotelId')),
      sql`exists (select 1 from ${eventModules} where ${eventModules.eventId} = ${events.eventId} and ${eventModules.hotelId} = ${placeholder('hotelId')})`,
    ),
  themeSlug: () => inArray(events.themeId, sql`(select ${themes.themeId} from ${themes} where ${themes.slug} = ${placeholder('themeSlug')})`),
  rubricSlug: () =>
    inArray(
      events.themeId,
      sql`(select ${themes.themeId} from ${themes} join ${rubrics} on ${rubrics.rubricId} = ${themes.rubricId} where ${rubrics.slug} = ${placeholder('rubricSlug')})`,
    ),
  kind: () => eq(events.kind, placeholder('kind')),
  oneDay: () => eq(events.oneDay, placeholder('oneDay')),
};

const FILTER_KEYS = (Object.keys(CONDITIONS) as ConditionKey[]).filter((key): key is keyof EventFilter => key !== 'eventId');

/** The filter's values by name (instants as ISO text), leaving out what is not set. */
const valuesOf = (filter: EventFilter): FilterValues => {
  const values: FilterValues = {};
  for (const key of FILTER_KEYS) {
    const value = filter[key];
    if (value !== undefined) values[key] = Array.isArray(value) ? value : typeof value === 'object' ? value.toString() : value;
  }
  return values;
};

const ORDER = {
  date: () => [asc(events.startAt), asc(events.eventId)],
  price: () => [asc(events.price), asc(events.startAt), asc(events.eventId)],
  title: () => [asc(themes.title), asc(events.startAt), asc(events.eventId)],
} as const;

/**
 * Statement names are unique per SQL text within the process: PostgreSQL keeps a named
 * statement per connection and refuses the same name for another text.
 */
const statementNames = new Map<string, string>();
const statementName = (shape: string): string => {
  let name = statementNames.get(shape);
  if (name === undefined) {
    name = `catalogue_events_${String(statementNames.size + 1)}`;
    statementNames.set(shape, name);
  }
  return name;
};

/** Catalogue events over Drizzle, on PGlite or PostgreSQL. */
export class EventReads {
  /** One prepared statement per filter shape and sort (a handful in practice). */
  private readonly listings = new Map<string, ReturnType<EventReads['prepareListing']>>();

  constructor(private readonly db: AppDatabase) {}

  /** Any published event by id, past ones too. */
  async find(eventId: number): Promise<CatalogueEvent | undefined> {
    const [found] = await this.run(['eventId'], { eventId }, { sort: 'date', offset: 0, limit: 1 });
    return found?.event;
  }

  async search(filter: EventFilter, slice: EventSlice): Promise<{ events: readonly CatalogueEvent[]; total: number }> {
    const keys = FILTER_KEYS.filter((key) => filter[key] !== undefined);
    const rows = await this.run(keys, valuesOf(filter), slice);
    const [first] = rows;
    // count(*) over () comes with every row of the page; only a page past the end has none.
    const total = first === undefined ? (slice.offset === 0 ? 0 : await this.count(keys, filter)) : first.total;
    return { events: rows.map((row) => row.event), total };
  }

  private async run(keys: readonly ConditionKey[], values: FilterValues, slice: EventSlice) {
    const shape = `${slice.sort}:${keys.join(',')}`;
    let listing = this.listings.get(shape);
    if (listing === undefined) {
      listing = this.prepareListing(keys, slice.sort, statementName(shape));
      this.listings.set(shape, listing);
    }
    const rows = await listing.execute({ ...values, limit: slice.limit, offset: slice.offset });
    return rows.map((row) => ({ total: countOf(row.total), event: catalogueEvent(row) }));
  }

  private prepareListing(keys: readonly ConditionKey[], sort: EventSlice['sort'], name: string) {
    const chosen = this.db
      .select({ eventId: events.eventId, total: sql<number>`count(*) over ()`.as('total') })
      .from(events)
      .$dynamic();
    const page = this.db
      .$with('page')
      .as(
        (sort === 'title' ? chosen.innerJoin(themes, eq(themes.themeId, events.themeId)) : chosen)
          .where(and(publicEvent, ...keys.map((key) => CONDITIONS[key]())))
          .orderBy(...ORDER[sort]())
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset')),
      );
    return this.db
      .with(page)
      .select({ total: page.total, event: events, theme: themeColumns, rubric: rubrics, hotel: hotels, modules: MODULES_JSON })
      .from(page)
      .innerJoin(events, eq(events.eventId, page.eventId))
      .innerJoin(themes, eq(themes.themeId, events.themeId))
      .innerJoin(rubrics, eq(rubrics.rubricId, themes.rubricId))
      .leftJoin(hotels, eq(hotels.hotelId, events.hotelId))
      .orderBy(...ORDER[sort]())
      .prepare(name);
  }

  private async count(keys: readonly (keyof EventFilter)[], filter: EventFilter): Promise<number> {
    const [counted] = await this.db
      .select({ total: count() })
      .from(events)
      .where(and(publicEvent, ...keys.map((key) => CONDITIONS[key]())))
      .prepare(statementName(`count:${keys.join(',')}`))
      .execute(valuesOf(filter));
    return counted?.total ?? 0;
  }
}

type ListingRow = Awaited<ReturnType<ReturnType<EventReads['prepareListing']>['execute']>>[number];

const catalogueEvent = ({ event, theme, rubric, hotel, modules }: ListingRow): CatalogueEvent => ({
  eventId: event.eventId,
  startDate: instant(event.startAt),
  endDate: instant(event.endAt),
  isOnlineEvent: event.isOnline,
  hotel: venue(hotel),
  modules: modules.map(moduleOf),
  capacity: event.capacity,
  eventManager: event.eventManager,
  recipients: [],
  theme: {
    themeId: theme.themeId,
    slug: theme.slug,
    title: theme.title,
    redirectUrl: theme.redirectUrl,
    actionField: { name: theme.actionField, rubric: { rubricId: rubric.rubricId, slug: rubric.slug, name: rubric.name } },
  },
  content: {
    title: theme.title,
    subtitle: theme.subtitle,
    description: theme.description,
    targetGroups: theme.targetGroups,
    prices: {
      price: cents(event.price),
      priceParticipantTwo: optionalCents(event.priceParticipantTwo),
      priceParticipantThree: optionalCents(event.priceParticipantThree),
      priceParticipantFour: optionalCents(event.priceParticipantFour),
      priceParticipantFive: optionalCents(event.priceParticipantFive),
    },
  },
});
