import * as E from 'fp-ts/Either';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { SEMINAR_DATE_MESSAGES as M } from './messages';
import { checkSeminarDate, isOneDayDate, type SeminarDateFacts, type SeminarDateText } from './seminar-date';

const NOW = Temporal.Instant.from('2026-11-29T10:00:00Z');
const NEW: SeminarDateFacts = { now: NOW, seatsTaken: 0, storedStart: null, modules: [], isKnownHotel: (id) => id === 12 };
const PRESENCE: SeminarDateText = {
  startDate: '2027-03-02 09:00',
  endDate: '2027-03-04 16:00',
  kind: 'presence',
  hotelId: '12',
  capacity: '16',
  price: '1290,00',
  priceParticipantTwo: '1190.5',
};

/** Two modules at hotel 12 that span PRESENCE's start and end. */
const TWO_MODULES = [
  { startDate: Temporal.Instant.from('2027-03-02T08:00:00Z'), endDate: Temporal.Instant.from('2027-03-02T15:00:00Z'), hotelId: 12 },
  { startDate: Temporal.Instant.from('2027-03-04T08:00:00Z'), endDate: Temporal.Instant.from('2027-03-04T15:00:00Z'), hotelId: 12 },
] as const;

const errorsOf = (text: SeminarDateText, facts: SeminarDateFacts = NEW) => {
  const result = checkSeminarDate(text, facts);
  return E.isLeft(result) ? result.left : {};
};

describe('checkSeminarDate', () => {
  it('reads a valid presence date: Berlin wall clock, cents, and tiers left empty fall back', () => {
    const result = checkSeminarDate(PRESENCE, NEW);
    expect(result).toEqual(
      E.right({
        startDate: Temporal.Instant.from('2027-03-02T08:00:00Z'),
        endDate: Temporal.Instant.from('2027-03-04T15:00:00Z'),
        kind: 'presence',
        hotelId: 12,
        capacity: 16,
        prices: { price: 129000, priceParticipantTwo: 119050 },
        published: true,
      }),
    );
  });

  it('capacity never below the seats taken', () => {
    expect(errorsOf({ ...PRESENCE, capacity: '5' }, { ...NEW, seatsTaken: 6, storedStart: Temporal.Instant.from('2027-03-02T08:00:00Z') })).toEqual({ capacity: M.capacityBelowTaken(6) });
    expect(M.capacityBelowTaken(6)).toBe('Die Kapazität darf nicht unter den bereits vergebenen Plätzen liegen (6 vergeben).');
    expect(errorsOf({ ...PRESENCE, capacity: '0' })).toEqual({ capacity: M.capacityFormat });
    expect(errorsOf({ ...PRESENCE, capacity: '12,5' })).toEqual({ capacity: M.capacityFormat });
  });

  it('end after start', () => {
    expect(errorsOf({ ...PRESENCE, endDate: '2027-03-02 09:00' })).toEqual({ endDate: M.endBeforeStart });
    expect(errorsOf({ ...PRESENCE, endDate: '01.03.2027 16:00' })).toEqual({ endDate: M.endBeforeStart });
  });

  it('the one-day rule: a declared one-day date is not online and ends on its first day', () => {
    const oneDay = { ...PRESENCE, endDate: '2027-03-02 16:00', oneDay: 'ja' };
    expect(errorsOf(oneDay)).toEqual({});
    expect(errorsOf({ ...PRESENCE, oneDay: 'ja' })).toEqual({ endDate: M.oneDayAcrossDays });
    expect(errorsOf({ ...oneDay, kind: 'online', hotelId: '' })).toEqual({ oneDay: M.oneDayOnline });
    expect(errorsOf({ ...oneDay, oneDay: 'nein' })).toEqual({ oneDay: M.notOneDay });
    expect(errorsOf({ ...oneDay, oneDay: 'vielleicht' })).toEqual({ oneDay: M.oneDayFormat });
  });

  it('an online date has no venue; 522 and -1 mean none; a presence date needs a known one', () => {
    const online = { ...PRESENCE, kind: 'online' };
    expect(errorsOf(online)).toEqual({ hotelId: M.onlineWithVenue });
    for (const none of ['', '522', '-1']) expect(errorsOf({ ...online, hotelId: none })).toEqual({});
    expect(errorsOf({ ...PRESENCE, hotelId: '522' })).toEqual({ hotelId: M.venueMissing });
    expect(errorsOf({ ...PRESENCE, hotelId: '99' })).toEqual({ hotelId: M.venueUnknown });
    expect(errorsOf({ ...PRESENCE, hotelId: 'Hotel' })).toEqual({ hotelId: M.venueFormat });
    expect(errorsOf({ ...PRESENCE, kind: 'series' })).toEqual({ kind: M.seriesWithoutModules });
    expect(errorsOf({ ...PRESENCE, kind: 'series' }, { ...NEW, modules: [TWO_MODULES[0], TWO_MODULES[1]] })).toEqual({});
    expect(errorsOf({ ...PRESENCE, kind: 'hybrid' })).toEqual({ kind: M.kindUnknown });
  });

  it('a date with modules starts with the first, ends with the last, and is held where they say: a row cannot say otherwise', () => {
    const series = { ...PRESENCE, kind: 'series' };
    const withModules = { ...NEW, modules: [...TWO_MODULES] };
    expect(errorsOf({ ...series, startDate: '2027-03-01 09:00' }, withModules)).toEqual({ startDate: M.timesFromModules });
    expect(errorsOf({ ...series, endDate: '2027-03-05 16:00' }, withModules)).toEqual({ endDate: M.timesFromModules });
    expect(errorsOf({ ...series, kind: 'presence' }, withModules)).toEqual({ kind: M.kindFromModules });
    expect(errorsOf({ ...series, hotelId: '13' }, { ...withModules, isKnownHotel: () => true })).toEqual({ hotelId: M.venueFromModules });
    // Every module online: the date is online, without a venue.
    const online = TWO_MODULES.map((module) => ({ ...module, hotelId: null }));
    expect(errorsOf({ ...series, kind: 'online', hotelId: '' }, { ...NEW, modules: online })).toEqual({});
  });

  it('a series ending in the autumn\'s doubled hour matches its row: the text cannot say which of the two instants', () => {
    // 01:30Z on 31.10.2027 is the second 02:30 in Berlin; the text "2027-10-31 02:30" reads as the first.
    const module = { startDate: Temporal.Instant.from('2027-10-30T07:00:00Z'), endDate: Temporal.Instant.from('2027-10-31T01:30:00Z'), hotelId: 12 };
    expect(errorsOf({ ...PRESENCE, kind: 'series', startDate: '2027-10-30 09:00', endDate: '2027-10-31 02:30' }, { ...NEW, modules: [module] })).toEqual({});
  });

  it('no new date in the past; a stored past date may be corrected but not moved into the past', () => {
    const past = { ...PRESENCE, startDate: '2026-11-28 09:00', endDate: '2026-11-28 16:00' };
    expect(errorsOf(past)).toEqual({ startDate: M.startInPast });
    const stored = { ...NEW, storedStart: Temporal.Instant.from('2026-11-28T08:00:00Z') };
    expect(errorsOf(past, stored)).toEqual({});
    expect(errorsOf({ ...past, startDate: '2026-11-27 09:00' }, stored)).toEqual({ startDate: M.startInPast });
  });

  it('prices in euros with at most two decimals; the base price is required', () => {
    expect(errorsOf({ ...PRESENCE, price: 'abc' })).toEqual({ price: M.priceFormat });
    expect(errorsOf({ ...PRESENCE, price: '' })).toEqual({ price: M.priceMissing });
    expect(errorsOf({ ...PRESENCE, priceParticipantThree: '12,345' })).toEqual({ priceParticipantThree: M.priceFormat });
    expect(errorsOf({ ...PRESENCE, priceParticipantFive: '1.290,00' })).toEqual({ priceParticipantFive: M.priceFormat });
  });

  it('published unless it says "nein"; anything but ja/nein is refused at the field', () => {
    const published = (text: string | undefined) => {
      const result = checkSeminarDate({ ...PRESENCE, published: text }, NEW);
      return E.isRight(result) ? result.right.published : result.left;
    };
    expect(published(undefined)).toBe(true);
    expect(published('')).toBe(true);
    expect(published('nein')).toBe(false);
    expect(published('Ja')).toBe(true);
    expect(published('vielleicht')).toEqual({ published: M.publishedFormat });
  });

  it('names every bad field at once, and refuses a time the spring gap skips', () => {
    expect(Object.keys(errorsOf({ startDate: '2027-03-28 02:30', endDate: 'morgen', kind: 'presence', capacity: 'x', price: 'abc' })).sort()).toEqual(
      ['capacity', 'endDate', 'hotelId', 'price', 'startDate'],
    );
  });

  it('isOneDayDate: presence on one Berlin day (23:30 UTC is already the next day in Berlin)', () => {
    const start = Temporal.Instant.from('2027-03-02T08:00:00Z');
    expect(isOneDayDate({ kind: 'presence', startDate: start, endDate: Temporal.Instant.from('2027-03-02T22:30:00Z') })).toBe(true);
    expect(isOneDayDate({ kind: 'presence', startDate: start, endDate: Temporal.Instant.from('2027-03-02T23:30:00Z') })).toBe(false);
    expect(isOneDayDate({ kind: 'online', startDate: start, endDate: start.add({ hours: 2 }) })).toBe(false);
  });
});
