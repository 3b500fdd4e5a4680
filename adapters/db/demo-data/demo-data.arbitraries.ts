import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';

/** Any instant from 2020 to 2040, to the millisecond (DST switches and year ends included). */
export const nowArb: fc.Arbitrary<Temporal.Instant> = fc
  .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 11, 31, 23, 59, 59, 999) })
  .map((epochMilliseconds) => Temporal.Instant.fromEpochMilliseconds(epochMilliseconds));

/** Any seed the generator accepts: every safe integer, negative ones included. */
export const seedArb: fc.Arbitrary<number> = fc.maxSafeInteger();

/** The end of the catalogue's horizon: twelve calendar months after now, in Berlin. */
export const horizonOf = (now: Temporal.Instant): Temporal.Instant =>
  now.toZonedDateTimeISO('Europe/Berlin').add({ months: 12 }).toInstant();
