import { and, asc, eq, inArray, isNull, max, type SQL } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type {
  CartOwner,
  CartRecipientValues,
  CartTransaction,
  StoredCart,
  StoredRecipient,
} from '../../../application/cart/cart.repository';
import type { OrderOptions } from '../../../domain/cart/order-options';
import { PARTICIPANT_FORM } from '../../../domain/cart/participant-form';
import { pickFormValues } from '../../../domain/forms/form-definition';
import type { AppDatabase } from '../database';
import { cartItems, cartRecipients, carts } from '../schema';
import { lockCartOwner } from './locks';

type CartRow = typeof carts.$inferSelect;

/** A visitor's cart is the session's as long as no account has it; an account's is found by user. */
export const ownerCondition = (owner: CartOwner): SQL | undefined =>
  owner.kind === 'user' ? eq(carts.userId, owner.userId) : and(eq(carts.sessionId, owner.sessionId), isNull(carts.userId));

const ownerKey = (owner: CartOwner): string => (owner.kind === 'user' ? `user:${owner.userId}` : `session:${owner.sessionId}`);

const ownerOfRow = (row: CartRow): CartOwner =>
  row.userId !== null ? { kind: 'user', userId: row.userId } : { kind: 'session', sessionId: row.sessionId ?? '' };

const optionsOf = (row: CartRow): OrderOptions => ({
  company: row.company,
  street: row.street,
  streetNumber: row.streetNumber,
  postalCode: row.postalCode,
  city: row.city,
  invoiceReference: row.invoiceReference,
  invoiceEmail: row.invoiceEmail,
  leitwegId: row.leitwegId,
  personalNotes: row.personalNotes,
  acceptTerms: row.acceptTerms,
});

/**
 * Carts over Drizzle; the same on PGlite and PostgreSQL. The transaction's work gets one bound
 * to the transaction, where lock() holds until the end (outside one it would end at once).
 */
export class DrizzleCartRepository implements CartTransaction {
  constructor(private readonly db: AppDatabase) {}

  async find(owner: CartOwner): Promise<StoredCart | undefined> {
    const [row] = await this.db.select().from(carts).where(ownerCondition(owner)).limit(1);
    return row === undefined ? undefined : this.load(row);
  }

  async ensure(owner: CartOwner, now: Temporal.Instant): Promise<number> {
    const at = now.toString();
    // Of two requests creating the first cart at once, one inserts and the other finds it.
    await this.db
      .insert(carts)
      .values({
        sessionId: owner.kind === 'session' ? owner.sessionId : null,
        userId: owner.kind === 'user' ? owner.userId : null,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing();
    const [row] = await this.db.select({ cartId: carts.cartId }).from(carts).where(ownerCondition(owner)).limit(1);
    if (row === undefined) throw new Error('cart not found right after it was ensured');
    return row.cartId;
  }

  async addItem(cartId: number, eventId: number, now: Temporal.Instant): Promise<void> {
    await this.db.insert(cartItems).values({ cartId, eventId, addedAt: now.toString() }).onConflictDoNothing();
    await this.touch(cartId, now);
  }

  async deleteItem(cartId: number, cartItemId: number): Promise<boolean> {
    const deleted = await this.db
      .delete(cartItems)
      .where(and(eq(cartItems.cartItemId, cartItemId), eq(cartItems.cartId, cartId)))
      .returning({ cartItemId: cartItems.cartItemId });
    return deleted.length > 0;
  }

  async addRecipient(cartId: number, cartItemId: number, values: CartRecipientValues): Promise<number | undefined> {
    const [item] = await this.db
      .select({ cartItemId: cartItems.cartItemId })
      .from(cartItems)
      .where(and(eq(cartItems.cartItemId, cartItemId), eq(cartItems.cartId, cartId)));
    if (item === undefined) return undefined;
    const [row] = await this.db
      .insert(cartRecipients)
      .values({ ...values, cartItemId, position: await this.nextPosition(cartItemId) })
      .returning({ recipientId: cartRecipients.recipientId });
    return row?.recipientId;
  }

  async editRecipient(cartId: number, recipientId: number, values: CartRecipientValues): Promise<boolean> {
    const updated = await this.db
      .update(cartRecipients)
      .set(values)
      .where(and(eq(cartRecipients.recipientId, recipientId), this.inCart(cartId)))
      .returning({ recipientId: cartRecipients.recipientId });
    return updated.length > 0;
  }

  async deleteRecipient(cartId: number, recipientId: number): Promise<boolean> {
    const deleted = await this.db
      .delete(cartRecipients)
      .where(and(eq(cartRecipients.recipientId, recipientId), this.inCart(cartId)))
      .returning({ recipientId: cartRecipients.recipientId });
    return deleted.length > 0;
  }

  async saveOptions(cartId: number, options: OrderOptions, now: Temporal.Instant): Promise<void> {
    await this.db
      .update(carts)
      .set({ ...options, updatedAt: now.toString() })
      .where(eq(carts.cartId, cartId));
  }

  transaction<A>(work: (carts: CartTransaction) => Promise<A>): Promise<A> {
    return this.db.transaction((tx) => work(new DrizzleCartRepository(tx)));
  }

  async lock(owners: readonly CartOwner[]): Promise<void> {
    // In one order for everyone, so two merges never wait on each other in a circle.
    for (const key of owners.map(ownerKey).sort()) await lockCartOwner(this.db, key);
  }

  async moveItem(cartItemId: number, toCartId: number): Promise<void> {
    await this.db.update(cartItems).set({ cartId: toCartId }).where(eq(cartItems.cartItemId, cartItemId));
  }

  async moveRecipient(recipientId: number, toCartItemId: number): Promise<void> {
    await this.db
      .update(cartRecipients)
      .set({ cartItemId: toCartItemId, position: await this.nextPosition(toCartItemId) })
      .where(eq(cartRecipients.recipientId, recipientId));
  }

  async assignToUser(cartId: number, userId: number, now: Temporal.Instant): Promise<void> {
    await this.db.update(carts).set({ userId, sessionId: null, updatedAt: now.toString() }).where(eq(carts.cartId, cartId));
  }

  async deleteCart(cartId: number): Promise<void> {
    await this.db.delete(carts).where(eq(carts.cartId, cartId));
  }

  private async load(row: CartRow): Promise<StoredCart> {
    const items = await this.db
      .select()
      .from(cartItems)
      .where(eq(cartItems.cartId, row.cartId))
      .orderBy(asc(cartItems.addedAt), asc(cartItems.cartItemId));
    const recipients =
      items.length === 0
        ? []
        : await this.db
            .select()
            .from(cartRecipients)
            .where(
              inArray(
                cartRecipients.cartItemId,
                items.map((item) => item.cartItemId),
              ),
            )
            .orderBy(asc(cartRecipients.position), asc(cartRecipients.recipientId));
    return {
      cartId: row.cartId,
      owner: ownerOfRow(row),
      options: optionsOf(row),
      items: items.map((item) => ({
        cartItemId: item.cartItemId,
        eventId: item.eventId,
        addedAt: Temporal.Instant.from(item.addedAt),
        recipients: recipients.filter((recipient) => recipient.cartItemId === item.cartItemId).map(storedRecipient),
      })),
    };
  }

  private inCart(cartId: number): SQL {
    return inArray(cartRecipients.cartItemId, this.db.select({ cartItemId: cartItems.cartItemId }).from(cartItems).where(eq(cartItems.cartId, cartId)));
  }

  private async nextPosition(cartItemId: number): Promise<number> {
    const [row] = await this.db
      .select({ last: max(cartRecipients.position) })
      .from(cartRecipients)
      .where(eq(cartRecipients.cartItemId, cartItemId));
    return (row?.last ?? 0) + 1;
  }

  private async touch(cartId: number, now: Temporal.Instant): Promise<void> {
    await this.db.update(carts).set({ updatedAt: now.toString() }).where(eq(carts.cartId, cartId));
  }
}

const storedRecipient = (row: typeof cartRecipients.$inferSelect): StoredRecipient => ({
  recipientId: row.recipientId,
  cartItemId: row.cartItemId,
  ...pickFormValues(PARTICIPANT_FORM, row),
  bookingType: row.bookingType,
});
