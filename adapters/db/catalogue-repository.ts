import { and, asc, count, eq, gt, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Temporal } from 'temporal-polyfill';
import type { CatalogueEvent, CatalogueModule, Venue } from '../../application/catalogue/catalogue-event';
import type { CatalogueRepository, EventFilter, EventSlice } from '../../application/catalogue/catalogue.repository';
import { cents, type Cents } from '../../domain/money/money';
import type { AppDatabase } from './database';
import { eventModules, events, hotels, rubrics, themes } from './schema';

type HotelRow = typeof hotels.$inferSelect;

const venue = (row: HotelRow | null): Venue | null =>
  row === null
    ? null
    : {
        hotelId: row.hotelId,
        name: row.name,
        street: row.street,
        postalCode: row.postalCode,
        city: row.city,
        location: { locationId: row.locationId, name: row.locationName },
      };

const optionalCents = (value: number | null): Cents | undefined => (value === null ? undefined : cents(value));

const instant = (value: string): Temporal.Instant => Temporal.Instant.from(value);

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

const MODULE_HOTELS = 'module_hotels';
/** The hotels table once more, for the venues of a series' modules. */
const moduleHotels = alias(hotels, MODULE_HOTELS);

/** Catalogue reads over Drizzle; runs the same on PGlite and PostgreSQL. */
export class DrizzleCatalogueRepository implements CatalogueRepository {
  constructor(private readonly db: AppDatabase) {}

  async findEvent(eventId: number): Promise<CatalogueEvent | undefined> {
    const [found] = await this.load(eq(events.eventId, eventId), { sort: 'date', offset: 0, limit: 1 });
    return found;
  }

  async searchEvents(filter: EventFilter, slice: EventSlice): Promise<{ events: readonly CatalogueEvent[]; total: number }> {
    const where = this.conditions(filter);
    const [counted] = await this.db
      .select({ total: count() })
      .from(events)
      .innerJoin(themes, eq(themes.themeId, events.themeId))
      .innerJoin(rubrics, eq(rubrics.rubricId, themes.rubricId))
      .leftJoin(hotels, eq(hotels.hotelId, events.hotelId))
      .where(where);
    const total = counted?.total ?? 0;
    return { events: total === 0 ? [] : await this.load(where, slice), total };
  }

  private conditions(filter: EventFilter): SQL | undefined {
    const atModuleVenue = (condition: SQL): SQL =>
      sql`exists (select 1 from ${eventModules} join ${hotels} as ${sql.identifier(MODULE_HOTELS)} on ${moduleHotels.hotelId} = ${eventModules.hotelId}
                  where ${eventModules.eventId} = ${events.eventId} and ${condition})`;
    return and(
      gt(events.startAt, filter.startsAfter.toString()),
      filter.startsFrom && gte(events.startAt, filter.startsFrom.toString()),
      filter.startsBefore && lt(events.startAt, filter.startsBefore.toString()),
      filter.text === undefined ? undefined : sql`${themes.searchVector} @@ websearch_to_tsquery('german', ${filter.text})`,
      filter.city === undefined
        ? undefined
        : sql`(lower(${hotels.locationName}) = lower(${filter.city}) or ${atModuleVenue(sql`lower(${moduleHotels.locationName}) = lower(${filter.city})`)})`,
      filter.locationId === undefined
        ? undefined
        : sql`(${hotels.locationId} = ${filter.locationId} or ${atModuleVenue(sql`${moduleHotels.locationId} = ${filter.locationId}`)})`,
      filter.themeSlug === undefined ? undefined : eq(themes.slug, filter.themeSlug),
      filter.rubricSlug === undefined ? undefined : eq(rubrics.slug, filter.rubricSlug),
      filter.kind === undefined ? undefined : eq(events.kind, filter.kind),
      filter.oneDay === undefined ? undefined : eq(events.oneDay, filter.oneDay),
    );
  }

  private async load(where: SQL | undefined, slice: EventSlice): Promise<CatalogueEvent[]> {
    const order = {
      date: [asc(events.startAt), asc(events.eventId)],
      price: [asc(events.price), asc(events.startAt), asc(events.eventId)],
      title: [asc(themes.title), asc(events.startAt), asc(events.eventId)],
    }[slice.sort];
    const rows = await this.db
      .select({ event: events, theme: themeColumns, rubric: rubrics, hotel: hotels })
      .from(events)
      .innerJoin(themes, eq(themes.themeId, events.themeId))
      .innerJoin(rubrics, eq(rubrics.rubricId, themes.rubricId))
      .leftJoin(hotels, eq(hotels.hotelId, events.hotelId))
      .where(where)
      .orderBy(...order)
      .limit(slice.limit)
      .offset(slice.offset);
    const modules = await this.modulesOf(rows.map((row) => row.event.eventId));
    return rows.map(({ event, theme, rubric, hotel }) => ({
      eventId: event.eventId,
      startDate: instant(event.startAt),
      endDate: instant(event.endAt),
      isOnlineEvent: event.isOnline,
      hotel: venue(hotel),
      modules: modules.get(event.eventId) ?? [],
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
    }));
  }

  private async modulesOf(eventIds: readonly number[]): Promise<Map<number, CatalogueModule[]>> {
    const byEvent = new Map<number, CatalogueModule[]>();
    if (eventIds.length === 0) return byEvent;
    const rows = await this.db
      .select({ module: eventModules, hotel: hotels })
      .from(eventModules)
      .leftJoin(hotels, eq(hotels.hotelId, eventModules.hotelId))
      .where(inArray(eventModules.eventId, [...eventIds]))
      .orderBy(asc(eventModules.eventId), asc(eventModules.position));
    for (const { module, hotel } of rows) {
      const list = byEvent.get(module.eventId) ?? [];
      list.push({
        position: module.position,
        hotelId: module.hotelId ?? -1,
        hotel: venue(hotel),
        startDate: instant(module.startAt),
        endDate: instant(module.endAt),
      });
      byEvent.set(module.eventId, list);
    }
    return byEvent;
  }
}
