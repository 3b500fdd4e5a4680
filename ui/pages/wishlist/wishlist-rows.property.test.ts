import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventListItemArb } from '../../../application/catalogue/catalogue.arbitraries';
import { NEXT_DATES, dateRow, nextDatesOf } from './wishlist-rows';

describe('the Merkliste’s next dates of a seminar', () => {
  it('never offers a kept date again, keeps the catalogue’s order and offers at most NEXT_DATES', () => {
    fc.assert(
      fc.property(fc.array(eventListItemArb, { maxLength: 8 }), fc.array(fc.nat({ max: 7 }), { maxLength: 3 }), (events, keptIndexes) => {
        const kept = new Set(keptIndexes.flatMap((index) => (events[index] === undefined ? [] : [events[index].eventId])));
        const offered = nextDatesOf(events, kept);
        expect(offered.length).toBeLessThanOrEqual(NEXT_DATES);
        expect(offered.every((row) => !kept.has(row.eventId))).toBe(true);
        expect(offered).toEqual(events.filter((event) => !kept.has(event.eventId)).slice(0, NEXT_DATES).map(dateRow));
      }),
    );
  });

  it('says the price with its label, as the listings do', () => {
    fc.assert(
      fc.property(eventListItemArb, (event) => {
        expect(dateRow(event).priceText).toMatch(/^(Preis ab|Preis) .*€$/);
      }),
    );
  });
});
