import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { NewAuditEntry } from '../../../application/audit/audit-log';
import type { ConferenceChange, ConferenceStore, StoredConference } from '../../../application/catalogue-admin/conference-store';
import { cents } from '../../../domain/money/money';
import { auditLogRow } from '../audit/audit-log-repository';
import { notCancelled } from '../cancelled-bookables';
import { seatsTakenBy } from '../cart/seats';
import { instant } from '../catalogue-rows';
import type { AppDatabase } from '../database';
import { auditLog, conferences } from '../schema';

/** The Fachtagungen of the back office in PostgreSQL (or PGlite), with the seats their orders take. */
export class DrizzleConferenceStore implements ConferenceStore {
  constructor(private readonly db: AppDatabase) {}

  list(): Promise<readonly StoredConference[]> {
    return this.read(undefined);
  }

  async find(conferenceId: number): Promise<StoredConference | undefined> {
    const [found] = await this.read(eq(conferences.conferenceId, conferenceId));
    return found;
  }

  async update(conferenceId: number, change: ConferenceChange, audit: NewAuditEntry): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(conferences)
        .set({ startAt: change.startDate.toString(), endAt: change.endDate.toString(), capacity: change.capacity, price: change.price, description: change.description })
        .where(eq(conferences.conferenceId, conferenceId));
      await tx.insert(auditLog).values(auditLogRow(audit));
    });
  }

  private async read(where: SQL | undefined): Promise<readonly StoredConference[]> {
    const rows = await this.db
      .select({ conference: conferences, cancelled: sql<boolean>`not ${notCancelled(conferences.bookableId)}` })
      .from(conferences)
      .where(where)
      .orderBy(asc(conferences.startAt), asc(conferences.conferenceId));
    const seats = await seatsTakenBy(this.db, rows.map((row) => row.conference.bookableId));
    return rows.map(({ conference: c, cancelled }) => ({
      conferenceId: c.conferenceId,
      bookableId: c.bookableId,
      url: c.url,
      title: c.title,
      startDate: instant(c.startAt),
      endDate: instant(c.endAt),
      hotelId: c.hotelId,
      capacity: c.capacity,
      price: cents(c.price),
      description: c.description,
      seatsTaken: seats.get(c.bookableId) ?? 0,
      cancelled,
    }));
  }
}
