import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

export const BOOKABLE_KINDS = ['seminar', 'fachtagung'] as const;

/**
 * Everything that takes seats, in one id space: a seminar date (its event id) or a Fachtagung
 * (its bookable id). Orders, participants and waiting lists refer to a bookable, so both kinds
 * are booked, listed, cancelled and offered by the same code.
 */
export const bookables = pgTable('bookables', {
  bookableId: integer('bookable_id').primaryKey(),
  kind: text('kind', { enum: BOOKABLE_KINDS }).notNull(),
  /**
   * When the provider called it off ("abgesagt"): its participants' seats ended with it, the
   * catalogue no longer lists it, and the portal shows it as called off. Null while it takes place.
   */
  cancelledAt: instant('cancelled_at'),
});
