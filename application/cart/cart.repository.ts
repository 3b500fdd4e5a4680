import type { Temporal } from 'temporal-polyfill';
import type { BookingType } from '../../domain/cart/booking-type';
import type { OrderOptions } from '../../domain/cart/order-options';
import type { ParticipantValues } from '../../domain/cart/participant-form';

/**
 * Whose cart: a visitor's is kept under the session id (which survives the login's token
 * rotation), an account's under the user id, so it is there again at the next login.
 */
export type CartOwner = { readonly kind: 'session'; readonly sessionId: string } | { readonly kind: 'user'; readonly userId: number };

/** A participant as the cart keeps it (the spec's recipient): the participant form's fields, the booking type as its type. */
export type CartRecipientValues = Omit<ParticipantValues, 'bookingType'> & { readonly bookingType: BookingType };

export interface StoredRecipient extends CartRecipientValues {
  readonly recipientId: number;
  readonly cartItemId: number;
}

export interface StoredCartItem {
  readonly cartItemId: number;
  readonly eventId: number;
  readonly addedAt: Temporal.Instant;
  /** In order of entry: the price tiers follow it. */
  readonly recipients: readonly StoredRecipient[];
}

export interface StoredCart {
  readonly cartId: number;
  readonly owner: CartOwner;
  readonly options: OrderOptions;
  /** In the order they were added. */
  readonly items: readonly StoredCartItem[];
}

/**
 * Driven port: where carts are kept. Each change names the cart it belongs to, so nobody can
 * touch an item or participant of another cart: such a change finds nothing (false/undefined).
 */
export interface CartRepository {
  find(owner: CartOwner): Promise<StoredCart | undefined>;
  /** The owner's cart id, creating an empty cart when there is none (also when two requests race). */
  ensure(owner: CartOwner, now: Temporal.Instant): Promise<number>;
  /** Adds the event unless the cart holds it already. */
  addItem(cartId: number, eventId: number, now: Temporal.Instant): Promise<void>;
  deleteItem(cartId: number, cartItemId: number): Promise<boolean>;
  /** Appends a participant to the item; undefined when the item is not in this cart. */
  addRecipient(cartId: number, cartItemId: number, values: CartRecipientValues): Promise<number | undefined>;
  editRecipient(cartId: number, recipientId: number, values: CartRecipientValues): Promise<boolean>;
  deleteRecipient(cartId: number, recipientId: number): Promise<boolean>;
  saveOptions(cartId: number, options: OrderOptions, now: Temporal.Instant): Promise<void>;
  /** Runs the work in one transaction, on a repository bound to it (the login's merge). */
  transaction<A>(work: (carts: CartTransaction) => Promise<A>): Promise<A>;
}

/** The changes a login's merge makes, besides the ordinary ones, all inside one transaction. */
export interface CartTransaction extends CartRepository {
  /** Locks the cart rows of both owners, so two logins of one account merge one after the other. */
  lock(owners: readonly CartOwner[]): Promise<void>;
  moveItem(cartItemId: number, toCartId: number): Promise<void>;
  /** Moves the participant to the end of the other item. */
  moveRecipient(recipientId: number, toCartItemId: number): Promise<void>;
  /** Gives a visitor's cart to the account (it then no longer goes with the session). */
  assignToUser(cartId: number, userId: number, now: Temporal.Instant): Promise<void>;
  deleteCart(cartId: number): Promise<void>;
}
