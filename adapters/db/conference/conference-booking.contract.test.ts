import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, gt } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConferenceBookingService } from '../../../application/conference/conference-booking.service';
import { fixedClock } from '../../clock/system-clock';
import { orderServices } from '../cart/order-services.testing';
import type { Database } from '../database';
import { generateDemoData } from '../demo-data/generate';
import { seedDemoData } from '../demo-data/seed';
import { conferences, orderParticipants, orders, outbox } from '../schema';
import { sessionOf } from './conference-fixtures.testing';
import { testDatabaseEngines } from '../testing/test-databases';

const NOW = Temporal.Instant.from('2026-11-22T09:00:00Z');
const data = generateDemoData({ now: NOW, seed: 11, scale: 1 });

const CONTACT = { salutation: 'Frau', firstname: 'Anna', lastname: 'Müller', email: 'anna.mueller@example.org' };
const participant = { salutation: 'Herr', firstname: 'Ben', lastname: 'Schmidt', email: 'ben@example.org', function: '' };

describe.each(testDatabaseEngines().map((engine) => [engine.name, engine] as const))('conference bookings on %s', (_name, engine) => {
  let database: Database;
  let service: ConferenceBookingService;
  let upcoming: { conferenceId: number; bookableId: number; url: string }[];

  beforeAll(async () => {
    database = await engine.open();
    await seedDemoData(database.db, data, (plain) => Promise.resolve(`plain:${plain}`));
    upcoming = await database.db.select({ conferenceId: conferences.conferenceId, bookableId: conferences.bookableId, url: conferences.url }).from(conferences).where(gt(conferences.startAt, NOW.toString())).orderBy(asc(conferences.startAt));
    const clock = fixedClock(NOW);
    service = orderServices(database.db, clock).conferenceBookings;
  }, 120_000);

  afterAll(async () => {
    await database.close();
  });

  const participantsAt = async (conference: { bookableId: number }) =>
    (await database.db.select({ participants: count() }).from(orderParticipants).where(eq(orderParticipants.eventId, conference.bookableId)))[0]?.participants;

  it('never overbooks: 20 simultaneous bookings for the last 5 seats make exactly 5 bookings and 15 waiting ones', async () => {
    const conference = upcoming[0]!;
    expect(await participantsAt(conference)).toBe(0);
    await database.db.update(conferences).set({ capacity: 5 }).where(eq(conferences.conferenceId, conference.conferenceId));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        service.forRequest(sessionOf(randomUUID())).book(conference.url, { contact: CONTACT, acceptTerms: true, participants: [{ ...participant, firstname: `Ben${String.fromCharCode(97 + index)}` }] }, randomUUID())(),
      ),
    );
    const statuses = answers.map((answer) => (E.isRight(answer) ? answer.right.status : answer.left._tag));
    expect(statuses.filter((status) => status === 'booked')).toHaveLength(5);
    expect(statuses.filter((status) => status === 'waitlisted')).toHaveLength(15);
    const positions = answers.flatMap((answer) => (E.isRight(answer) && answer.right.position !== undefined ? [answer.right.position] : []));
    expect([...positions].sort((a, b) => a - b)).toEqual(Array.from({ length: 15 }, (_, index) => index + 1));
    // Every booking is an order with its confirmation, the waiting ones with their place.
    const [mails] = await database.db.select({ mails: count() }).from(outbox).where(and(eq(outbox.kind, 'order_confirmation')));
    expect(mails?.mails).toBe(20);
    const [fachtagungOrders] = await database.db.select({ orders: count() }).from(orders).where(eq(orders.channel, 'fachtagung'));
    expect(fachtagungOrders?.orders).toBe(20);
  }, 60_000);

  it('rolls a refused retry back: the same key with another request writes nothing', async () => {
    const conference = upcoming[1]!;
    const session = sessionOf(randomUUID());
    const key = randomUUID();
    expect(E.isRight(await service.forRequest(session).book(conference.url, { contact: CONTACT, acceptTerms: true, participants: [participant] }, key)())).toBe(true);
    expect(await service.forRequest(session).book(conference.url, { contact: CONTACT, acceptTerms: true, participants: [participant, participant] }, key)()).toMatchObject(
      E.left({ _tag: 'Invalid', reason: 'idempotency-key-reused' }),
    );
    expect(await participantsAt(conference)).toBe(1);
  });
});
