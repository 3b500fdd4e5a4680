import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type * as E from 'fp-ts/Either';
import { Temporal } from 'temporal-polyfill';
import type { CartOwner, StoredCart } from '../../../application/cart/cart.repository';
import type { NewAuditEntry } from '../../../application/audit/audit-log';
import type { Bookable } from '../../../application/orders/bookable';
import type {
  BillingRecord,
  ClaimedReminder,
  NewOrder,
  ParticipantPaperRecord,
  Person,
  NewParticipant,
  NewWaitlistEntry,
  OrderStore,
  OrderTransaction,
  PlacedOrder,
  RecipientRecord,
  StatusChange,
  StoredParticipant,
  StoredWaitlistEntry,
} from '../../../application/orders/orders.repository';
import type { AppError } from '../../../domain/errors/app-error';
import { cents, type Cents } from '../../../domain/money/money';
import type { AppDatabase } from '../database';
import { eitherTransaction } from '../either-transaction';
import { bookableEnd, bookablesOf, bookableStart } from './bookables';
import { auditLog, bookables, carts, conferences, events, orderInvoiceDetails, orderNumberCounters, orderParticipants, orders, users, waitlistEntries } from '../schema';
import { auditLogRow } from '../audit/audit-log-repository';
import { DrizzleCartRepository, ownerCondition } from './cart-repository';
import { lockEventSeats, lockIdempotencyKey } from './locks';
import { SEATED_STATUSES, seatsTakenBy } from './seats';

const instantOrNull = (value: string | null): Temporal.Instant | null => (value === null ? null : Temporal.Instant.from(value));

const entryColumns = {
  entry: waitlistEntries,
  orderNumber: orders.orderNumber,
};

type EntryRow = { entry: typeof waitlistEntries.$inferSelect; orderNumber: string | null };

const storedEntry = ({ entry, orderNumber }: EntryRow): StoredWaitlistEntry => ({
  entryId: entry.entryId,
  eventId: entry.eventId,
  seats: entry.seats,
  contact: { salutation: entry.salutation, firstname: entry.firstname, lastname: entry.lastname, email: entry.email, company: entry.company },
  userId: entry.userId,
  participantId: entry.participantId,
  createdAt: Temporal.Instant.from(entry.createdAt),
  status: entry.status,
  offerExpiresAt: instantOrNull(entry.offerExpiresAt),
  orderNumber,
});

const findEntry = async (db: AppDatabase, where: SQL): Promise<StoredWaitlistEntry[]> =>
  (
    await db
      .select(entryColumns)
      .from(waitlistEntries)
      .leftJoin(orders, eq(orders.orderId, waitlistEntries.orderId))
      .where(where)
      .orderBy(asc(waitlistEntries.queueNumber))
  ).map(storedEntry);

const waiting = (eventId: number): SQL => and(eq(waitlistEntries.eventId, eventId), eq(waitlistEntries.status, 'waiting')) ?? sql`false`;

/** The participant's own account: the one with the participant's e-mail address. */
const participantAccount = sql<number | null>`(select ${users.userId} from ${users} where lower(${users.email}) = lower(${orderParticipants.email}) limit 1)`;

const recipientColumns = {
  recipientId: orderParticipants.participantId,
  eventId: orderParticipants.eventId,
  salutation: orderParticipants.salutation,
  firstname: orderParticipants.firstname,
  lastname: orderParticipants.lastname,
  email: orderParticipants.email,
  status: orderParticipants.status,
  bookedBy: orders.userId,
  userId: participantAccount,
  orderGremiumId: orders.gremiumId,
  seats: orderParticipants.seats,
  named: orderParticipants.named,
  price: orderParticipants.price,
  reservedUntil: orderParticipants.reservedUntil,
  attendedAt: orderParticipants.attendedAt,
  waitlistEntryId: waitlistEntries.entryId,
};

type RecipientRow = Omit<RecipientRecord, 'reservedUntil' | 'attendedAt' | 'price'> & { readonly reservedUntil: string | null; readonly attendedAt: string | null; readonly price: number };

const recipientRecord = (row: RecipientRow): RecipientRecord => ({
  ...row,
  price: cents(row.price),
  reservedUntil: instantOrNull(row.reservedUntil),
  attendedAt: instantOrNull(row.attendedAt),
});

/** A waiting participant's entry, for its place in the queue. */
const waitingEntryOf = and(eq(waitlistEntries.participantId, orderParticipants.participantId), eq(waitlistEntries.status, 'waiting'));

/** Orders, participants and waiting lists over Drizzle; the same on PGlite and PostgreSQL. */
export class DrizzleOrderStore implements OrderStore {
  constructor(private readonly db: AppDatabase) {}

  transaction<A>(work: (tx: OrderTransaction) => Promise<E.Either<AppError, A>>): Promise<E.Either<AppError, A>> {
    return eitherTransaction(this.db, (tx) => work(new DrizzleOrderTransaction(tx)));
  }

  bookables(eventIds: readonly number[]): Promise<ReadonlyMap<number, Bookable>> {
    return bookablesOf(this.db, eventIds);
  }

  async findWaitlistEntry(entryId: string): Promise<StoredWaitlistEntry | undefined> {
    return (await findEntry(this.db, eq(waitlistEntries.entryId, entryId)))[0];
  }

  async placedOrder(orderNumber: string): Promise<PlacedOrder | undefined> {
    const [order] = await this.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    if (order === undefined) return undefined;
    const participants = await this.db
      .select({ participant: orderParticipants, waitlistEntryId: waitlistEntries.entryId })
      .from(orderParticipants)
      .leftJoin(waitlistEntries, waitingEntryOf)
      .where(eq(orderParticipants.orderId, order.orderId))
      .orderBy(asc(orderParticipants.participantId));
    return {
      orderNumber: order.orderNumber,
      channel: order.channel,
      orderedAt: Temporal.Instant.from(order.orderedAt),
      sessionId: order.sessionId,
      userId: order.userId,
      gremiumId: order.gremiumId,
      total: cents(order.total),
      groupDiscount: order.groupDiscount as Cents,
      result: order.result ?? null,
      participants: participants.map(({ participant, waitlistEntryId }) => ({
        participantId: participant.participantId,
        eventId: participant.eventId,
        salutation: participant.salutation,
        firstname: participant.firstname,
        lastname: participant.lastname,
        bookingType: participant.bookingType,
        seats: participant.seats,
        price: cents(participant.price),
        status: participant.status,
        reservedUntil: instantOrNull(participant.reservedUntil),
        waitlistEntryId,
      })),
    };
  }

  async waitingEntryIds(eventId: number): Promise<readonly string[]> {
    const rows = await this.db
      .select({ entryId: waitlistEntries.entryId })
      .from(waitlistEntries)
      .where(waiting(eventId))
      .orderBy(asc(waitlistEntries.queueNumber));
    return rows.map((row) => row.entryId);
  }

  async eventsWithDueHolds(now: Temporal.Instant): Promise<readonly number[]> {
    const at = now.toString();
    const rows = await this.db
      .selectDistinct({ eventId: orderParticipants.eventId })
      .from(orderParticipants)
      .where(and(eq(orderParticipants.status, 'reserved'), lte(orderParticipants.reservedUntil, at)))
      .union(
        this.db
          .selectDistinct({ eventId: waitlistEntries.eventId })
          .from(waitlistEntries)
          .where(and(eq(waitlistEntries.status, 'offered'), lte(waitlistEntries.offerExpiresAt, at))),
      );
    return rows.map((row) => row.eventId).sort((a, b) => a - b);
  }

  async recipientsOf(userIds: readonly number[], period: 'future' | 'past' | 'both', now: Temporal.Instant): Promise<readonly RecipientRecord[]> {
    if (userIds.length === 0) return [];
    const ids = [...userIds];
    const at = now.toString();
    const rows = await this.db
      .select(recipientColumns)
      .from(orderParticipants)
      .innerJoin(orders, eq(orders.orderId, orderParticipants.orderId))
      .leftJoin(events, eq(events.eventId, orderParticipants.eventId))
      .leftJoin(conferences, eq(conferences.bookableId, orderParticipants.eventId))
      .leftJoin(waitlistEntries, waitingEntryOf)
      .where(
        and(
          or(inArray(orders.userId, ids), inArray(participantAccount, ids)),
          period === 'future' ? sql`${bookableEnd} > ${at}` : period === 'past' ? sql`${bookableEnd} <= ${at}` : sql`${bookableEnd} is not null`,
        ),
      )
      .orderBy(asc(bookableStart), asc(orderParticipants.eventId), asc(orderParticipants.orderId), asc(orderParticipants.position));
    return rows.map(recipientRecord);
  }

  async accountsAt(eventId: number): Promise<readonly number[]> {
    const rows = await this.db
      .select({ bookedBy: orders.userId, userId: participantAccount })
      .from(orderParticipants)
      .innerJoin(orders, eq(orders.orderId, orderParticipants.orderId))
      .where(and(eq(orderParticipants.eventId, eventId), inArray(orderParticipants.status, SEATED_STATUSES)));
    const accounts = rows.flatMap((row) => [row.bookedBy, row.userId]).filter((id) => id !== null);
    return [...new Set(accounts)].sort((a, b) => a - b);
  }

  async paperOf(participantId: number): Promise<ParticipantPaperRecord | undefined> {
    const [row] = await this.db
      .select({ participant: { hotelOverNightOption: orderParticipants.hotelOverNightOption }, order: orders })
      .from(orderParticipants)
      .innerJoin(orders, eq(orders.orderId, orderParticipants.orderId))
      .where(eq(orderParticipants.participantId, participantId));
    if (row === undefined) return undefined;
    const { order } = row;
    return {
      orderNumber: order.orderNumber,
      orderedAt: Temporal.Instant.from(order.orderedAt),
      orderUserId: order.userId,
      customer: { salutation: order.customerSalutation, firstname: order.customerFirstname, lastname: order.customerLastname, email: order.customerEmail },
      billing: { company: order.company, street: order.street, streetNumber: order.streetNumber, postalCode: order.postalCode, city: order.city },
      hotelOverNightOption: row.participant.hotelOverNightOption,
    };
  }

  async findRecipient(recipientId: number): Promise<RecipientRecord | undefined> {
    const [row] = await this.db
      .select(recipientColumns)
      .from(orderParticipants)
      .innerJoin(orders, eq(orders.orderId, orderParticipants.orderId))
      .leftJoin(waitlistEntries, waitingEntryOf)
      .where(eq(orderParticipants.participantId, recipientId));
    return row === undefined ? undefined : recipientRecord(row);
  }
}

/** One transaction of the order store: every read and write on the transaction's connection. */
class DrizzleOrderTransaction implements OrderTransaction {
  constructor(private readonly tx: AppDatabase) {}

  get handle(): AppDatabase {
    return this.tx;
  }

  lockEvent(eventId: number): Promise<void> {
    return lockEventSeats(this.tx, eventId);
  }

  lockIdempotencyKey(scope: string, key: string): Promise<void> {
    return lockIdempotencyKey(this.tx, scope, key);
  }

  async findIdempotentOrder(scope: string, key: string): Promise<{ readonly fingerprint: string; readonly result: unknown } | undefined> {
    const [row] = await this.tx
      .select({ fingerprint: orders.requestFingerprint, result: orders.result })
      .from(orders)
      .where(and(eq(orders.idempotencyScope, scope), eq(orders.idempotencyKey, key)));
    return row === undefined ? undefined : { fingerprint: row.fingerprint ?? '', result: row.result };
  }

  async cartForCheckout(owner: CartOwner): Promise<StoredCart | undefined> {
    await this.tx.select({ cartId: carts.cartId }).from(carts).where(ownerCondition(owner)).for('update');
    return new DrizzleCartRepository(this.tx).find(owner);
  }

  async deleteCart(cartId: number): Promise<void> {
    await this.tx.delete(carts).where(eq(carts.cartId, cartId));
  }

  async findBookable(eventId: number): Promise<Bookable | undefined> {
    return (await bookablesOf(this.tx, [eventId])).get(eventId);
  }

  async seatsTaken(eventId: number): Promise<number> {
    return (await seatsTakenBy(this.tx, [eventId])).get(eventId) ?? 0;
  }

  async nextOrderSequence(year: number): Promise<number> {
    const [row] = await this.tx
      .insert(orderNumberCounters)
      .values({ year, lastSequence: 1 })
      .onConflictDoUpdate({ target: orderNumberCounters.year, set: { lastSequence: sql`${orderNumberCounters.lastSequence} + 1` } })
      .returning({ sequence: orderNumberCounters.lastSequence });
    if (row === undefined) throw new Error('order number counter returned no row');
    return row.sequence;
  }

  async insertOrder(order: NewOrder): Promise<number> {
    const [row] = await this.tx
      .insert(orders)
      .values({
        orderNumber: order.orderNumber,
        channel: order.channel,
        sessionId: order.sessionId,
        userId: order.userId,
        gremiumId: order.gremiumId,
        customerSalutation: order.customer.salutation,
        customerFirstname: order.customer.firstname,
        customerLastname: order.customer.lastname,
        customerEmail: order.customer.email,
        ...order.billing,
        invoiceReference: order.invoiceReference,
        personalNotes: order.personalNotes,
        total: order.total,
        groupDiscount: order.groupDiscount,
        orderedAt: order.orderedAt.toString(),
        idempotencyScope: order.idempotency?.scope ?? null,
        idempotencyKey: order.idempotency?.key ?? null,
        requestFingerprint: order.idempotency?.fingerprint ?? null,
      })
      .returning({ orderId: orders.orderId });
    if (row === undefined) throw new Error('insert into orders returned no row');
    const { invoiceEmail, leitwegId } = order.invoiceRecipient;
    if (invoiceEmail !== null || leitwegId !== null) await this.tx.insert(orderInvoiceDetails).values({ orderId: row.orderId, invoiceEmail, leitwegId });
    return row.orderId;
  }

  async saveCheckoutResult(orderId: number, result: unknown): Promise<void> {
    await this.tx.update(orders).set({ result }).where(eq(orders.orderId, orderId));
  }

  async insertParticipant(participant: NewParticipant): Promise<number> {
    const [row] = await this.tx
      .insert(orderParticipants)
      .values({
        orderId: participant.orderId,
        eventId: participant.eventId,
        position: participant.position,
        salutation: participant.salutation,
        firstname: participant.firstname,
        lastname: participant.lastname,
        email: participant.email,
        function: participant.function,
        bookingType: participant.bookingType,
        hotelOverNightOption: participant.hotelOverNightOption,
        seats: participant.seats,
        named: participant.named,
        price: participant.price,
        status: participant.status,
        reservedUntil: participant.reservedUntil?.toString() ?? null,
        statusChangedAt: participant.at.toString(),
      })
      .returning({ participantId: orderParticipants.participantId });
    if (row === undefined) throw new Error('insert into order_participants returned no row');
    return row.participantId;
  }

  async findParticipant(participantId: number): Promise<StoredParticipant | undefined> {
    const [found] = await this.participantsWhere(eq(orderParticipants.participantId, participantId));
    return found;
  }

  participantsHolding(eventId: number): Promise<readonly StoredParticipant[]> {
    return this.participantsWhere(and(eq(orderParticipants.eventId, eventId), inArray(orderParticipants.status, ['booked', 'reserved', 'waitlisted'])));
  }

  async endWaitingList(eventId: number): Promise<readonly StoredWaitlistEntry[]> {
    const open = and(eq(waitlistEntries.eventId, eventId), inArray(waitlistEntries.status, ['waiting', 'offered'])) ?? sql`false`;
    const ended = await findEntry(this.tx, open);
    await this.tx.update(waitlistEntries).set({ status: 'cancelled' }).where(open);
    return ended;
  }

  async cancelBookable(eventId: number, at: Temporal.Instant): Promise<void> {
    await this.tx.update(bookables).set({ cancelledAt: at.toString() }).where(eq(bookables.bookableId, eventId));
  }

  async audit(entry: NewAuditEntry): Promise<void> {
    await this.tx.insert(auditLog).values(auditLogRow(entry));
  }

  private async participantsWhere(where: SQL | undefined): Promise<StoredParticipant[]> {
    const rows = await this.tx
      .select({ participant: orderParticipants, order: { orderNumber: orders.orderNumber, userId: orders.userId, gremiumId: orders.gremiumId } })
      .from(orderParticipants)
      .innerJoin(orders, eq(orders.orderId, orderParticipants.orderId))
      .where(where)
      .orderBy(asc(orderParticipants.orderId), asc(orderParticipants.position));
    return rows.map(({ participant, order }) => ({
      participantId: participant.participantId,
      orderId: participant.orderId,
      orderNumber: order.orderNumber,
      orderUserId: order.userId,
      orderGremiumId: order.gremiumId,
      eventId: participant.eventId,
      salutation: participant.salutation,
      firstname: participant.firstname,
      lastname: participant.lastname,
      email: participant.email,
      function: participant.function,
      bookingType: participant.bookingType,
      hotelOverNightOption: participant.hotelOverNightOption,
      seats: participant.seats,
      named: participant.named,
      price: cents(participant.price),
      status: participant.status,
      reservedUntil: instantOrNull(participant.reservedUntil),
    }));
  }

  async setParticipantStatus(participantId: number, change: StatusChange): Promise<void> {
    await this.tx
      .update(orderParticipants)
      .set({
        status: change.status,
        // A cancellation keeps what it ended: a cancelled booking owes the terms' fee, a reservation nothing.
        ...(change.status === 'cancelled' ? { cancelledWhile: sql`case when ${orderParticipants.status} in ('booked', 'reserved', 'waitlisted') then ${orderParticipants.status} end` } : {}),
        ...(change.feeWaived === true ? { feeWaived: true } : {}),
        reservedUntil: change.reservedUntil?.toString() ?? null,
        // The reminder belongs to a deadline: a reservation with a new one is reminded of that.
        ...(change.status === 'reserved' ? { reminderSentAt: null } : {}),
        statusChangedAt: change.at.toString(),
        statusChangedBy: change.by,
      })
      .where(eq(orderParticipants.participantId, participantId));
  }

  async lapseReservations(eventId: number, now: Temporal.Instant): Promise<number> {
    const at = now.toString();
    const lapsed = await this.tx
      .update(orderParticipants)
      .set({ status: 'lapsed', statusChangedAt: at, statusChangedBy: null })
      .where(and(eq(orderParticipants.eventId, eventId), eq(orderParticipants.status, 'reserved'), lte(orderParticipants.reservedUntil, at)))
      .returning({ participantId: orderParticipants.participantId });
    return lapsed.length;
  }

  async substituteParticipant(participantId: number, substitute: Person, change: { readonly at: Temporal.Instant; readonly by: number }): Promise<void> {
    const person = { salutation: substitute.salutation, firstname: substitute.firstname, lastname: substitute.lastname, email: substitute.email };
    await this.tx
      .update(orderParticipants)
      .set({ ...person, named: true, statusChangedAt: change.at.toString(), statusChangedBy: change.by })
      .where(eq(orderParticipants.participantId, participantId));
    await this.tx.update(waitlistEntries).set(person).where(eq(waitlistEntries.participantId, participantId));
  }

  async orderLine(orderId: number, eventId: number): Promise<{ readonly seats: number; readonly lastPosition: number }> {
    const [row] = await this.tx
      .select({ seats: sql<string>`coalesce(sum(${orderParticipants.seats}), 0)`, lastPosition: sql<string>`coalesce(max(${orderParticipants.position}), 0)` })
      .from(orderParticipants)
      .where(and(eq(orderParticipants.orderId, orderId), eq(orderParticipants.eventId, eventId)));
    return { seats: Number(row?.seats ?? 0), lastPosition: Number(row?.lastPosition ?? 0) };
  }

  async takeHeldSeat(participantId: number, price: Cents, change: { readonly at: Temporal.Instant; readonly by: number }): Promise<void> {
    await this.tx
      .update(orderParticipants)
      .set({
        seats: sql`${orderParticipants.seats} - 1`,
        price: sql`${orderParticipants.price} - ${price}`,
        statusChangedAt: change.at.toString(),
        statusChangedBy: change.by,
      })
      .where(and(eq(orderParticipants.participantId, participantId), gt(orderParticipants.seats, 1)));
  }

  async setOrderBilling(orderId: number, billing: BillingRecord): Promise<void> {
    const { company, street, streetNumber, postalCode, city } = billing;
    await this.tx.update(orders).set({ company, street, streetNumber, postalCode, city }).where(eq(orders.orderId, orderId));
  }

  async claimReminders(horizon: Temporal.Instant, now: Temporal.Instant): Promise<readonly ClaimedReminder[]> {
    const at = now.toString();
    const claimed = await this.tx
      .update(orderParticipants)
      .set({ reminderSentAt: at })
      .where(
        and(
          eq(orderParticipants.status, 'reserved'),
          isNull(orderParticipants.reminderSentAt),
          gt(orderParticipants.reservedUntil, at),
          lte(orderParticipants.reservedUntil, horizon.toString()),
        ),
      )
      .returning({ participantId: orderParticipants.participantId });
    if (claimed.length === 0) return [];
    const rows = await this.tx
      .select({ participant: orderParticipants, order: orders })
      .from(orderParticipants)
      .innerJoin(orders, eq(orders.orderId, orderParticipants.orderId))
      .where(inArray(orderParticipants.participantId, claimed.map((row) => row.participantId)))
      .orderBy(asc(orderParticipants.participantId));
    return rows.map(({ participant, order }) => ({
      participantId: participant.participantId,
      eventId: participant.eventId,
      orderNumber: order.orderNumber,
      reservedUntil: Temporal.Instant.from(participant.reservedUntil ?? at),
      participant: { salutation: participant.salutation, firstname: participant.firstname, lastname: participant.lastname, email: participant.email },
      customer: { salutation: order.customerSalutation, firstname: order.customerFirstname, lastname: order.customerLastname, email: order.customerEmail },
    }));
  }

  async expireOffers(eventId: number, now: Temporal.Instant): Promise<number> {
    const at = now.toString();
    const expired = await this.tx
      .update(waitlistEntries)
      .set({ status: 'expired' })
      .where(and(eq(waitlistEntries.eventId, eventId), eq(waitlistEntries.status, 'offered'), lte(waitlistEntries.offerExpiresAt, at)))
      .returning({ participantId: waitlistEntries.participantId });
    const participants = expired.map((row) => row.participantId).filter((id) => id !== null);
    if (participants.length > 0) {
      await this.tx
        .update(orderParticipants)
        .set({ status: 'expired', statusChangedAt: at, statusChangedBy: null })
        .where(and(inArray(orderParticipants.participantId, participants), eq(orderParticipants.status, 'waitlisted')));
    }
    return expired.length;
  }

  async insertWaitlistEntry(entry: NewWaitlistEntry): Promise<string> {
    const entryId = randomUUID();
    await this.tx.insert(waitlistEntries).values({
      entryId,
      eventId: entry.eventId,
      seats: entry.seats,
      salutation: entry.contact.salutation,
      firstname: entry.contact.firstname,
      lastname: entry.contact.lastname,
      email: entry.contact.email,
      company: entry.contact.company,
      userId: entry.userId,
      participantId: entry.participantId,
      status: 'waiting',
      createdAt: entry.createdAt.toString(),
    });
    return entryId;
  }

  async findWaitlistEntry(entryId: string): Promise<StoredWaitlistEntry | undefined> {
    return (await findEntry(this.tx, eq(waitlistEntries.entryId, entryId)))[0];
  }

  waitingEntries(eventId: number): Promise<readonly StoredWaitlistEntry[]> {
    return findEntry(this.tx, waiting(eventId));
  }

  async markOffered(entryId: string, offeredAt: Temporal.Instant, expiresAt: Temporal.Instant): Promise<void> {
    await this.tx
      .update(waitlistEntries)
      .set({ status: 'offered', offeredAt: offeredAt.toString(), offerExpiresAt: expiresAt.toString() })
      .where(eq(waitlistEntries.entryId, entryId));
  }

  async markAccepted(entryId: string, at: Temporal.Instant, orderId: number | null): Promise<void> {
    await this.tx.update(waitlistEntries).set({ status: 'accepted', acceptedAt: at.toString(), orderId }).where(eq(waitlistEntries.entryId, entryId));
  }

  async cancelWaitlistEntryOf(participantId: number): Promise<void> {
    await this.tx
      .update(waitlistEntries)
      .set({ status: 'cancelled' })
      .where(and(eq(waitlistEntries.participantId, participantId), inArray(waitlistEntries.status, ['waiting', 'offered'])));
  }
}
