import { asc, gt, max } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { CatalogueRowItem } from '../../../application/catalogue-admin/catalogue-csv-reader';
import { ChangeSeminar } from '../../../application/catalogue-admin/change-seminar';
import { ChangeSeminarDates, type CatalogueEditor } from '../../../application/catalogue-admin/change-seminar-dates';
import { VenueDeskService } from '../../../application/catalogue-admin/venue-desk.service';
import type { Clock } from '../../../application/ports/clock';
import { cents } from '../../../domain/money/money';
import type { SeminarText } from '../../../domain/seminar/seminar';
import { formatEuroDecimal } from '../../../domain/seminar-date/decimal-euro';
import { PRICE_FIELDS } from '../../../domain/seminar-date/seminar-date';
import type { ModuleText } from '../../../domain/seminar-date/series-modules';
import { formatBerlinWallClock } from '../../../domain/seminar-date/wall-clock-text';
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

const euros = (amount: number | null | undefined, separator: '.' | ','): string => (amount === null || amount === undefined ? '' : formatEuroDecimal(cents(amount), separator));

const venueText = (hotel: DemoData['hotels'][number], data: DemoData): VenueText => {
  const rate = data.overnightRates.find((candidate) => candidate.hotelId === hotel.hotelId);
  return {
    name: hotel.name,
    street: hotel.street,
    postalCode: hotel.postalCode,
    city: hotel.city,
    ratePerNight: euros(rate?.ratePerNight, ','),
    rateDescription: rate?.description ?? '',
  };
};

/** The demo puts up no pictures: a venue's picture comes from the back office's upload. */
const NO_PICTURES = { process: () => Promise.resolve(undefined) };

const enterVenues = async (db: AppDatabase, data: DemoData, editor: DemoEditor, clock: Clock): Promise<void> => {
  const desk = new VenueDeskService({ store: new DrizzleVenueStore(db, clock), listener: NO_CACHES, clock, users: new DrizzleUserRepository(db), images: NO_PICTURES }).forEditor(
    { userId: editor.actor.userId, via: editor.via },
    editor.origin,
  );
  for (const hotel of data.hotels) {
    const created = orFail(`the venue ${hotel.name}`, await desk.createVenue(venueText(hotel, data))());
    if (created.hotelId !== hotel.hotelId || created.slug !== hotel.slug) {
      throw new Error(`demo data: the venue ${hotel.name} got ${String(created.hotelId)} (${created.slug}), planned ${String(hotel.hotelId)} (${hotel.slug})`);
    }
  }
};

const seminarText = (theme: DemoData['themes'][number], data: DemoData): SeminarText => ({
  title: theme.title,
  subtitle: theme.subtitle,
  description: theme.description,
  targetGroups: theme.targetGroups.join('\n'),
  tags: theme.tags.join('\n'),
  rubricSlug: data.rubrics.find((rubric) => rubric.rubricId === theme.rubricId)?.slug ?? '',
  actionField: theme.actionField,
  published: 'ja',
});

const enterSeminars = async (db: AppDatabase, data: DemoData, editor: CatalogueEditor, clock: Clock): Promise<void> => {
  const seminars = new ChangeSeminar(new DrizzleSeminarStore(db), clock, NO_CACHES);
  for (const theme of data.themes) {
    const { slug } = orFail(`the seminar ${theme.title}`, await seminars.create(seminarText(theme, data), editor));
    if (slug !== theme.slug) throw new Error(`demo data: the seminar ${theme.title} got the address ${slug}, planned ${theme.slug}`);
  }
};

const wallClock = (at: string): string => formatBerlinWallClock(Temporal.Instant.from(at));

const moduleText = (module: EventModuleRow): ModuleText => ({
  startDate: wallClock(module.startAt),
  endDate: wallClock(module.endAt),
  hotelId: module.hotelId === null || module.hotelId === undefined ? '' : String(module.hotelId),
});

/** A planned date as a row of the catalogue's CSV would bring it, with its modules as the date form does. */
const dateRow = (event: EventRow, line: number, themeSlug: string, modules: readonly EventModuleRow[]): CatalogueRowItem => {
  const prices = Object.fromEntries(PRICE_FIELDS.map((field) => [field, euros(event[field], '.')]));
  return {
    _tag: 'Row',
    row: {
      line,
      fields: {
        themeSlug,
        // A series' start, end, kind and venue follow from its modules (online when none has a venue).
        ...(modules.length > 0
          ? {}
          : {
              kind: event.kind,
              startDate: wallClock(event.startAt),
              endDate: wallClock(event.endAt),
              hotelId: event.hotelId === null || event.hotelId === undefined ? '' : String(event.hotelId),
            }),
        capacity: String(event.capacity),
        ...prices,
        published: 'ja',
      },
      ...(modules.length === 0 ? {} : { modules: modules.map(moduleText) }),
    },
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
