import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeTestOrder, soonestEvents } from '../../http-api/routes/portal-test-bookings';
import { JONAS, openSeededDatabase } from '../cart/cart-fixtures.testing';
import type { Database } from '../database';
import { orderParticipants } from '../schema';
import { testDatabaseEngines } from '../testing/test-databases';
import { DrizzleRetentionStore } from './drizzle-retention-store';

describe.each(testDatabaseEngines().map((engine) => [engine.name, engine] as const))('participants of past dates on %s', (_name, engine) => {
  let database: Database;
  let end: Temporal.Instant;
  let guestId: number;
  let accountId: number;

  beforeAll(async () => {
    database = await openSeededDatabase(engine);
    const [event] = await soonestEvents(database.db);
    end = Temporal.Instant.from(event?.endAt ?? '');
    [guestId = 0, accountId = 0] = await placeTestOrder(database.db, {
      userId: JONAS.userId,
      gremiumId: null,
      eventId: event?.eventId ?? 0,
      participants: [
        { firstname: 'Gerda', email: 'gerda.gast@example.net', hotelOverNightOption: 'Übernachtung mit Frühstück' },
        { firstname: 'Jonas', email: JONAS.email },
      ],
    });
  });

  afterAll(async () => {
    await database.close();
  });

  const participant = async (participantId: number) =>
    (await database.db.select().from(orderParticipants).where(eq(orderParticipants.participantId, participantId)))[0];

  it('keeps everything while the date has not passed the cutoff', async () => {
    expect(await new DrizzleRetentionStore(database.db)['past-participants'](end.subtract({ hours: 1 }))).toBe(0);
    expect(await participant(guestId)).toMatchObject({ email: 'gerda.gast@example.net', function: 'Mitglied' });
  });

  it('then reduces a participant without an account to what the invoice needs, and leaves an account holder alone', async () => {
    const store = new DrizzleRetentionStore(database.db);
    expect(await store['past-participants'](end)).toBe(1);
    expect(await participant(guestId)).toMatchObject({ firstname: 'Gerda', lastname: 'Muster', email: '', function: '', hotelOverNightOption: '' });
    expect(await participant(accountId)).toMatchObject({ email: JONAS.email, function: 'Mitglied' });
    // A second round finds nothing left to do.
    expect(await store['past-participants'](end.add({ hours: 24 }))).toBe(0);
  });
});
