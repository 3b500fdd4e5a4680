import { asc, gt, max } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { CatalogueRowItem } from '../../../application/catalogue-admin/catalogue-csv-reader';
import { ChangeSeminar } from '../../../application/catalogue-admin/change-seminar';
import { ChangeSeminarDates, type CatalogueEditor } from '../../../application/catalogue-admin/change-seminar-dates';
import { VenueDeskService } from '../../../application/catalogue-admin/venue-desk.service';
import type { Clock } from '../../../application/ports/clock';
import { seminarDateText } from '../../../application/catalogue-admin/catalogue-row';
import { venueText } from '../../../application/catalogue-admin/venue-desk.service';
import type { PriceRecord } from '../../../domain/event/event';
import { cents } from '../../../domain/money/money';
import { seminarText, type SeminarText } from '../../../domain/seminar/seminar';
import { PRICE_FIELDS } from '../../../domain/seminar-date/seminar-date';
import { moduleText, type SeriesModule } from '../../../domain/seminar-date/series-modules';
import type { VenueText } from '../../../domain/venue/venue';
import { DrizzleUserRepository } from '../accounts/user-repository';
import { DrizzleSeminarDateStore } from '../catalogue-admin/seminar-date-store';
import { DrizzleSeminarStore } from '../catalogue-admin/seminar-store';
import { DrizzleVenueStore } from '../catalogue-admin/venue-store';
import type { AppDatabase } from '../database';
import { auditLog, events } from '../schema';
import type { DemoData, EventModuleRow, EventRow } from './generate';
import { clockAt, demoEditor, NO_CACHES, orFail, streamOf, type DemoEditor } from './through-use-cases';

/**
 * The demo catalogue goes in as the provider's staff would enter it in the back office: each venue
 * through the venue form's use case, each seminar through the seminar form's, and the dates of the
 * next twelve months through the one date use case of the form and the CSV import (modules of a
 * training series included). The same rules check them, the audit log names who entered what, and
 * the ids are the ones the use cases give out: venues from 101, dates from 10 001, in the order
 * planned (checked, since the demo's orders, wishlists and files name them).
 */
export const enterDemoCatalogue = async (db: AppDatabase, data: DemoData, now: Temporal.Instant): Promise<void> => {
  const editor = demoEditor(data);
  const clock = clockAt(now);
  const [logged] = await db.select({ last: max(auditLog.entryId) }).from(auditLog);
  await enterVenues(db, data, editor, clock);
  await enterSeminars(db, data, editor, clock);
  await enterDates(db, data, editor, clock);
  // The use cases log each entry as staff's change (about 550); the demo's starting catalogue is
  // no change anybody made to a running one, so its entries are not kept: the log begins with the
  // demo's story. Same transaction, so none of them was ever visible.
  await db.delete(auditLog).where(gt(auditLog.entryId, logged?.last ?? 0));
};

/** A planned venue as the venue form shows one (the form's own text of a venue). */
const venueFields = (hotel: DemoData['hotels'][number], data: DemoData): VenueText => {
  const rate = data.overnightRates.find((candidate) => candidate.hotelId === hotel.hotelId);
  const overnight = rate === undefined ? null : { ratePerNight: cents(rate.ratePerNight), description: rate.description };
  return venueText({ name: hotel.name, street: hotel.street, postalCode: hotel.postalCode, city: hotel.city, overnight });
};

/** The demo puts up no pictures: a venue's picture comes from the back office's upload. */
const NO_PICTURES = { process: () => Promise.resolve(undefined) };

const enterVenues = async (db: AppDatabase, data: DemoData, editor: DemoEditor, clock: Clock): Promise<void> => {
  const desk = new VenueDeskService({ store: new DrizzleVenueStore(db, clock), listener: NO_CACHES, clock, users: new DrizzleUserRepository(db), images: NO_PICTURES }).forEditor(
    { userId: editor.actor.userId, via: editor.via },
    editor.origin,
  );
  for (const hotel of data.hotels) {
    const created = orFail(`the venue ${hotel.name}`, await desk.createVenue(venueFields(hotel, data))());
    if (created.hotelId !== hotel.hotelId || created.slug !== hotel.slug) {
      throw new Error(`demo data: the venue ${hotel.name} got ${String(created.hotelId)} (${created.slug}), planned ${String(hotel.hotelId)} (${hotel.slug})`);
    }
  }
};

/** A planned seminar as the seminar form shows one. */
const seminarFields = (theme: DemoData['themes'][number], data: DemoData): SeminarText =>
  seminarText({
    title: theme.title,
    subtitle: theme.subtitle,
    description: theme.description,
    targetGroups: theme.targetGroups,
    tags: theme.tags,
    rubricSlug: data.rubrics.find((rubric) => rubric.rubricId === theme.rubricId)?.slug ?? '',
    actionField: theme.actionField,
    published: true,
  });

const enterSeminars = async (db: AppDatabase, data: DemoData, editor: CatalogueEditor, clock: Clock): Promise<void> => {
  const seminars = new ChangeSeminar(new DrizzleSeminarStore(db), clock, NO_CACHES);
  for (const theme of data.themes) {
    const { slug } = orFail(`the seminar ${theme.title}`, await seminars.create(seminarFields(theme, data), editor));
    if (slug !== theme.slug) throw new Error(`demo data: the seminar ${theme.title} got the address ${slug}, planned ${theme.slug}`);
  }
};

const seriesModule = (module: EventModuleRow): SeriesModule => ({
  startDate: Temporal.Instant.from(module.startAt),
  endDate: Temporal.Instant.from(module.endAt),
  hotelId: module.hotelId ?? null,
});

const prices = (event: EventRow): PriceRecord => ({
  price: cents(event.price),
  ...Object.fromEntries(PRICE_FIELDS.slice(1).flatMap((field) => (event[field] == null ? [] : [[field, cents(event[field])]]))),
});

/**
 * A planned date as a row of the catalogue's CSV writes it (its fields as the export shows a
 * date), with its modules as the date form sends them. A series' start, end, kind and venue
 * follow from its modules (online when none has a venue), so its row leaves them out.
 */
const dateRow = (event: EventRow, line: number, themeSlug: string, modules: readonly EventModuleRow[]): CatalogueRowItem => {
  const { startDate, endDate, kind, hotelId, oneDay, ...rest } = seminarDateText({
    startDate: Temporal.Instant.from(event.startAt),
    endDate: Temporal.Instant.from(event.endAt),
    kind: event.kind,
    hotelId: event.hotelId ?? null,
    capacity: event.capacity,
    prices: prices(event),
    published: true,
  });
  const own = modules.length > 0 ? {} : { startDate, endDate, kind, hotelId, oneDay };
  return {
    _tag: 'Row',
    row: { line, fields: { themeSlug, ...own, ...rest }, ...(modules.length === 0 ? {} : { modules: modules.map((module) => moduleText(seriesModule(module))) }) },
  };
};

const enterDates = async (db: AppDatabase, data: DemoData, editor: CatalogueEditor, clock: Clock): Promise<void> => {
  const slugs = new Map(data.themes.map((theme) => [theme.themeId, theme.slug]));
  const modules = new Map<number, EventModuleRow[]>();
  for (const module of data.eventModules) modules.set(module.eventId, [...(modules.get(module.eventId) ?? []), module]);
  const rows = data.events.map((event, index) =>
    dateRow(event, index + 1, slugs.get(event.themeId) ?? '', (modules.get(event.eventId) ?? []).toSorted((a, b) => a.position - b.position)),
  );
  orFail('entering the dates', await new ChangeSeminarDates(new DrizzleSeminarDateStore(db), clock, NO_CACHES).run(streamOf(rows), editor, { dryRun: false }));
  const entered = await db.select({ eventId: events.eventId, themeId: events.themeId }).from(events).orderBy(asc(events.eventId));
  const planned = data.events.map(({ eventId, themeId }) => ({ eventId, themeId }));
  if (JSON.stringify(entered) !== JSON.stringify(planned)) throw new Error('demo data: the dates got other ids than planned');
};
