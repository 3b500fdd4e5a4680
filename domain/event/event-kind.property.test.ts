import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { isCents } from '../money/money';
import { cartDateText } from '../calendar/calendar';
import {
  noPresenceHotel,
  noPresenceHotelId,
  onlineSeminarEvent,
  onlineSeriesEvent,
  presenceHotelId,
  presenceSeminarEvent,
  seminarEvent,
  trainingSeriesEvent,
} from './event.arbitraries';
import { eventKind, isOneDay, isOnline, isPresenceVenue, trackingVariant } from './event-kind';

describe('event kind properties', () => {
  it('every generated event starts before it ends, within 2025–2030, with whole-cent prices', () => {
    fc.assert(
      fc.property(seminarEvent, (event) => {
        expect(Temporal.Instant.compare(event.startDate, event.endDate)).toBe(-1);
        expect(event.startDate.toString() >= '2025').toBe(true);
        expect(event.endDate.toString() < '2031').toBe(true);
        expect(isCents(event.content.prices.price)).toBe(true);
      }),
    );
  });

  it('every id but 522 and -1 is a presence venue', () => {
    fc.assert(
      fc.property(presenceHotelId, (id) => {
        expect(isPresenceVenue(id)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(noPresenceHotelId, (id) => {
        expect(isPresenceVenue(id)).toBe(false);
      }),
    );
  });

  it('online seminars and online series are tracked as Online Seminare', () => {
    fc.assert(
      fc.property(fc.oneof(onlineSeminarEvent, onlineSeriesEvent), (event) => {
        expect(trackingVariant(event)).toBe('Online Seminare');
      }),
    );
  });

  it('presence training series are tracked as Ausbildungen', () => {
    fc.assert(
      fc.property(trainingSeriesEvent, (event) => {
        expect(trackingVariant(event)).toBe('Ausbildungen');
      }),
    );
  });

  it('presence seminars are tracked as Präsenz Seminare', () => {
    fc.assert(
      fc.property(presenceSeminarEvent, (event) => {
        expect(trackingVariant(event)).toBe('Präsenz Seminare');
      }),
    );
  });

  it('marking any event as online makes it online and never one-day', () => {
    fc.assert(
      fc.property(seminarEvent, (event) => {
        const online = { ...event, isOnlineEvent: true };
        expect(eventKind(online).type).toBe('online');
        expect(isOneDay(online)).toBe(false);
      }),
    );
  });

  it('an event whose own hotel has venue id 522 or -1 is online, whatever its modules and flag', () => {
    fc.assert(
      fc.property(seminarEvent, noPresenceHotel, fc.boolean(), (event, hotel, isOnlineEvent) => {
        const withoutVenue = { ...event, hotel, isOnlineEvent };
        expect(eventKind(withoutVenue)).toEqual({ type: 'online', sessionCount: event.modules.length });
        expect(trackingVariant(withoutVenue)).toBe('Online Seminare');
        expect(isOneDay(withoutVenue)).toBe(false);
      }),
    );
  });

  it('a presence event keeps its kind when its hotel gets any venue id but 522 and -1', () => {
    fc.assert(
      fc.property(fc.oneof(presenceSeminarEvent, trainingSeriesEvent), presenceHotelId, (event, hotelId) => {
        const hotel = event.hotel === null ? null : { ...event.hotel, hotelId };
        expect(eventKind({ ...event, hotel }).type).toBe(eventKind(event).type);
      }),
    );
  });

  it('a series whose modules all lack a presence venue is never a training series', () => {
    fc.assert(
      fc.property(trainingSeriesEvent, noPresenceHotelId, (event, hotelId) => {
        const allOnline = { ...event, modules: event.modules.map((module) => ({ ...module, hotelId })) };
        expect(eventKind(allOnline)).toEqual({ type: 'online', sessionCount: event.modules.length });
      }),
    );
  });

  it('a presence event is one-day exactly when its cart date is a single date', () => {
    fc.assert(
      fc.property(fc.oneof(presenceSeminarEvent, trainingSeriesEvent), (event) => {
        expect(isOnline(event)).toBe(false);
        expect(isOneDay(event)).toBe(!cartDateText(event.startDate, event.endDate).includes(' bis '));
      }),
    );
  });
});
