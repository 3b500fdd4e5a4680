import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartOwner } from '../../../application/cart/cart.repository';
import type { PlaceOrder } from '../../../application/orders/checkout';
import type { CheckoutResultWire } from '../../../application/orders/orders.codecs';
import type { NewAuditEntry } from '../../../application/audit/audit-log';
import { BookableProviderChanges, type CancelledBookable } from '../../../application/orders/provider-changes';
import { EMPTY_ORDER_OPTIONS } from '../../../domain/cart/order-options';
import { fixedClock } from '../../clock/system-clock';
import { DrizzleOutbox } from '../../mail/drizzle-outbox';
import { EventReads } from '../catalogue-events';
import type { Database } from '../database';
import { auditLog, orderParticipants, outbox, waitlistEntries } from '../schema';
import { testDatabaseEngines } from '../testing/test-databases';
import { CART_TEST_NOW, newSessionId, openSeededDatabase, person, setCapacity, upcomingEvents, type TestEvent } from './cart-fixtures.testing';
import { DrizzleCartRepository } from './cart-repository';
import { DrizzleOrderStore } from './order-store';
import { orderServices } from './order-services.testing';

const ADDRESS = { company: 'Muster Logistik GmbH', street: 'Hafenstraße', streetNumber: '12a', postalCode: '20457', city: 'Hamburg' };

describe.each(testDatabaseEngines().map((engine) => [engine.name, engine] as const))('a date the provider calls off or moves, on %s', (_name, engine) => {
  let database: Database;
  let clock: ReturnType<typeof fixedClock>;
  let carts: DrizzleCartRepository;
  let placeOrder: PlaceOrder;
  let changes: BookableProviderChanges;
  let events: readonly TestEvent[];

  beforeAll(async () => {
    database = await openSeededDatabase(engine);
    clock = fixedClock(CART_TEST_NOW);
    carts = new DrizzleCartRepository(database.db);
    placeOrder = orderServices(database.db, clock).placeOrder;
    changes = new BookableProviderChanges({ store: new DrizzleOrderStore(database.db), outbox: new DrizzleOutbox(database.db, clock), clock });
    events = await upcomingEvents(database.db, 2, { afterDays: 40 });
  }, 120_000);

  afterAll(async () => {
    await database.close();
  });

  const order = async (eventId: number, names: readonly string[], bookingType: 'Buchung' | 'Reservierung'): Promise<CheckoutResultWire> => {
    const sessionId = await newSessionId(database.db, null);
    const owner: CartOwner = { kind: 'session', sessionId };
    const cartId = await carts.ensure(owner, clock.now());
    await carts.addItem(cartId, eventId, clock.now());
    const itemId = (await carts.find(owner))!.items[0]!.cartItemId;
    for (const firstname of names) await carts.addRecipient(cartId, itemId, person(firstname, { bookingType }));
    await carts.saveOptions(cartId, { ...EMPTY_ORDER_OPTIONS, ...ADDRESS, acceptTerms: true }, clock.now());
    const answer = await placeOrder.run({ channel: 'online', idempotencyKey: randomUUID(), sessionId, owner, account: undefined, options: {} });
    if (E.isLeft(answer)) throw new Error(`checkout refused: ${answer.left.message}`);
    return answer.right;
  };

  const mailsFor = async (kind: 'bookable_cancelled' | 'bookable_moved', eventId: number) =>
    (await database.db.select().from(outbox).where(and(eq(outbox.kind, kind), sql`(${outbox.payload} -> 'event' ->> 'eventId')::int = ${eventId}`))).map(
      (row) => row.payload as { recipient: { firstname: string } },
    );

  it('calling a date off cancels every booking, reservation and waiting place without a fee, ends the waiting list, mails each participant once, and takes the date out of the catalogue', async () => {
    const eventId = events[0]!.eventId;
    await setCapacity(database.db, eventId, 2);
    await order(eventId, ['Anna'], 'Buchung');
    await order(eventId, ['Berta'], 'Reservierung');
    expect((await order(eventId, ['Carl'], 'Buchung')).participants[0]?.status).toBe('waitlisted');

    const entry = (ended: CancelledBookable): NewAuditEntry => ({
      at: CART_TEST_NOW,
      action: 'catalogue.date.cancel',
      actor: { userId: null, email: 'kundenservice@example.org' },
      origin: '127.0.0.1',
      via: 'session',
      subject: `Termin ${String(eventId)}`,
      details: { participants: ended.participants },
    });
    const logged = async () => database.db.select({ details: auditLog.details }).from(auditLog).where(eq(auditLog.subject, `Termin ${String(eventId)}`));
    const cancelled = await changes.cancelBookable(eventId, null, entry);
    expect(cancelled).toEqual(E.right({ eventId, participants: 3, waitingEntries: 0 }));
    // The audit entry went in with the cancellation, in its transaction.
    expect(await logged()).toEqual([{ details: { participants: 3 } }]);

    const participants = await database.db.select().from(orderParticipants).where(eq(orderParticipants.eventId, eventId));
    expect(participants.map((p) => [p.firstname, p.status, p.feeWaived])).toEqual([
      ['Anna', 'cancelled', true],
      ['Berta', 'cancelled', true],
      ['Carl', 'cancelled', true],
    ]);
    const open = await database.db.select().from(waitlistEntries).where(and(eq(waitlistEntries.eventId, eventId), sql`${waitlistEntries.status} in ('waiting', 'offered')`));
    expect(open).toEqual([]);
    expect((await mailsFor('bookable_cancelled', eventId)).map((mail) => mail.recipient.firstname).sort()).toEqual(['Anna', 'Berta', 'Carl']);
    // Listings leave it out; found by its id it reads as called off (orders and the portal name it).
    const reads = new EventReads(database.db);
    const start = events[0]!.startDate;
    const around = { startsAfter: start.subtract({ seconds: 1 }), startsBefore: start.add({ seconds: 1 }) };
    expect((await reads.search(around, { sort: 'date', offset: 0, limit: 100 })).events.map((e) => e.eventId)).not.toContain(eventId);
    expect((await reads.find(eventId))?.eventId).toBe(eventId);
    expect((await new DrizzleOrderStore(database.db).bookables([eventId])).get(eventId)?.cancelled).toBe(true);
    // Twice is refused, and nobody can book it any more.
    expect(E.isLeft(await changes.cancelBookable(eventId, null, entry))).toBe(true);
    expect(await logged()).toHaveLength(1);
    await expect(order(eventId, ['Dora'], 'Buchung')).rejects.toThrow('abgesagt');
  });

  it('a moved date mails each participant its new start and end and keeps every seat', async () => {
    const eventId = events[1]!.eventId;
    await order(eventId, ['Emil', 'Frida'], 'Buchung');
    const previous = { startDate: clock.now().add({ hours: 24 * 30 }), endDate: clock.now().add({ hours: 24 * 31 }) };
    expect(await changes.announceMove(eventId, previous)).toEqual(E.right(2));
    const mails = await mailsFor('bookable_moved', eventId);
    expect(mails.map((mail) => mail.recipient.firstname).sort()).toEqual(['Emil', 'Frida']);
    const participants = await database.db.select().from(orderParticipants).where(eq(orderParticipants.eventId, eventId));
    expect(participants.every((p) => p.status === 'booked')).toBe(true);
  });
});
