import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { formatBerlinWallClock, parseBerlinWallClock } from './wall-clock-text';
import { checkSeriesModules, moduleText, seriesPlace, seriesSpan, type SeriesModule } from './series-modules';

const NOW = Temporal.Instant.from('2026-11-29T10:00:00Z');
const FACTS = { now: NOW, stored: [], isKnownHotel: () => true };
const roundTrips = (instant: Temporal.Instant): boolean => parseBerlinWallClock(formatBerlinWallClock(instant))?.equals(instant) === true;
const BASE = Temporal.Instant.from('2027-01-01T08:00:00Z');

/** Modules in order without overlap: each a gap (≥ 0 minutes) after the last, lasting at least a minute. */
const seriesArb = fc
  .array(fc.record({ gap: fc.integer({ min: 0, max: 60 * 24 * 60 }), length: fc.integer({ min: 1, max: 5 * 24 * 60 }), hotelId: fc.option(fc.integer({ min: 1, max: 500 }), { nil: null }) }), { minLength: 1, maxLength: 8 })
  .map((parts) => {
    let at = BASE;
    return parts.map(({ gap, length, hotelId }): SeriesModule => {
      const startDate = at.add({ minutes: gap });
      at = startDate.add({ minutes: length });
      return { startDate, endDate: at, hotelId };
    });
  });

describe('series modules properties', () => {
  it('the derived start and end are the earliest start and the latest end of the modules', () => {
    fc.assert(
      fc.property(seriesArb, (modules) => {
        const span = seriesSpan(modules);
        const starts = modules.map((module) => module.startDate.epochMilliseconds);
        const ends = modules.map((module) => module.endDate.epochMilliseconds);
        expect(span?.startDate.epochMilliseconds).toBe(Math.min(...starts));
        expect(span?.endDate.epochMilliseconds).toBe(Math.max(...ends));
      }),
    );
  });

  it('modules in order without overlap are accepted as written, and read back to the same instants', () => {
    fc.assert(
      fc.property(seriesArb, (modules) => {
        const read = checkSeriesModules(modules.map(moduleText), FACTS);
        // The autumn's doubled hour reads as its earlier instant; away from it the text round-trips.
        fc.pre(modules.every((module) => [module.startDate, module.endDate].every(roundTrips)));
        expect(read).toEqual(E.right(modules));
      }),
    );
  });

  it('swapping two modules always refuses the later row at its start', () => {
    fc.assert(
      fc.property(seriesArb.filter((modules) => modules.length >= 2), fc.nat(), (modules, pick) => {
        const index = pick % (modules.length - 1);
        const swapped = [...modules];
        [swapped[index], swapped[index + 1]] = [modules[index + 1]!, modules[index]!];
        const read = checkSeriesModules(swapped.map(moduleText), FACTS);
        expect(E.isLeft(read) && Object.keys(read.left)).toContain(`module-${String(index + 2)}-startDate`);
      }),
    );
  });

  it('a series is held at a venue exactly when one of its modules has one, at the first of them', () => {
    fc.assert(
      fc.property(seriesArb, (modules) => {
        const first = modules.find((module) => module.hotelId !== null);
        expect(seriesPlace(modules)).toEqual(first === undefined ? { kind: 'online', hotelId: null } : { kind: 'series', hotelId: first.hotelId });
      }),
    );
  });
});
