import { inArray } from 'drizzle-orm';
import type { EventSeatsRecord } from '../../application/catalogue/catalogue.repository';
import { instant } from './catalogue-rows';
import type { AppDatabase } from './database';
import { seatsTakenBy } from './cart/seats';
import { events } from './schema';

/** What the booking state of a date is computed from: its capacity, its start and the seats taken. */
export class SeatReads {
  constructor(private readonly db: AppDatabase) {}

  async eventSeats(eventIds: readonly number[]): Promise<readonly EventSeatsRecord[]> {
    if (eventIds.length === 0) return [];
    const rows = await this.db
      .select({ eventId: events.eventId, startAt: events.startAt, capacity: events.capacity })
      .from(events)
      .where(inArray(events.eventId, [...eventIds]));
    return rows.map((row) => ({ eventId: row.eventId, startDate: instant(row.startAt), capacity: row.capacity }));
  }

  /**
   * Seats taken per event: the seats of the ordered participants that hold one (a group
   * reservation may hold several) and of open waiting-list offers. An event without any is left
   * out, which reads as 0.
   */
  async seatsTaken(eventIds: readonly number[]): Promise<ReadonlyMap<number, number>> {
    // The orders module's count, so the booking state shows what its checkout would find.
    return seatsTakenBy(this.db, eventIds);
  }
}
