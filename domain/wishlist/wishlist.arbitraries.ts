import fc from 'fast-check';

const SEGMENT_CHARS = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-_äöü'.split(''));

/** A path of this site such as '/seminare/t/arbeitsschutz': one to four non-empty segments. */
export const sitePathArb = fc
  .array(fc.string({ unit: SEGMENT_CHARS, minLength: 1, maxLength: 20 }), { minLength: 1, maxLength: 4 })
  .map((segments) => `/${segments.join('/')}`);

/** One wishlist entry as the ranking reads it: who keeps which event of which theme. */
export const wishlistEntryArb = fc.record({
  userId: fc.integer({ min: 1, max: 8 }),
  eventId: fc.integer({ min: 10_001, max: 10_012 }),
  themeId: fc.integer({ min: 1, max: 5 }),
});
