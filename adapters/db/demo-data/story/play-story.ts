import { and, eq } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import type { CatalogueRowItem } from '../../../../application/catalogue-admin/catalogue-csv-reader';
import { ChangeSeminarDates } from '../../../../application/catalogue-admin/change-seminar-dates';
import type { Outbox } from '../../../../application/mail/outbox.port';
import { BookSeats } from '../../../../application/orders/book-seats';
import type { BookingLine } from '../../../../application/orders/booked-order';
import { AuditLogService } from '../../../../application/audit/audit-log.service';
import type { PdfRenderer } from '../../../../application/documents/pdf-renderer';
import { BookingsService } from '../../../../application/orders/bookings.service';
import { ParticipantListService } from '../../../../application/participants/participant-list.service';
import { OoxmlRenderer } from '../../../office/ooxml-renderer';
import { DrizzleUserRepository } from '../../accounts/user-repository';
import { DrizzleAuditLogRepository } from '../../audit/audit-log-repository';
import { DrizzleParticipantListStore } from '../../participants/participant-list-store';
import { DrizzleSeminarDateStore } from '../../catalogue-admin/seminar-date-store';
import { DrizzleOrderStore } from '../../cart/order-store';
import type { AppDatabase } from '../../database';
import { demoEventFile } from '../../portal/demo-portal-data';
import { DrizzleEventFileRepository } from '../../portal/event-file-repository';
import { events } from '../../schema';
import type { DemoData } from '../generate';
import { clockAt, demoEditor, NO_CACHES, orFail, streamOf, userOf } from '../through-use-cases';
import { sendDemoRequests } from './demo-requests';
import { demoStory, STORY_CUSTOMER, type DateRef, type PastDate } from './story-plan';

/** The demo's people are invented: their confirmations are not sent at every fresh start. */
const UNSENT: Outbox = { enqueue: () => Promise.resolve() };

/** The certificate's mail goes nowhere (UNSENT), so its attachment is not rendered either; meinifb renders the certificate when it is opened. */
const NOT_RENDERED: PdfRenderer = { render: () => Promise.resolve(new Uint8Array()) };

/** As long as the audit log keeps entries (the server's default): the demo's entries are as old as the story. */
const AUDIT_RETENTION_DAYS = 365;

const pastIds = async (db: AppDatabase, dates: readonly PastDate[]): Promise<readonly number[]> =>
  Promise.all(
    dates.map(async (date) => {
      const [row] = await db
        .select({ eventId: events.eventId })
        .from(events)
        .where(and(eq(events.themeId, date.themeId), eq(events.startAt, date.start.toString())));
      if (row === undefined) throw new Error(`demo data: the past date of theme ${String(date.themeId)} was not created`);
      return row.eventId;
    }),
  );

/**
 * Plays the story of story-plan.ts through the use cases the back office and the cart use: the
 * staff account enters the past dates (ChangeSeminarDates, its clock set to before they began,
 * so the "no new date in the past" rule holds), then every order takes its seats through
 * BookSeats at the time it was placed; after each past seminar staff record the attendance
 * (ParticipantListService), which issues the certificate, and the feedback form follows from
 * the rules; the attended seminars get their documents and photos.
 * Runs inside the seeding transaction: the use cases' own transactions become savepoints.
 */
export const playDemoStory = async (db: AppDatabase, data: DemoData, now: Temporal.Instant): Promise<void> => {
  const story = demoStory(data, now);
  const editor = demoEditor(data);
  const staff = editor.actor;
  const changes = new ChangeSeminarDates(new DrizzleSeminarDateStore(db), clockAt(story.datesEnteredAt), NO_CACHES);
  orFail('entering the past dates', await changes.run(streamOf(story.pastDates.map(({ row }): CatalogueRowItem => ({ _tag: 'Row', row }))), editor, { dryRun: false }));
  const ids = await pastIds(db, story.pastDates);
  const eventIdOf = (date: DateRef): number => ('eventId' in date ? date.eventId : (ids[date.pastDate] ?? 0));

  const store = new DrizzleOrderStore(db);
  for (const order of story.orders) {
    const lines: BookingLine[] = order.lines.map((line) => ({ eventId: eventIdOf(line.date), requests: line.requests }));
    orFail(`the order of ${order.header.customer.email}`, await new BookSeats(store, UNSENT, clockAt(order.at)).run(order.header, lines));
  }

  // The day after each seminar staff record from the signed list who attended: that issues the certificate.
  const users = new DrizzleUserRepository(db);
  for (const [index, date] of story.pastDates.entries()) {
    const eventId = ids[index] ?? 0;
    const clock = clockAt(date.start.add({ hours: 24 * 6 }));
    const lists = new ParticipantListService({
      store: new DrizzleParticipantListStore(db, UNSENT),
      papers: new BookingsService({ store, outbox: UNSENT, clock }),
      pdf: NOT_RENDERED,
      office: new OoxmlRenderer(),
      audit: new AuditLogService({ log: new DrizzleAuditLogRepository(db), users, clock, retentionDays: AUDIT_RETENTION_DAYS }),
      clock,
    }).forStaff({ userId: staff.userId, via: 'session' }, editor.origin);
    const list = orFail('the participant list', await lists.list(eventId)());
    for (const participant of list.participants) {
      orFail(`the attendance of ${participant.name}`, await lists.recordAttendance(eventId, { participantId: participant.participantId, attended: true })());
    }
  }

  // After each seminar the provider shares the documents and a photo; the customer adds one of his own.
  const files = new DrizzleEventFileRepository(db);
  const customer = userOf(data, (user) => user.email === STORY_CUSTOMER);
  for (const [index, date] of story.pastDates.entries()) {
    const event = { eventId: ids[index] ?? 0, themeId: date.themeId, startAt: date.start.toString() };
    const afterwards = date.start.add({ hours: 24 * 7 });
    await files.add({ ...demoEventFile('document', event, date.title, staff.userId), createdAt: date.start.subtract({ hours: 24 * 7 }) });
    await files.add({ ...demoEventFile('photo', event, date.title, staff.userId), createdAt: afterwards });
    await files.add({ ...demoEventFile('photo', event, date.title, customer.userId, { title: 'Gruppenfoto vom Seminar', fileName: 'gruppenfoto.png' }), createdAt: afterwards });
  }

  await sendDemoRequests(db, UNSENT, now);
};
