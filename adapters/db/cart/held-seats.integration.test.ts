import { and, eq } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLineTotals } from '../../../domain/cart/cart-totals';
import { fixedClock } from '../../clock/system-clock';
import type { Database } from '../database';
import { orderParticipants, outbox, waitlistEntries } from '../schema';
import { testDatabaseEngines } from '../testing/test-databases';
import { CART_TEST_NOW, JONAS, jonasOrderHeader, openSeededDatabase, setCapacity, singleUserAccount, upcomingEvents } from './cart-fixtures.testing';
import { orderServices } from './order-services.testing';

const JONAS_ACCOUNT = singleUserAccount(JONAS.userId, JONAS.email);
const colleague = (firstname: string) => ({ salutation: 'Frau', firstname, lastname: 'Kollegin', email: `${firstname.toLowerCase()}@example.org` });
const header = jonasOrderHeader('reservierung');

describe.each(testDatabaseEngines().map((engine) => [engine.name, engine] as const))('seats held for colleagues, on %s', (_name, engine) => {
  let database: Database;

  beforeAll(async () => {
    database = await openSeededDatabase(engine);
  }, 120_000);

  afterAll(async () => {
    await database.close();
  });

  it('are named one by one at their tier prices, given back one by one to the waiting list, and only named ones have papers', async () => {
    const db = database.db;
    const services = orderServices(db, fixedClock(CART_TEST_NOW));
    const [event] = await upcomingEvents(db, 1, { afterDays: 40 });
    const eventId = event!.eventId;
    await setCapacity(db, eventId, 3);
    const holder = { ...colleague('Halterin'), function: '', hotelOverNightOption: '', bookingType: 'Reservierung' as const };
    const reserved = await services.bookSeats.run(header, [{ eventId, requests: [{ ...holder, seats: 3 }] }]);
    if (E.isLeft(reserved)) throw new Error(JSON.stringify(reserved.left));
    const heldId = reserved.right.lines[0]!.seats[0]!.participantId;
    // One more waits for a seat.
    const waiting = await services.bookSeats.run({ ...header, channel: 'online' }, [{ eventId, requests: [{ ...colleague('Wartende'), function: '', hotelOverNightOption: '', bookingType: 'Buchung', seats: 1 }] }]);
    expect(E.isRight(waiting) && waiting.right.lines[0]!.seats[0]!.status).toBe('waitlisted');

    const found = await services.bookings.findRecipient(heldId);
    expect(found?.recipient).toMatchObject({ seats: 3, named: false, status: 'reserved' });
    // Held seats have no name to print: no papers yet.
    expect(await services.bookings.paperOf(JONAS_ACCOUNT, heldId)).toBeUndefined();

    const bookable = await services.store.bookables([eventId]);
    const tiers = cartLineTotals({ prices: bookable.get(eventId)!.prices, participants: 3 }).participantPrices;

    const anna = await services.bookings.nameHeldSeat(JONAS_ACCOUNT, heldId, colleague('Anna'))();
    if (E.isLeft(anna)) throw new Error(JSON.stringify(anna.left));
    expect(anna.right).toMatchObject({ firstname: 'Anna', seats: 1, named: true, status: 'reserved', price: tiers[0] });
    const ben = await services.bookings.nameHeldSeat(JONAS_ACCOUNT, heldId, colleague('Ben'))();
    if (E.isLeft(ben)) throw new Error(JSON.stringify(ben.left));
    expect(ben.right).toMatchObject({ firstname: 'Ben', seats: 1, named: true, price: tiers[1] });
    expect((await services.bookings.findRecipient(heldId))?.recipient).toMatchObject({ seats: 1, named: false, price: tiers[2] });
    // The named colleague hears of it, with the papers' links.
    const mails = await db.select({ payload: outbox.payload }).from(outbox).where(eq(outbox.kind, 'held_seat_named'));
    expect(mails.map((mail) => (mail.payload as { participant: { firstname: string } }).participant.firstname).sort()).toEqual(['Anna', 'Ben']);
    expect(await services.bookings.paperOf(JONAS_ACCOUNT, anna.right.recipientId)).toBeDefined();

    // Someone else's held seats are unknown to them.
    const stranger = await services.bookings.giveBackHeldSeat(singleUserAccount(999, 'fremd@example.org'), heldId)();
    expect(E.isLeft(stranger) && stranger.left._tag).toBe('NotFound');

    // The last held seat given back is free again, and offered to the waiting one at once.
    const givenBack = await services.bookings.giveBackHeldSeat(JONAS_ACCOUNT, heldId)();
    expect(E.isRight(givenBack) && givenBack.right.status).toBe('cancelled');
    const [entry] = await db.select({ status: waitlistEntries.status }).from(waitlistEntries).where(eq(waitlistEntries.eventId, eventId));
    expect(entry?.status).toBe('offered');
    // A named participant is no held seat: naming or giving it back is refused.
    const again = await services.bookings.giveBackHeldSeat(JONAS_ACCOUNT, anna.right.recipientId)();
    expect(E.isLeft(again) && again.left._tag).toBe('Conflict');

    // The order's seats: two named, one given back; its price is what the two named pay.
    const line = await db
      .select({ seats: orderParticipants.seats, price: orderParticipants.price, status: orderParticipants.status })
      .from(orderParticipants)
      .where(and(eq(orderParticipants.orderId, reserved.right.orderId), eq(orderParticipants.eventId, eventId)));
    expect(line.filter((row) => row.status === 'reserved').reduce((sum, row) => sum + row.price, 0)).toBe(tiers[0]! + tiers[1]!);
  });

  it('gives back one of several held seats at the price of the last position', async () => {
    const db = database.db;
    const services = orderServices(db, fixedClock(CART_TEST_NOW));
    const [, event] = await upcomingEvents(db, 2, { afterDays: 40 });
    const eventId = event!.eventId;
    const reserved = await services.bookSeats.run(header, [{ eventId, requests: [{ ...colleague('Gruppe'), function: '', hotelOverNightOption: '', bookingType: 'Reservierung', seats: 3 }] }]);
    if (E.isLeft(reserved)) throw new Error(JSON.stringify(reserved.left));
    const heldId = reserved.right.lines[0]!.seats[0]!.participantId;
    const tiers = cartLineTotals({ prices: (await services.store.bookables([eventId])).get(eventId)!.prices, participants: 3 }).participantPrices;
    const rest = await services.bookings.giveBackHeldSeat(JONAS_ACCOUNT, heldId)();
    expect(E.isRight(rest) && rest.right).toMatchObject({ seats: 2, named: false, price: tiers[0]! + tiers[1]! });
  });
});
