import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { cents } from '../money/money';
import type { EventHotel, EventModule, SeminarEvent } from './event';
import { eventKind, eventKindName, isOneDay, isOnline, isPresenceModule, isPresenceVenue, trackingVariant } from './event-kind';

const at = (iso: string): Temporal.Instant => Temporal.Instant.from(iso);

const hotel = (hotelId: number, place: string): EventHotel => ({ hotelId, name: `Hotel ${place}`, location: { name: place } });

const berlin = hotel(17, 'Berlin');

const module = (hotelId: number, venue: EventHotel | null): EventModule => ({
  hotelId,
  hotel: venue,
  startDate: at('2027-03-12T08:00:00Z'),
  endDate: at('2027-03-12T15:00:00Z'),
});

const event = (overrides: Partial<SeminarEvent>): SeminarEvent => ({
  eventId: 4711,
  startDate: at('2027-03-12T08:00:00Z'),
  endDate: at('2027-03-12T15:30:00Z'),
  isOnlineEvent: false,
  hotel: berlin,
  modules: [],
  theme: {
    themeId: 12,
    actionField: { name: 'Betriebsratsarbeit', rubric: { name: 'Grundlagenseminare' } },
    redirectUrl: '/seminare/t/betriebsverfassungsrecht',
  },
  content: { title: 'Betriebsverfassungsrecht Teil I', prices: { price: cents(129000) } },
  recipients: [],
  ...overrides,
});

describe('isPresenceVenue', () => {
  it('treats venue ids 522 and -1 as no presence venue', () => {
    expect(isPresenceVenue(522)).toBe(false);
    expect(isPresenceVenue(-1)).toBe(false);
    expect(isPresenceVenue(17)).toBe(true);
    expect(isPresenceVenue(0)).toBe(true);
    expect(isPresenceModule(module(522, berlin))).toBe(false);
    expect(isPresenceModule(module(17, berlin))).toBe(true);
  });
});

describe('eventKind', () => {
  it('is online when the event says so, even with a hotel', () => {
    expect(eventKind(event({ isOnlineEvent: true }))).toEqual({ type: 'online', sessionCount: 0 });
  });

  it('is online when there is no hotel', () => {
    expect(eventKind(event({ hotel: null }))).toEqual({ type: 'online', sessionCount: 0 });
  });

  it('is online when the hotel names no place', () => {
    expect(eventKind(event({ hotel: hotel(17, '  ') }))).toEqual({ type: 'online', sessionCount: 0 });
  });

  it('is online when the event hotel has venue id 522 or -1, even with a named place or presence modules', () => {
    expect(eventKind(event({ hotel: hotel(522, 'Berlin') }))).toEqual({ type: 'online', sessionCount: 0 });
    expect(eventKind(event({ hotel: hotel(-1, 'Berlin') }))).toEqual({ type: 'online', sessionCount: 0 });
    const modules = [module(17, berlin), module(522, null)];
    expect(eventKind(event({ hotel: hotel(-1, 'Berlin'), modules }))).toEqual({ type: 'online', sessionCount: 2 });
    expect(trackingVariant(event({ hotel: hotel(522, 'Berlin') }))).toBe('Online Seminare');
    expect(isOneDay(event({ hotel: hotel(522, 'Berlin') }))).toBe(false);
  });

  it('is an online series when every module lacks a presence venue, whatever the event hotel', () => {
    const modules = [module(522, null), module(-1, null), module(522, berlin)];
    expect(eventKind(event({ modules }))).toEqual({ type: 'online', sessionCount: 3 });
  });

  it('counts every module of an online event as a session', () => {
    const modules = [module(17, berlin), module(18, hotel(18, 'Hamburg'))];
    expect(eventKind(event({ isOnlineEvent: true, hotel: null, modules }))).toEqual({ type: 'online', sessionCount: 2 });
  });

  it('is a training series when at least one module has a real venue', () => {
    const presence = module(17, berlin);
    const kind = eventKind(event({ modules: [module(522, null), presence, module(-1, null)] }));
    expect(kind).toEqual({ type: 'trainingSeries', presenceModules: [presence], hotel: berlin });
  });

  it('is a presence seminar when it has a hotel and no modules', () => {
    expect(eventKind(event({}))).toEqual({ type: 'presenceSeminar', hotel: berlin });
  });
});

describe('trackingVariant', () => {
  it('names online, training series and presence seminar as the spec does', () => {
    expect(trackingVariant(event({ isOnlineEvent: true, hotel: null }))).toBe('Online Seminare');
    expect(trackingVariant(event({ modules: [module(522, null), module(-1, null)] }))).toBe('Online Seminare');
    expect(trackingVariant(event({ modules: [module(17, berlin)] }))).toBe('Ausbildungen');
    expect(trackingVariant(event({}))).toBe('Präsenz Seminare');
  });
});

describe('eventKindName', () => {
  it('names the three kinds in German for the portal', () => {
    expect(eventKindName(event({ isOnlineEvent: true, hotel: null }))).toBe('Online-Seminar');
    expect(eventKindName(event({ modules: [module(17, berlin)] }))).toBe('Ausbildung in Modulen');
    expect(eventKindName(event({}))).toBe('Präsenzseminar');
  });
});

describe('isOneDay', () => {
  it('holds for a presence seminar from 09:00 to 16:30 on one day', () => {
    expect(isOnline(event({}))).toBe(false);
    expect(isOneDay(event({}))).toBe(true);
  });

  it('does not hold for an online seminar on one day', () => {
    expect(isOnline(event({ isOnlineEvent: true }))).toBe(true);
    expect(isOneDay(event({ isOnlineEvent: true }))).toBe(false);
  });

  it('does not hold for a seminar over several days', () => {
    expect(isOneDay(event({ endDate: at('2027-03-14T15:30:00Z') }))).toBe(false);
  });

  it('does not hold when the end is past midnight in Berlin though still the same day in UTC', () => {
    expect(isOneDay(event({ endDate: at('2027-03-12T23:30:00Z') }))).toBe(false);
  });
});
