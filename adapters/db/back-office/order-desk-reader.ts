import { and, asc, count, desc, eq, gt, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type {
  ComingDateRecord,
  ExpiringReservationRecord,
  OrderDeskReader,
  OrderEventRecord,
  OrderFilter,
  OrderParticipantRecord,
  OrderRecord,
  OrderSummaryRecord,
  WaitingEntryRecord,
} from '../../../application/back-office/order-desk.reader';
import { AUDIT_ACTION_LABELS, type AuditAction } from '../../../application/audit/audit-log';
import { OUTBOX_KINDS, type OutboxKind } from '../../../application/mail/outbox-payloads';
import { cents } from '../../../domain/money/money';
import type { AppDatabase } from '../database';
import { bookablesOf } from '../cart/bookables';
import { seatsTakenBy } from '../cart/seats';
import { auditLog, bookables, conferences, events, invoices, orderInvoiceDetails, orderParticipants, orders, outbox, themes, waitlistEntries } from '../schema';

const instantOf = (value: string): Temporal.Instant => Temporal.Instant.from(value);
const instantOrNull = (value: string | null): Temporal.Instant | null => (value === null ? null : instantOf(value));

/** A LIKE pattern that finds the text anywhere, its own % and _ taken literally. */
const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The title of whatever a participant is for: the seminar of a date, or the Fachtagung. */
const bookableTitle = sql<string>`coalesce(${themes.title}, ${conferences.title})`;
const bookableStart = sql<string>`coalesce(${events.startAt}, ${conferences.startAt})`;
const bookableCapacity = sql<number>`coalesce(${events.capacity}, ${conferences.capacity})`;

const isOutboxKind = (kind: string): kind is OutboxKind => (OUTBOX_KINDS as readonly string[]).includes(kind);
const isAuditAction = (action: string): action is AuditAction => action in AUDIT_ACTION_LABELS;

/** The back office's reads of the orders over Drizzle; the same on PGlite and PostgreSQL. */
export class DrizzleOrderDeskReader implements OrderDeskReader {
  constructor(private readonly db: AppDatabase) {}

  private conditions(filter: OrderFilter): SQL | undefined {
    const parts: (SQL | undefined)[] = [];
    if (filter.text !== undefined) {
      const like = containing(filter.text);
      parts.push(
        or(
          sql`${orders.orderNumber} ilike ${like}`,
          sql`(${orders.customerFirstname} || ' ' || ${orders.customerLastname}) ilike ${like}`,
          sql`${orders.customerEmail} ilike ${like}`,
          sql`coalesce(${orders.company}, '') ilike ${like}`,
          sql`exists (select 1 from ${orderParticipants} where ${orderParticipants.orderId} = ${orders.orderId}
            and ((${orderParticipants.firstname} || ' ' || ${orderParticipants.lastname}) ilike ${like} or ${orderParticipants.email} ilike ${like}))`,
        ),
      );
    }
    if (filter.since !== undefined) parts.push(sql`${orders.orderedAt} >= ${filter.since.toString()}`);
    if (filter.until !== undefined) parts.push(sql`${orders.orderedAt} < ${filter.until.toString()}`);
    if (filter.status !== undefined) {
      parts.push(sql`exists (select 1 from ${orderParticipants} where ${orderParticipants.orderId} = ${orders.orderId} and ${orderParticipants.status} = ${filter.status})`);
    }
    if (filter.bookable !== undefined) {
      parts.push(sql`exists (select 1 from ${orderParticipants}
        left join ${events} on ${events.eventId} = ${orderParticipants.eventId}
        left join ${themes} on ${themes.themeId} = ${events.themeId}
        left join ${conferences} on ${conferences.bookableId} = ${orderParticipants.eventId}
        where ${orderParticipants.orderId} = ${orders.orderId} and ${bookableTitle} ilike ${containing(filter.bookable)})`);
    }
    return and(...parts);
  }

  async search(filter: OrderFilter): Promise<{ readonly orders: readonly OrderSummaryRecord[]; readonly total: number }> {
    const where = this.conditions(filter);
    const [counted, rows] = await Promise.all([
      this.db.select({ total: count() }).from(orders).where(where),
      this.db.select().from(orders).where(where).orderBy(desc(orders.orderedAt), desc(orders.orderId)).limit(filter.limit).offset(filter.offset),
    ]);
    const ids = rows.map((row) => row.orderId);
    const participants =
      ids.length === 0
        ? []
        : await this.db
            .select({ orderId: orderParticipants.orderId, eventId: orderParticipants.eventId, status: orderParticipants.status })
            .from(orderParticipants)
            .where(inArray(orderParticipants.orderId, ids))
            .orderBy(asc(orderParticipants.participantId));
    const titles = await this.bookables([...new Set(participants.map((participant) => participant.eventId))]);
    return {
      total: counted[0]?.total ?? 0,
      orders: rows.map((row) => {
        const own = participants.filter((participant) => participant.orderId === row.orderId);
        return {
          orderNumber: row.orderNumber,
          orderedAt: instantOf(row.orderedAt),
          customer: { salutation: row.customerSalutation, firstname: row.customerFirstname, lastname: row.customerLastname, email: row.customerEmail },
          company: row.company,
          total: cents(row.total),
          titles: [...new Set(own.map((participant) => titles.get(participant.eventId)?.title ?? `Nr. ${String(participant.eventId)}`))],
          statuses: own.map((participant) => participant.status),
        };
      }),
    };
  }

  async order(orderNumber: string): Promise<OrderRecord | undefined> {
    const [row] = await this.db
      .select({ order: orders, details: orderInvoiceDetails })
      .from(orders)
      .leftJoin(orderInvoiceDetails, eq(orderInvoiceDetails.orderId, orders.orderId))
      .where(eq(orders.orderNumber, orderNumber));
    if (row === undefined) return undefined;
    const { order, details } = row;
    const [participants, issued] = await Promise.all([
      this.db.select().from(orderParticipants).where(eq(orderParticipants.orderId, order.orderId)).orderBy(asc(orderParticipants.eventId), asc(orderParticipants.position)),
      this.db
        .select({ number: invoices.number, kind: invoices.kind, issueDate: invoices.issueDate, grandTotal: invoices.grandTotal })
        .from(invoices)
        .where(eq(invoices.orderId, order.orderId))
        .orderBy(asc(invoices.invoiceId)),
    ]);
    const entries =
      participants.length === 0
        ? []
        : await this.db
            .select()
            .from(waitlistEntries)
            .where(inArray(waitlistEntries.participantId, participants.map((participant) => participant.participantId)))
            .orderBy(asc(waitlistEntries.queueNumber));
    return {
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      orderedAt: instantOf(order.orderedAt),
      channel: order.channel,
      customer: { salutation: order.customerSalutation, firstname: order.customerFirstname, lastname: order.customerLastname, email: order.customerEmail },
      billing: { company: order.company, street: order.street, streetNumber: order.streetNumber, postalCode: order.postalCode, city: order.city },
      invoiceEmail: details?.invoiceEmail ?? null,
      leitwegId: details?.leitwegId ?? null,
      invoiceReference: order.invoiceReference,
      notes: order.personalNotes,
      total: cents(order.total),
      groupDiscount: cents(order.groupDiscount),
      invoices: issued.map((invoice) => ({ ...invoice, grandTotal: cents(invoice.grandTotal) })),
      participants: participants.map((participant): OrderParticipantRecord => {
        // The latest entry of the participant (one waits, is offered, accepts or lets it expire).
        const entry = entries.filter((each) => each.participantId === participant.participantId).at(-1);
        return {
          participantId: participant.participantId,
          eventId: participant.eventId,
          salutation: participant.salutation,
          firstname: participant.firstname,
          lastname: participant.lastname,
          email: participant.email,
          seats: participant.seats,
          price: cents(participant.price),
          status: participant.status,
          reservedUntil: instantOrNull(participant.reservedUntil),
          statusChangedAt: instantOf(participant.statusChangedAt),
          waitlistEntry: entry === undefined ? null : { entryId: entry.entryId, status: entry.status, offeredAt: instantOrNull(entry.offeredAt) },
        };
      }),
    };
  }

  async events(orderNumber: string, entryIds: readonly string[]): Promise<readonly OrderEventRecord[]> {
    const ofEntries = entryIds.length === 0 ? undefined : and(eq(outbox.kind, 'waitlist_offer'), inArray(sql<string>`${outbox.payload}->>'entryId'`, [...entryIds]));
    const [mails, actions] = await Promise.all([
      this.db
        .select({
          kind: outbox.kind,
          createdAt: outbox.createdAt,
          sentAt: outbox.sentAt,
          to: sql<string>`coalesce(${outbox.payload}#>>'{participant,email}', ${outbox.payload}#>>'{recipient,email}', ${outbox.payload}#>>'{customer,email}', ${outbox.payload}#>>'{substitute,email}', '')`,
        })
        .from(outbox)
        .where(or(sql`${outbox.payload}->>'orderNumber' = ${orderNumber}`, ofEntries))
        .orderBy(asc(outbox.id)),
      this.db.select().from(auditLog).where(eq(auditLog.subject, orderNumber)).orderBy(asc(auditLog.entryId)),
    ]);
    return [
      ...mails.flatMap((mail): OrderEventRecord[] =>
        isOutboxKind(mail.kind) ? [{ _tag: 'mail', kind: mail.kind, at: instantOf(mail.createdAt), sentAt: instantOrNull(mail.sentAt), to: mail.to }] : [],
      ),
      ...actions.flatMap((entry): OrderEventRecord[] =>
        isAuditAction(entry.action)
          ? [{ _tag: 'audit', action: entry.action, at: instantOf(entry.at), actor: entry.actorEmail, details: (entry.details as Readonly<Record<string, unknown>> | null) ?? null }]
          : [],
      ),
    ];
  }

  async bookables(eventIds: readonly number[]) {
    const found = await bookablesOf(this.db, eventIds);
    return new Map([...found].map(([eventId, bookable]) => [eventId, { title: bookable.title, kind: bookable.kindName, startDate: bookable.startDate, endDate: bookable.endDate }] as const));
  }

  async waiting(eventId: number): Promise<readonly WaitingEntryRecord[]> {
    const rows = await this.db
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.eventId, eventId), eq(waitlistEntries.status, 'waiting')))
      .orderBy(asc(waitlistEntries.queueNumber));
    return rows.map((row) => ({ entryId: row.entryId, name: `${row.firstname} ${row.lastname}`, seats: row.seats }));
  }

  async ordersPlacedSince(since: Temporal.Instant): Promise<number> {
    const [row] = await this.db.select({ total: count() }).from(orders).where(sql`${orders.orderedAt} >= ${since.toString()}`);
    return row?.total ?? 0;
  }

  async comingDates(now: Temporal.Instant, limit: number): Promise<readonly ComingDateRecord[]> {
    const rows = await this.db
      .select({ eventId: bookables.bookableId, title: bookableTitle, startDate: bookableStart, capacity: bookableCapacity })
      .from(bookables)
      .leftJoin(events, eq(events.eventId, bookables.bookableId))
      .leftJoin(themes, eq(themes.themeId, events.themeId))
      .leftJoin(conferences, eq(conferences.bookableId, bookables.bookableId))
      .where(sql`${bookableStart} > ${now.toString()}`)
      .orderBy(asc(bookableStart), asc(bookables.bookableId))
      .limit(limit);
    const ids = rows.map((row) => row.eventId);
    const [taken, waiting] = await Promise.all([
      seatsTakenBy(this.db, ids),
      ids.length === 0
        ? []
        : this.db
            .select({ eventId: waitlistEntries.eventId, entries: count(), seats: sql<string>`sum(${waitlistEntries.seats})` })
            .from(waitlistEntries)
            .where(and(inArray(waitlistEntries.eventId, ids), eq(waitlistEntries.status, 'waiting')))
            .groupBy(waitlistEntries.eventId),
    ]);
    return rows.map((row) => {
      const queue = waiting.find((each) => each.eventId === row.eventId);
      return {
        eventId: row.eventId,
        title: row.title,
        startDate: instantOf(row.startDate),
        capacity: row.capacity,
        seatsTaken: taken.get(row.eventId) ?? 0,
        waitingEntries: queue?.entries ?? 0,
        waitingSeats: Number(queue?.seats ?? 0),
      };
    });
  }

  async expiringReservations(now: Temporal.Instant, until: Temporal.Instant): Promise<readonly ExpiringReservationRecord[]> {
    const rows = await this.db
      .select({ participant: orderParticipants, orderNumber: orders.orderNumber })
      .from(orderParticipants)
      .innerJoin(orders, eq(orders.orderId, orderParticipants.orderId))
      .where(and(eq(orderParticipants.status, 'reserved'), gt(orderParticipants.reservedUntil, now.toString()), lte(orderParticipants.reservedUntil, until.toString())))
      .orderBy(asc(orderParticipants.reservedUntil));
    const titles = await this.bookables([...new Set(rows.map((row) => row.participant.eventId))]);
    return rows.flatMap(({ participant, orderNumber }) =>
      participant.reservedUntil === null
        ? []
        : [
            {
              orderNumber,
              participantId: participant.participantId,
              person: participant,
              title: titles.get(participant.eventId)?.title ?? '',
              reservedUntil: instantOf(participant.reservedUntil),
            },
          ],
    );
  }
}
