import { eq } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditLogService } from '../../../application/audit/audit-log.service';
import { OrderDeskService } from '../../../application/back-office/order-desk.service';
import type { OrderDesk } from '../../../application/back-office/order-desk.port';
import { cancellationFee, cancellationShare } from '../../../domain/cart/cancellation-terms';
import { contextFor } from '../../../application/portal/testing/portal-fixture';
import { fixedClock } from '../../clock/system-clock';
import { DrizzleUserRepository } from '../accounts/user-repository';
import { DrizzleAuditLogRepository } from '../audit/audit-log-repository';
import { CART_TEST_NOW, JONAS, jonasOrderHeader, openSeededDatabase, setCapacity, upcomingEvents } from '../cart/cart-fixtures.testing';
import { orderServices } from '../cart/order-services.testing';
import type { Database } from '../database';
import { auditLog, outbox, waitlistEntries } from '../schema';
import { testDatabaseEngines } from '../testing/test-databases';
import { OutboxOrderConfirmations } from './order-confirmations';
import { DrizzleOrderDeskReader } from './order-desk-reader';

const seat = (firstname: string, lastname: string, bookingType: 'Buchung' | 'Reservierung' = 'Buchung') => ({
  salutation: 'Frau',
  firstname,
  lastname,
  email: `${firstname.toLowerCase()}@example.org`,
  function: '',
  hotelOverNightOption: '',
  bookingType,
  seats: 1,
});

describe.each(testDatabaseEngines().map((engine) => [engine.name, engine] as const))('the back office desk, on %s', (_name, engine) => {
  let database: Database;

  beforeAll(async () => {
    database = await openSeededDatabase(engine);
  }, 120_000);

  afterAll(async () => {
    await database.close();
  });

  const deskFor = async (email: string): Promise<OrderDesk> => {
    const db = database.db;
    const clock = fixedClock(CART_TEST_NOW);
    const users = new DrizzleUserRepository(db);
    const services = orderServices(db, clock);
    const service = new OrderDeskService({
      reader: new DrizzleOrderDeskReader(db),
      bookings: services.bookings,
      users,
      audit: new AuditLogService({ log: new DrizzleAuditLogRepository(db), users, clock, retentionDays: 365 }),
      invoicing: { issueNow: () => TE.right({ issued: [], existing: 'RE-2026-000001' }) },
      confirmations: new OutboxOrderConfirmations(db, clock),
      openRequests: { run: () => Promise.resolve(3) },
      clock,
    });
    return service.forRequest(contextFor(await users.findByEmail(email)));
  };

  it('refuses customers, finds an order by the buyer\'s name, and cancels a participant with the fee of the terms, the mail and the audit entry', async () => {
    const db = database.db;
    const [event] = await upcomingEvents(db, 1, { afterDays: 20 });
    const eventId = event!.eventId;
    await setCapacity(db, eventId, 2);
    const services = orderServices(db, fixedClock(CART_TEST_NOW));
    const placed = await services.bookSeats.run(jonasOrderHeader('online'), [{ eventId, requests: [seat('Anna', 'Sorglos'), seat('Bert', 'Sorglos')] }]);
    if (E.isLeft(placed)) throw new Error(JSON.stringify(placed.left));
    const waiting = await services.bookSeats.run(jonasOrderHeader('online'), [{ eventId, requests: [seat('Carla', 'Wartend')] }]);
    if (E.isLeft(waiting)) throw new Error(JSON.stringify(waiting.left));
    const { orderNumber } = placed.right;

    const customer = await (await deskFor(JONAS.email)).orders({ q: 'Weber' })();
    expect(E.isLeft(customer) && customer.left._tag).toBe('Forbidden');

    const desk = await deskFor('kundenservice@example.org');
    const found = await desk.orders({ q: 'jonas weber', status: 'gebucht' })();
    if (E.isLeft(found)) throw new Error(JSON.stringify(found.left));
    expect(found.right.orders.map((order) => order.orderNumber)).toContain(orderNumber);
    const byParticipant = await desk.orders({ q: 'Sorglos' })();
    expect(E.isRight(byParticipant) && byParticipant.right.orders.map((order) => order.orderNumber)).toEqual([orderNumber]);

    const detail = await desk.order(orderNumber)();
    if (E.isLeft(detail)) throw new Error(JSON.stringify(detail.left));
    const anna = detail.right.participants.find((participant) => participant.firstname === 'Anna')!;
    expect(anna.actions).toEqual(['stornieren', 'ersetzen']);
    expect(detail.right.history[0]?.text).toContain('Bestellung online aufgegeben');

    const share = cancellationShare('booked', event!.startDate, CART_TEST_NOW);
    const preview = await desk.cancellationPreview(orderNumber, anna.participantId)();
    if (E.isLeft(preview)) throw new Error(JSON.stringify(preview.left));
    expect(preview.right).toMatchObject({ share, fee: cancellationFee(anna.price, share) });
    expect(preview.right.waiting.map((entry) => entry.name)).toEqual(['Carla Wartend']);

    const cancelled = await desk.cancelParticipant(orderNumber, anna.participantId, preview.right.waiting[0]!.entryId)();
    expect(E.isRight(cancelled)).toBe(true);
    // The participant hears of it, with the fee.
    const [mail] = await db.select({ payload: outbox.payload }).from(outbox).where(eq(outbox.kind, 'participant_cancelled'));
    expect(mail?.payload).toMatchObject({ orderNumber, participant: { email: 'anna@example.org' }, share, fee: cancellationFee(anna.price, share) });
    // The chosen entry got the freed seat.
    const [entry] = await db.select({ status: waitlistEntries.status }).from(waitlistEntries).where(eq(waitlistEntries.entryId, preview.right.waiting[0]!.entryId));
    expect(entry?.status).toBe('offered');
    const [logged] = await db.select().from(auditLog).where(eq(auditLog.action, 'order.participant.cancel'));
    expect(logged).toMatchObject({ subject: orderNumber, actorEmail: 'kundenservice@example.org' });
    expect(logged?.details).toMatchObject({ status: 'gebucht → storniert' });

    const after = await desk.order(orderNumber)();
    if (E.isLeft(after)) throw new Error(JSON.stringify(after.left));
    expect(after.right.participants.find((participant) => participant.participantId === anna.participantId)).toMatchObject({ status: 'cancelled', actions: [] });
    expect(after.right.history.map((line) => line.text)).toEqual(expect.arrayContaining([expect.stringContaining('Teilnahme storniert durch kundenservice@example.org'), expect.stringContaining('E-Mail „Stornierung“ an anna@example.org')]));

    // A second cancellation is refused and logs nothing.
    const again = await desk.cancelParticipant(orderNumber, anna.participantId, undefined)();
    expect(E.isLeft(again) && again.left._tag).toBe('Conflict');
    expect(await db.select().from(auditLog).where(eq(auditLog.action, 'order.participant.cancel'))).toHaveLength(1);
  });

  it('substitutes, books and extends a reservation for the customer, each logged', async () => {
    const db = database.db;
    const [, event] = await upcomingEvents(db, 2, { afterDays: 30 });
    const services = orderServices(db, fixedClock(CART_TEST_NOW));
    const placed = await services.bookSeats.run({ ...jonasOrderHeader('reservierung'), billing: { company: 'Modell GmbH', street: 'Hauptstraße', streetNumber: '1', postalCode: '10115', city: 'Berlin' } }, [
      { eventId: event!.eventId, requests: [seat('Dora', 'Reserviert', 'Reservierung'), seat('Emil', 'Reserviert', 'Reservierung')] },
    ]);
    if (E.isLeft(placed)) throw new Error(JSON.stringify(placed.left));
    const { orderNumber } = placed.right;
    const desk = await deskFor('kundenservice@example.org');
    const [dora, emil] = placed.right.lines[0]!.seats.map((each) => each.participantId);

    const badSubstitute = await desk.substituteParticipant(orderNumber, dora!, { salutation: 'Frau', firstname: '', lastname: 'Neu', email: 'kein-mail' })();
    expect(E.isLeft(badSubstitute) && badSubstitute.left._tag === 'Invalid' && Object.keys(badSubstitute.left.fieldErrors).sort()).toEqual(['email', 'firstname']);
    expect(E.isRight(await desk.substituteParticipant(orderNumber, dora!, { salutation: 'Frau', firstname: 'Frida', lastname: 'Neu', email: 'frida@example.org' })())).toBe(true);

    const extended = await desk.extendReservation(orderNumber, emil!, { bis: event!.startDate.toZonedDateTimeISO('Europe/Berlin').toPlainDate().subtract({ days: 1 }) })();
    expect(E.isRight(extended)).toBe(true);
    const tooLate = await desk.extendReservation(orderNumber, emil!, { bis: event!.startDate.toZonedDateTimeISO('Europe/Berlin').toPlainDate().add({ days: 1 }) })();
    expect(E.isLeft(tooLate) && tooLate.left._tag === 'Invalid' && tooLate.left.fieldErrors.bis).toBeTruthy();

    expect(E.isRight(await desk.bookReservation(orderNumber, emil!)())).toBe(true);
    const detail = await desk.order(orderNumber)();
    if (E.isLeft(detail)) throw new Error(JSON.stringify(detail.left));
    expect(detail.right.participants.map((participant) => [participant.firstname, participant.status])).toEqual([
      ['Frida', 'reserved'],
      ['Emil', 'booked'],
    ]);
    const actions = (await db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.subject, orderNumber))).map((row) => row.action);
    expect(actions).toEqual(['order.participant.substitute', 'order.reservation.extend', 'order.reservation.book']);
    // Someone else's participant is unknown on this order's page.
    const other = await desk.bookReservation('2026-999999', emil!)();
    expect(E.isLeft(other) && other.left._tag).toBe('NotFound');
  });

  it('resends the confirmation as it was, and counts on the dashboard', async () => {
    const db = database.db;
    const desk = await deskFor('kundenservice@example.org');
    const board = await desk.dashboard()();
    if (E.isLeft(board)) throw new Error(JSON.stringify(board.left));
    expect(board.right.openRequests).toBe(3);
    expect(board.right.comingDates.length).toBeGreaterThan(0);
    const [event] = await upcomingEvents(db, 1, { afterDays: 50 });
    const placed = await orderServices(db, fixedClock(CART_TEST_NOW)).bookSeats.run(jonasOrderHeader('online'), [{ eventId: event!.eventId, requests: [seat('Fritz', 'Bestätigt')] }]);
    if (E.isLeft(placed)) throw new Error(JSON.stringify(placed.left));
    const { orderNumber } = placed.right;
    expect(E.isRight(await desk.resendConfirmation(orderNumber)())).toBe(true);
    const copies = await db.select({ payload: outbox.payload }).from(outbox).where(eq(outbox.kind, 'order_confirmation'));
    expect(copies.filter((row) => (row.payload as { orderNumber: string }).orderNumber === orderNumber)).toHaveLength(2);
  });
});
