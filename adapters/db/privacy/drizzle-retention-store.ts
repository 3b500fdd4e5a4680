import { sql, type AnyColumn } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import type { RetentionStore } from '../../../application/privacy/retention';
import type { AppDatabase } from '../database';
import type { RequestStatus } from '../../../domain/requests/request-status';
import { carts, conferenceRegistrations, conferences, consultationAppointments, requests, dataExports, events, orderParticipants, outbox, users, waitlistEntries } from '../schema';

/** The inbox's status from which the period counts. */
const DONE: RequestStatus = 'erledigt';

const rowsOf = (result: unknown): readonly unknown[] =>
  typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows) ? result.rows : [];

/** When a bookable (seminar date or Fachtagung) ended: the rule for past participants counts from it. */
const bookableEnd = (bookableId: AnyColumn) => sql`coalesce(
  (select ${events.endAt} from ${events} where ${events.eventId} = ${bookableId}),
  (select ${conferences.endAt} from ${conferences} where ${conferences.bookableId} = ${bookableId}))`;

/** The retention rules of domain/privacy in SQL: each statement deletes (or reduces) what its cutoff passed, and only that. */
export class DrizzleRetentionStore implements RetentionStore {
  constructor(private readonly db: AppDatabase) {}

  /** A visitor's cart untouched for the period; an account's cart stays with the account. */
  readonly 'anonymous-carts' = async (cutoff: Temporal.Instant): Promise<number> =>
    rowsOf(
      await this.db.execute(sql`delete from ${carts} where ${carts.userId} is null and ${carts.updatedAt} <= ${cutoff.toString()} returning 1`),
    ).length;

  /** Mails sent before the cutoff: their rows hold addresses and names; unsent ones stay until sent. */
  readonly mail = async (cutoff: Temporal.Instant): Promise<number> =>
    rowsOf(await this.db.execute(sql`delete from ${outbox} where ${outbox.sentAt} is not null and ${outbox.sentAt} <= ${cutoff.toString()} returning 1`))
      .length;

  /** A data export's ZIP and link, counted from when it was ready (or asked for, if it never was). */
  readonly 'data-exports' = async (cutoff: Temporal.Instant): Promise<number> =>
    rowsOf(
      await this.db.execute(
        sql`delete from ${dataExports} where coalesce(${dataExports.readyAt}, ${dataExports.requestedAt}) <= ${cutoff.toString()} returning 1`,
      ),
    ).length;

  /**
   * Requests done before the cutoff: the inbox's when staff marked them erledigt (done_at), a
   * consultation appointment when it took place, a Fachtagung sign-up when the conference ended
   * (a general one when it was received).
   */
  readonly requests = async (cutoff: Temporal.Instant): Promise<number> => {
    const before = cutoff.toString();
    return this.db.transaction(async (tx) => {
      const appointments = await tx.execute(
        sql`delete from ${consultationAppointments} where ${consultationAppointments.endsAt} <= ${before} returning 1`,
      );
      const signUps = await tx.execute(sql`
        delete from ${conferenceRegistrations}
         where coalesce((select ${conferences.endAt} from ${conferences} where ${conferences.conferenceId} = ${conferenceRegistrations.conferenceId}),
                        ${conferenceRegistrations.createdAt}) <= ${before}
        returning 1`);
      const inbox = await tx.execute(
        sql`delete from ${requests} where ${requests.status} = ${DONE} and ${requests.doneAt} <= ${before} returning 1`,
      );
      return rowsOf(inbox).length + rowsOf(appointments).length + rowsOf(signUps).length;
    });
  };

  /**
   * Participants without an account, of dates that ended before the cutoff: the address, the
   * function and the hotel wish go; name, seats and price stay, as the invoice names them. The
   * waiting lists of those dates go whole (nobody waits for a past date).
   */
  readonly 'past-participants' = async (cutoff: Temporal.Instant): Promise<number> => {
    const before = cutoff.toString();
    return this.db.transaction(async (tx) => {
      const reduced = await tx.execute(sql`
        update ${orderParticipants}
           set email = '', function = '', hotel_over_night_option = ''
         where (${orderParticipants.email} <> '' or ${orderParticipants.function} <> '' or ${orderParticipants.hotelOverNightOption} <> '')
           and ${bookableEnd(orderParticipants.eventId)} <= ${before}
           and not exists (select 1 from ${users} where lower(${users.email}) = lower(${orderParticipants.email}))
        returning 1`);
      const waiting = await tx.execute(sql`delete from ${waitlistEntries} where ${bookableEnd(waitlistEntries.eventId)} <= ${before} returning 1`);
      return rowsOf(reduced).length + rowsOf(waiting).length;
    });
  };
}
