import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { cents } from '../../domain/money/money';
import { VALIDATION_MESSAGES } from '../../domain/validation/messages';
import type { Venue } from '../../domain/venue/venue';
import type { NewAuditEntry } from '../audit/audit-log';
import { EDITOR, fixedClock } from './testing/catalogue-fixture';
import { VenueDeskService } from './venue-desk.service';
import type { StoredVenue, VenueStore } from './venue-store';

const ALSTERKONTOR: StoredVenue = {
  hotelId: 104,
  slug: 'hotel-alsterkontor',
  hasImage: false,
  venue: { name: 'Hotel Alsterkontor', street: 'Ferdinandstraße 41', postalCode: '20095', city: 'Hamburg', overnight: { ratePerNight: cents(11900), description: 'Einzelzimmer inkl. Frühstück' } },
};

const setup = () => {
  const stored = new Map<number, StoredVenue>([[104, ALSTERKONTOR]]);
  const audit: NewAuditEntry[] = [];
  let cleared = 0;
  const store: VenueStore = {
    list: () => Promise.resolve([]),
    find: (hotelId) => Promise.resolve(stored.get(hotelId)),
    update: (hotelId, venue: Venue, entry) => {
      stored.set(hotelId, { ...ALSTERKONTOR, venue });
      audit.push(entry);
      return Promise.resolve();
    },
  };
  const desk = new VenueDeskService({
    store,
    listener: { catalogueChanged: () => Promise.resolve(void (cleared += 1)) },
    clock: fixedClock,
    users: { findById: (userId) => Promise.resolve(userId === 10 ? ({ userId: 10, email: EDITOR.actor.email } as never) : undefined) },
  }).forEditor({ userId: 10, via: 'session' }, '127.0.0.1');
  return { stored, audit, desk, cleared: () => cleared };
};

describe('the venue desk', () => {
  it('changes a venue\'s overnight price, logs before → after with who, and clears the caches', async () => {
    const { desk, stored, audit, cleared } = setup();
    expect(await desk.changeVenue(104, { ratePerNight: '124,50' })()).toEqual(E.right({ hotelId: 104, changed: ['ratePerNight'] }));
    expect(stored.get(104)?.venue.overnight).toEqual({ ratePerNight: cents(12450), description: 'Einzelzimmer inkl. Frühstück' });
    expect(audit).toEqual([
      expect.objectContaining({ action: 'catalogue.venue.update', actor: EDITOR.actor, subject: 'Veranstaltungsort 104 (Hotel Alsterkontor)', details: { ratePerNight: '119,00 → 124,50' } }),
    ]);
    expect(cleared()).toBe(1);
  });

  it('refuses a bad postal code with the site\'s message at the field and keeps the venue; saving it unchanged writes nothing', async () => {
    const { desk, stored, audit, cleared } = setup();
    expect(await desk.changeVenue(104, { postalCode: '2009' })()).toEqual(E.left(expect.objectContaining({ _tag: 'Invalid', fieldErrors: { postalCode: VALIDATION_MESSAGES.postalCodeInvalid } })));
    expect(await desk.changeVenue(104, { name: 'Hotel Alsterkontor' })()).toEqual(E.right({ hotelId: 104, changed: [] }));
    expect(stored.get(104)).toEqual(ALSTERKONTOR);
    expect(audit).toEqual([]);
    expect(cleared()).toBe(0);
    expect(await desk.venue(1)()).toEqual(E.left(expect.objectContaining({ _tag: 'NotFound' })));
  });
});
