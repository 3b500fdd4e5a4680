import { and, asc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { OrderExportFilter, OrderExportRow } from '../../../application/order-export/order-export';
import type { OrderExportStore } from '../../../application/order-export/order-export.store';
import type { AppDatabase } from '../database';
import { conferences, events, orderParticipants, orders, themes } from '../schema';

/** Rows per query: a batch is in memory at a time, never the whole export. */
export const ORDER_EXPORT_BATCH = 2000;

const iso = (value: string | null): string => (value === null ? '' : Temporal.Instant.from(value).toString());

/**
 * The orders export over Drizzle: keyset pages by participant id (no OFFSET, so the last page
 * costs what the first does), each a join of the participant, its order and its seminar date or
 * Fachtagung. Memory stays one batch whatever the number of rows.
 */
export class DrizzleOrderExportStore implements OrderExportStore {
  constructor(
    private readonly db: AppDatabase,
    private readonly batch: number = ORDER_EXPORT_BATCH,
  ) {}

  async *rows(filter: OrderExportFilter): AsyncGenerator<OrderExportRow> {
    let after = 0;
    for (;;) {
      const page = await this.db
        .select({
          participantId: orderParticipants.participantId,
          orderNumber: orders.orderNumber,
          orderedAt: orders.orderedAt,
          eventId: orderParticipants.eventId,
          seminar: sql<string>`coalesce(${themes.title}, ${conferences.title}, '')`,
          startDate: sql<string | null>`coalesce(${events.startAt}, ${conferences.startAt})`,
          status: orderParticipants.status,
          salutation: orderParticipants.salutation,
          firstname: orderParticipants.firstname,
          lastname: orderParticipants.lastname,
          email: orderParticipants.email,
          company: orders.company,
          price: orderParticipants.price,
        })
        .from(orderParticipants)
        .innerJoin(orders, eq(orders.orderId, orderParticipants.orderId))
        .leftJoin(events, eq(events.eventId, orderParticipants.eventId))
        .leftJoin(themes, eq(themes.themeId, events.themeId))
        .leftJoin(conferences, eq(conferences.bookableId, orderParticipants.eventId))
        .where(
          and(
            gt(orderParticipants.participantId, after),
            filter.since === undefined ? undefined : gte(orders.orderedAt, filter.since.toString()),
            filter.until === undefined ? undefined : lt(orders.orderedAt, filter.until.toString()),
            filter.status === undefined ? undefined : eq(orderParticipants.status, filter.status),
          ),
        )
        .orderBy(asc(orderParticipants.participantId))
        .limit(this.batch);
      for (const row of page) {
        yield {
          orderNumber: row.orderNumber,
          orderedAt: iso(row.orderedAt),
          eventId: row.eventId,
          seminar: row.seminar,
          startDate: iso(row.startDate),
          status: row.status,
          salutation: row.salutation,
          firstname: row.firstname,
          lastname: row.lastname,
          email: row.email,
          company: row.company ?? '',
          price: row.price,
        };
      }
      const last = page.at(-1);
      if (last === undefined || page.length < this.batch) return;
      after = last.participantId;
    }
  }
}
