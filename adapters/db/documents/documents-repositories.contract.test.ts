import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleOrder } from '../../../application/mail/outbox-payloads.arbitraries';
import { fixedClock } from '../../clock/system-clock';
import { DrizzleOutbox } from '../../mail/drizzle-outbox';
import type { Database } from '../database';
import { hotels, overnightRates, rubrics, themes } from '../schema';
import { testDatabaseEngines } from '../testing/test-databases';
import { DrizzleDocumentsRepository } from './documents-repository';
import { OutboxOrderConfirmationRepository } from './order-confirmation-repository';

const venue = (hotelId: number, city: string) => ({
  hotelId,
  slug: `hotel-${String(hotelId)}`,
  name: `Hotel ${city}`,
  street: 'Hauptstraße 1',
  postalCode: '10115',
  city,
  locationName: city,
  locationId: hotelId,
});

describe.each(testDatabaseEngines().map((engine) => [engine.name, engine] as const))('documents repositories on %s', (_name, engine) => {
  let database: Database;

  beforeAll(async () => {
    database = await engine.open();
    const db = database.db;
    await db.insert(rubrics).values({ rubricId: 1, slug: 'grundlagen', name: 'Grundlagenseminare', description: '' });
    await db.insert(themes).values({
      themeId: 12,
      slug: 'betriebsrat-kompakt',
      title: 'Betriebsrat kompakt',
      subtitle: 'Alles Wichtige',
      description: 'Für neue Mitglieder.',
      rubricId: 1,
      actionField: 'Betriebsratsarbeit',
      redirectUrl: '/seminare/p/betriebsrat-kompakt',
      targetGroups: ['Betriebsratsmitglieder', 'Ersatzmitglieder'],
      tags: [],
    });
    await db.insert(hotels).values([venue(101, 'Berlin'), venue(102, 'Potsdam'), venue(103, 'Hamburg')]);
    await db.insert(overnightRates).values([
      { hotelId: 101, ratePerNight: 12400, description: 'Einzelzimmer inkl. Frühstück' },
      { hotelId: 103, ratePerNight: 9900, description: 'Einzelzimmer inkl. Frühstück' },
    ]);
  });

  afterAll(async () => {
    await database.close();
  });

  it('reads the nightly rates of the hotels asked for that have one', async () => {
    const repository = new DrizzleDocumentsRepository(database.db);
    expect(await repository.overnightRates([101, 102])).toEqual(new Map([[101, 12400]]));
    expect(await repository.overnightRates([])).toEqual(new Map());
  });

  it('finds a seminar by number and by URL name, with its rubric', async () => {
    const repository = new DrizzleDocumentsRepository(database.db);
    const expected = {
      themeId: 12,
      slug: 'betriebsrat-kompakt',
      title: 'Betriebsrat kompakt',
      subtitle: 'Alles Wichtige',
      description: 'Für neue Mitglieder.',
      targetGroups: ['Betriebsratsmitglieder', 'Ersatzmitglieder'],
      actionField: 'Betriebsratsarbeit',
      rubricName: 'Grundlagenseminare',
    };
    expect(await repository.findSeminar({ themeId: 12 })).toEqual(expected);
    expect(await repository.findSeminar({ slug: 'betriebsrat-kompakt' })).toEqual(expected);
    expect(await repository.findSeminar({ themeId: 13 })).toBeUndefined();
    expect(await repository.findSeminar({ slug: 'unbekannt' })).toBeUndefined();
  });

  it('reads confirmed orders back from the outbox, by number and as the last of a session', async () => {
    const clock = fixedClock(Temporal.Instant.from('2027-03-12T10:00:00Z'));
    const outbox = new DrizzleOutbox(database.db, clock);
    await outbox.enqueue(undefined, 'order_confirmation', { ...exampleOrder, orderNumber: 'IFB-2027-000001', sessionId: 's1' });
    clock.advance({ minutes: 1 });
    await outbox.enqueue(undefined, 'order_confirmation', { ...exampleOrder, orderNumber: 'IFB-2027-000002', sessionId: 's1' });
    await outbox.enqueue(undefined, 'waitlist_offer', {
      recipient: exampleOrder.customer,
      event: { eventId: 1, title: 'x', startDate: exampleOrder.orderedAt, endDate: exampleOrder.orderedAt, location: 'Berlin' },
      offerDeadline: exampleOrder.orderedAt,
    });
    const repository = new OutboxOrderConfirmationRepository(database.db);
    expect(await repository.findByNumber('IFB-2027-000001')).toEqual({ ...exampleOrder, orderNumber: 'IFB-2027-000001', sessionId: 's1' });
    expect((await repository.lastOfSession('s1'))?.orderNumber).toBe('IFB-2027-000002');
    expect(await repository.lastOfSession('s2')).toBeUndefined();
    expect(await repository.findByNumber('IFB-2027-000003')).toBeUndefined();
  });
});
