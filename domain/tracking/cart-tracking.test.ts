import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import type { EventHotel, SeminarEvent } from '../event/event';
import { cents } from '../money/money';
import { participantCount, participantPositions } from '../pricing/participant-count';
import { addToCartEvent, removeFromCartEvent } from './cart-tracking-event';
import { cartTrackingRecord, cartTrackingRecords } from './cart-tracking-record';
import { participantLabel } from './participant-label';

const berlin = (dateTime: string): Temporal.Instant =>
  Temporal.PlainDateTime.from(dateTime).toZonedDateTime('Europe/Berlin').toInstant();

const hamburg: EventHotel = { hotelId: 311, name: 'Hotel Stadtmitte', location: { name: 'Hamburg' } };

const presenceSeminar: SeminarEvent = {
  eventId: 4711,
  startDate: berlin('2027-03-12T09:00'),
  endDate: berlin('2027-03-14T16:30'),
  isOnlineEvent: false,
  hotel: hamburg,
  modules: [],
  theme: {
    themeId: 17,
    actionField: { name: 'Betriebsratsarbeit', rubric: { name: 'Grundlagenseminare' } },
    redirectUrl: '/seminare/t/betriebsverfassungsrecht',
  },
  content: {
    title: 'Betriebsverfassungsrecht Teil I',
    prices: {
      price: cents(129000),
      priceParticipantTwo: cents(119000),
      priceParticipantThree: cents(109950),
    },
  },
  recipients: [],
};

const onlineSeminar: SeminarEvent = {
  ...presenceSeminar,
  eventId: 815,
  startDate: berlin('2026-11-05T09:00'),
  endDate: berlin('2026-11-05T16:00'),
  isOnlineEvent: true,
  hotel: null,
  content: { title: 'Protokollführung im Betriebsrat', prices: { price: cents(49500) } },
};

const trainingSeries: SeminarEvent = {
  ...presenceSeminar,
  eventId: 9001,
  startDate: berlin('2027-01-18T09:00'),
  endDate: berlin('2027-06-25T13:00'),
  modules: [
    { hotelId: 311, hotel: hamburg, startDate: berlin('2027-01-18T09:00'), endDate: berlin('2027-01-22T13:00') },
    { hotelId: 311, hotel: hamburg, startDate: berlin('2027-06-21T09:00'), endDate: berlin('2027-06-25T13:00') },
  ],
  content: { title: 'Die Betriebsratsvorsitzenden', prices: { price: cents(399000) } },
};

const n = participantCount;

describe('participant label', () => {
  it("numbers participants as '1. Teilnehmer', '2. Teilnehmer' …", () => {
    expect(participantLabel(n(1))).toBe('1. Teilnehmer');
    expect(participantLabel(n(2))).toBe('2. Teilnehmer');
    expect(participantLabel(n(12))).toBe('12. Teilnehmer');
  });
});

describe('cart tracking record', () => {
  it('describes the first participant of a presence seminar over several days', () => {
    expect(cartTrackingRecord(presenceSeminar, n(1))).toEqual({
      item_name: 'Betriebsverfassungsrecht Teil I',
      item_id: '4711',
      price: 1290,
      currency: 'EUR',
      item_category: 'Seminare',
      item_variant: 'Präsenz Seminare',
      quantity: 1,
      seminartermin: '12.03.2027 bis 14.03.2027',
    });
  });

  it('prices each participant at the tier of their position, in decimal euro', () => {
    const records = cartTrackingRecords(presenceSeminar, participantPositions(n(4)));
    expect(records.map((record) => record.price)).toEqual([1290, 1190, 1099.5, 1099.5]);
  });

  it('gives a one-day online seminar a single date', () => {
    expect(cartTrackingRecord(onlineSeminar, n(1))).toMatchObject({
      item_name: 'Protokollführung im Betriebsrat',
      item_id: '815',
      price: 495,
      item_variant: 'Online Seminare',
      seminartermin: '05.11.2026',
    });
  });

  it("marks a training series as 'Ausbildungen' with its whole span as the date", () => {
    expect(cartTrackingRecord(trainingSeries, n(2))).toMatchObject({
      item_variant: 'Ausbildungen',
      price: 3990,
      seminartermin: '18.01.2027 bis 25.06.2027',
    });
  });

  it('takes the date on the Berlin calendar day, not the UTC day', () => {
    // 00:30 in Berlin is still the previous day in UTC.
    const lateStart = { ...onlineSeminar, startDate: berlin('2026-11-05T00:30'), endDate: berlin('2026-11-05T08:00') };
    expect(cartTrackingRecord(lateStart, n(1)).seminartermin).toBe('05.11.2026');
  });
});

describe('cart tracking events', () => {
  it('puts added participants into a GA4 add_to_cart event with their summed value', () => {
    expect(addToCartEvent(presenceSeminar, participantPositions(n(3)))).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'EUR',
        value: 3579.5,
        items: cartTrackingRecords(presenceSeminar, participantPositions(n(3))),
      },
    });
  });

  it('tracks a participant added later at their own position only', () => {
    const added = addToCartEvent(presenceSeminar, [n(2)]);
    expect(added.ecommerce.value).toBe(1190);
    expect(added.ecommerce.items).toHaveLength(1);
  });

  it('puts removed participants into a GA4 remove_from_cart event', () => {
    const removed = removeFromCartEvent(onlineSeminar, participantPositions(n(2)));
    expect(removed.event).toBe('remove_from_cart');
    expect(removed.ecommerce.value).toBe(990);
    expect(removed.ecommerce.items.map((item) => item.item_id)).toEqual(['815', '815']);
  });
});
