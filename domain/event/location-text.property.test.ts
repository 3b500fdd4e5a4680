import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { SeminarEvent } from './event';
import { onlineSeriesEvent, presenceSeminarEvent, seminarEvent, trainingSeriesEvent } from './event.arbitraries';
import { distinctInOrder, joinWithUnd, locationText } from './location-text';

/** Place names as a venue list may hold them: capitalised words, never containing ', ' or ' und '. */
const placeName = fc.stringMatching(/^[A-ZÄÖÜ][a-zäöüß]{1,10}(-[A-Z][a-z]{1,8}| [A-Z][a-z]{1,8})?$/);

/** A small pool makes repeated places common, as in a series that returns to the same hotel. */
const placeList = fc
  .uniqueArray(placeName, { minLength: 1, maxLength: 5 })
  .chain((pool) => fc.array(fc.constantFrom(...pool), { minLength: 1, maxLength: 10 }));

const splitEnumeration = (text: string): readonly string[] => text.split(/, | und /);

const withModulePlaces = (event: SeminarEvent, places: readonly string[]): SeminarEvent => ({
  ...event,
  modules: places.map((place, index) => ({
    hotelId: index + 1,
    hotel: { hotelId: index + 1, name: `Hotel ${place}`, location: { name: place } },
    startDate: event.startDate,
    endDate: event.endDate,
  })),
});

describe('location text properties', () => {
  it('a series lists every distinct place exactly once, in the order first seen', () => {
    fc.assert(
      fc.property(trainingSeriesEvent, placeList, (event, places) => {
        const listed = splitEnumeration(locationText(withModulePlaces(event, places)));
        expect(listed).toEqual(distinctInOrder(places));
        for (const place of new Set(places)) {
          expect(listed.filter((name) => name === place)).toHaveLength(1);
        }
      }),
    );
  });

  it('und appears exactly once when there are two or more names, and not at all for one', () => {
    fc.assert(
      fc.property(fc.uniqueArray(placeName, { minLength: 1, maxLength: 8 }), (names) => {
        const occurrences = joinWithUnd(names).split(' und ').length - 1;
        expect(occurrences).toBe(names.length >= 2 ? 1 : 0);
      }),
    );
  });

  it('joining and splitting on commas and und gives back the names in order', () => {
    fc.assert(
      fc.property(fc.uniqueArray(placeName, { minLength: 1, maxLength: 8 }), (names) => {
        expect(splitEnumeration(joinWithUnd(names))).toEqual(names);
      }),
    );
  });

  it('an online series shows its number of modules plus Online-Sitzungen', () => {
    fc.assert(
      fc.property(onlineSeriesEvent, (event) => {
        expect(locationText(event)).toBe(`${event.modules.length} Online-Sitzungen`);
      }),
    );
  });

  it('a presence seminar shows its hotel place', () => {
    fc.assert(
      fc.property(presenceSeminarEvent, (event) => {
        expect(locationText(event)).toBe(event.hotel?.location.name);
      }),
    );
  });

  it('every event has a non-empty location text', () => {
    fc.assert(
      fc.property(seminarEvent, (event) => {
        expect(locationText(event)).not.toBe('');
      }),
    );
  });
});
