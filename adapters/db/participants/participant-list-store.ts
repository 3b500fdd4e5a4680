import { and, asc, eq, inArray } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { NewAuditEntry } from '../../../application/audit/audit-log';
import type { AttendanceCertificatePayload } from '../../../application/mail/outbox-payloads';
import type { Outbox } from '../../../application/mail/outbox.port';
import type { Bookable } from '../../../application/orders/bookable';
import type { ListedParticipant, ParticipantListStore } from '../../../application/participants/participant-list.store';
import { auditLogRow } from '../audit/audit-log-repository';
import { bookablesOf } from '../cart/bookables';
import type { AppDatabase } from '../database';
import { auditLog, orderParticipants, orders } from '../schema';

/** Who is on a date's list: holding or waiting for a seat (cancelled, lapsed and expired seats are not). */
const LISTED_STATUSES = ['booked', 'reserved', 'waitlisted'] as const;

/** A date's participants over Drizzle, with their orders; attendance and its certificate mail commit together. */
export class DrizzleParticipantListStore implements ParticipantListStore {
  constructor(
    private readonly db: AppDatabase,
    private readonly outbox: Outbox,
  ) {}

  async bookable(eventId: number): Promise<Bookable | undefined> {
    return (await bookablesOf(this.db, [eventId])).get(eventId);
  }

  async participants(eventId: number): Promise<readonly ListedParticipant[]> {
    const rows = await this.db
      .select({
        participantId: orderParticipants.participantId,
        orderNumber: orders.orderNumber,
        salutation: orderParticipants.salutation,
        firstname: orderParticipants.firstname,
        lastname: orderParticipants.lastname,
        email: orderParticipants.email,
        company: orders.company,
        function: orderParticipants.function,
        hotelOverNightOption: orderParticipants.hotelOverNightOption,
        status: orderParticipants.status,
        attendedAt: orderParticipants.attendedAt,
      })
      .from(orderParticipants)
      .innerJoin(orders, eq(orders.orderId, orderParticipants.orderId))
      .where(and(eq(orderParticipants.eventId, eventId), eq(orderParticipants.named, true), inArray(orderParticipants.status, [...LISTED_STATUSES])))
      .orderBy(asc(orderParticipants.lastname), asc(orderParticipants.firstname), asc(orderParticipants.participantId));
    return rows.map((row) => ({ ...row, attendedAt: row.attendedAt === null ? null : Temporal.Instant.from(row.attendedAt) }));
  }

  async recordAttendance(participantId: number, attendedAt: Temporal.Instant | null, audit: NewAuditEntry, certificate?: AttendanceCertificatePayload): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.insert(auditLog).values(auditLogRow(audit));
      await tx.update(orderParticipants).set({ attendedAt: attendedAt?.toString() ?? null }).where(eq(orderParticipants.participantId, participantId));
      if (certificate !== undefined) await this.outbox.enqueue(tx, 'attendance_certificate', certificate);
    });
  }
}
