import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { hotels } from './catalogue';

/**
 * What a night at a seminar hotel costs one participant (the Kostenrechner adds it when asked
 * "with overnight stay"). A hotel without a row is priced on request.
 */
export const overnightRates = pgTable('overnight_rates', {
  hotelId: integer('hotel_id')
    .primaryKey()
    .references(() => hotels.hotelId, { onDelete: 'cascade' }),
  /** Euro cents per night and person. */
  ratePerNight: integer('rate_per_night').notNull(),
  /** What the rate includes, as printed ('Einzelzimmer inkl. Frühstück'). */
  description: text('description').notNull(),
});
