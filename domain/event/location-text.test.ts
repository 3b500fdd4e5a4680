import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { cents } from '../money/money';
import type { EventHotel, EventModule, SeminarEvent } from './event';
import { distinctInOrder, joinWithUnd, locationText, ONLINE_LOCATION_TEXT } from './location-text';

const at = (iso: string): Temporal.Instant => Temporal.Instant.from(iso);

const hotel = (hotelId: number, place: string): EventHotel => ({ hotelId, name: `Hotel ${place}`, location: { name: place } });

const module = (hotelId: number, venue: EventHotel | null): EventModule => ({
  hotelId,
  hotel: venue,
  startDate: at('2027-03-12T08:00:00Z'),
  endDate: at('2027-03-12T15:00:00Z'),
});

const at17 = (place: string): EventModule => module(17, hotel(17, place));

const event = (overrides: Partial<SeminarEvent>): SeminarEvent => ({
  eventId: 4711,
  startDate: at('2027-03-12T08:00:00Z'),
  endDate: at('2027-03-14T15:30:00Z'),
  isOnlineEvent: false,
  hotel: hotel(17, 'Berlin'),
  modules: [],
  theme: {
    themeId: 12,
    actionField: { name: 'Betriebsratsarbeit', rubric: { name: 'Ausbildungen' } },
    redirectUrl: '/seminare/t/betriebsratsvorsitz',
  },
  content: { title: 'Die Betriebsratsvorsitzenden', prices: { price: cents(129000) } },
  recipients: [],
  ...overrides,
});

describe('joinWithUnd', () => {
  it('joins German style with commas and und before the last', () => {
    expect(joinWithUnd([])).toBe('');
    expect(joinWithUnd(['Berlin'])).toBe('Berlin');
    expect(joinWithUnd(['Berlin', 'Hamburg'])).toBe('Berlin und Hamburg');
    expect(joinWithUnd(['Berlin', 'Hamburg', 'München'])).toBe('Berlin, Hamburg und München');
  });
});

describe('distinctInOrder', () => {
  it('keeps the first occurrence of each name', () => {
    expect(distinctInOrder(['Hamburg', 'Berlin', 'Hamburg', 'München', 'Berlin'])).toEqual(['Hamburg', 'Berlin', 'München']);
  });
});

describe('locationText', () => {
  it('shows an online series as its number of sessions', () => {
    const modules = [1, 2, 3, 4, 5, 6].map(() => module(522, null));
    expect(locationText(event({ isOnlineEvent: true, hotel: null, modules }))).toBe('6 Online-Sitzungen');
  });

  it('counts the sessions of a series whose modules all lack a presence venue', () => {
    expect(locationText(event({ modules: [module(522, null), module(-1, null)] }))).toBe('2 Online-Sitzungen');
  });

  it('shows a plain online seminar as Online', () => {
    expect(ONLINE_LOCATION_TEXT).toBe('Online');
    expect(locationText(event({ isOnlineEvent: true, hotel: null }))).toBe('Online');
  });

  it('shows a presence seminar at its hotel place', () => {
    expect(locationText(event({ hotel: hotel(17, 'Bad Honnef ') }))).toBe('Bad Honnef');
  });

  it('shows a series at one place once', () => {
    expect(locationText(event({ modules: [at17('Berlin'), at17('Berlin')] }))).toBe('Berlin');
  });

  it('lists the distinct places of a series in the order first seen', () => {
    expect(locationText(event({ modules: [at17('Berlin'), at17('Hamburg'), at17('Berlin')] }))).toBe('Berlin und Hamburg');
    expect(locationText(event({ modules: [at17('Berlin'), at17('Hamburg'), at17('München'), at17('Hamburg')] }))).toBe(
      'Berlin, Hamburg und München',
    );
  });

  it('leaves out online modules and modules without a named hotel', () => {
    const modules = [module(522, hotel(522, 'Köln')), at17('Leipzig'), module(18, null), at17(' '), at17('Dresden')];
    expect(locationText(event({ modules }))).toBe('Leipzig und Dresden');
  });

  it('falls back to the event hotel when no presence module names a place', () => {
    expect(locationText(event({ hotel: hotel(3, 'Lübeck'), modules: [module(18, null)] }))).toBe('Lübeck');
  });
});
