import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { onlineSeminarEvent, onlineSeriesEvent, presenceSeminarEvent, seminarEvent, trainingSeriesEvent } from '../event/event.arbitraries';
import { isPresenceVenue } from '../event/event-kind';
import { nightsBetween } from './nights';
import { overnightStays } from './overnight-stays';

describe('overnightStays properties', () => {
  it('online events need no hotel stay', () => {
    fc.assert(
      fc.property(fc.oneof(onlineSeminarEvent, onlineSeriesEvent), (event) => {
        expect(overnightStays(event)).toEqual([]);
      }),
    );
  });

  it('every stay is at a presence venue and has at least one night', () => {
    fc.assert(
      fc.property(seminarEvent, (event) => {
        for (const stay of overnightStays(event)) {
          expect(isPresenceVenue(stay.hotel.hotelId)).toBe(true);
          expect(stay.nights).toBeGreaterThanOrEqual(1);
        }
      }),
    );
  });

  it('a presence seminar stays exactly the nights of the event', () => {
    fc.assert(
      fc.property(presenceSeminarEvent, (event) => {
        const nights = overnightStays(event).reduce((sum, stay) => sum + stay.nights, 0);
        expect(nights).toBe(nightsBetween(event.startDate, event.endDate));
      }),
    );
  });

  it('a training series stays exactly the nights of its presence modules', () => {
    fc.assert(
      fc.property(trainingSeriesEvent, (event) => {
        const moduleNights = event.modules
          .filter((module) => isPresenceVenue(module.hotelId))
          .reduce((sum, module) => sum + nightsBetween(module.startDate, module.endDate), 0);
        expect(overnightStays(event).reduce((sum, stay) => sum + stay.nights, 0)).toBe(moduleNights);
      }),
    );
  });
});
