import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import type { EventHotel, EventModule, SeminarEvent } from '../event/event';
import type { Cents } from '../money/money';
import { cents } from '../money/money';
import type { OvernightRateOf } from './overnight-costs';

/** A night in a seminar hotel, 49–249 €, in whole euros as hotels price them. */
export const nightlyRate: fc.Arbitrary<Cents> = fc.integer({ min: 49, max: 249 }).map((euro) => cents(euro * 100));

/** Rates for some hotels: every missingEvery-th hotel id has none, the others differ by id. */
export const overnightRateOf: fc.Arbitrary<OvernightRateOf> = fc
  .record({ rate: nightlyRate, missingEvery: fc.integer({ min: 2, max: 5 }) })
  .map(({ rate, missingEvery }) => (hotelId: number) => {
    const key = Math.abs(hotelId);
    return key % missingEvery === 0 ? undefined : cents(rate + (key % 10) * 100);
  });

/** Every hotel has a rate: the same one for all. */
export const uniformRateOf: fc.Arbitrary<{ readonly rate: Cents; readonly rateOf: OvernightRateOf }> = nightlyRate.map((rate) => ({
  rate,
  rateOf: () => rate,
}));

/** Builders of hand-made events for the example tests of the overnight and calculator rules. */
export const at = (iso: string): Temporal.Instant => Temporal.Instant.from(iso);

export const hotel = (hotelId: number, place: string): EventHotel => ({ hotelId, name: `Hotel ${place}`, location: { name: place } });

export const module = (hotelId: number, venue: EventHotel | null, start: string, end: string): EventModule => ({
  hotelId,
  hotel: venue,
  startDate: at(start),
  endDate: at(end),
});

/** A presence seminar in Hamburg from Monday 09:00 to Wednesday 16:30 Berlin time: two nights. */
export const threeDaySeminar = (overrides: Partial<SeminarEvent> = {}): SeminarEvent => ({
  eventId: 10001,
  startDate: at('2027-03-08T08:00:00Z'),
  endDate: at('2027-03-10T15:30:00Z'),
  isOnlineEvent: false,
  hotel: hotel(103, 'Hamburg'),
  modules: [],
  theme: {
    themeId: 12,
    actionField: { name: 'Betriebsratsarbeit', rubric: { name: 'Grundlagenseminare' } },
    redirectUrl: '/seminare/p/betriebsverfassungsrecht-teil-i',
  },
  content: {
    title: 'Betriebsverfassungsrecht Teil I',
    prices: { price: cents(129000), priceParticipantTwo: cents(119000), priceParticipantThree: cents(109000) },
  },
  recipients: [],
  ...overrides,
});
