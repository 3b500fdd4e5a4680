import * as E from 'fp-ts/Either';
import type { Temporal } from 'temporal-polyfill';
import { applyOrderOptionsChange, checkoutOptionsErrors, type OrderOptionsChange } from '../../domain/cart/order-options';
import { conflict, invalid, type AppError } from '../../domain/errors/app-error';
import type { Account } from '../accounts/user.repository';
import type { CartOwner, StoredCart } from '../cart/cart.repository';
import type { BookSeats } from './book-seats';
import type { BookedOrder } from './booked-order';
import { canonicalJson } from './fingerprint';
import { ORDER_MESSAGES as M, participantMessage } from './messages';
import { CheckoutResultWire, type OrderChannel, type OrderedParticipantWire } from './orders.codecs';
import type { OrderTransaction, Person } from './orders.repository';

export interface CheckoutCommand {
  readonly channel: OrderChannel;
  readonly idempotencyKey: string;
  /** The ordering session: the scope of the key, and where a visitor's cart is kept. */
  readonly sessionId: string;
  readonly owner: CartOwner;
  /** The logged-in account, undefined for a visitor. */
  readonly account: Account | undefined;
  /** Last changes of the order options, sent with the order. */
  readonly options: OrderOptionsChange;
}

/** Who the confirmation goes to: the account, else the first participant (a visitor has nothing else). */
const customerOf = (account: Account | undefined, cart: StoredCart): Person | undefined => {
  if (account !== undefined) return account;
  return cart.items.flatMap((item) => item.recipients)[0];
};

/** The checkout's answer: every participant with what they got, in the order of the cart. */
export const checkoutResult = (channel: OrderChannel, order: BookedOrder): CheckoutResultWire => ({
  orderNumber: order.orderNumber,
  channel,
  orderedAt: order.orderedAt,
  total: order.total,
  groupDiscount: order.groupDiscount,
  participants: order.lines.flatMap(({ bookable, seats }) =>
    seats.map(
      (seat): OrderedParticipantWire => ({
        participantId: seat.participantId,
        eventId: bookable.eventId,
        themeTitle: bookable.title,
        firstname: seat.request.firstname,
        lastname: seat.request.lastname,
        bookingType: seat.request.bookingType,
        status: seat.status,
        price: seat.price,
        message: participantMessage(seat.status, seat.reservedUntil, seat.request.seats),
        ...(seat.reservedUntil === null ? {} : { reservedUntil: seat.reservedUntil }),
        ...(seat.waitlistEntryId === undefined ? {} : { waitlistEntryId: seat.waitlistEntryId }),
        ...(seat.waitlistPosition === undefined ? {} : { waitlistPosition: seat.waitlistPosition }),
      }),
    ),
  ),
});

/**
 * Places the order of a cart: ONE transaction, so a failure at any step leaves no order, no
 * seat taken and the cart as it was. The idempotency key (scoped to the session) makes a retry
 * or a double click answer the first order's result; the same key with another request is
 * refused. The seats are taken by BookSeats, the one way seats are taken.
 */
export class PlaceOrder {
  constructor(private readonly bookSeats: BookSeats) {}

  run(command: CheckoutCommand): Promise<E.Either<AppError, CheckoutResultWire>> {
    const idempotency = {
      scope: command.sessionId,
      key: command.idempotencyKey,
      fingerprint: canonicalJson({ channel: command.channel, options: command.options }),
    };
    return this.bookSeats.once(idempotency, decodeStored, (tx, now) => this.place(tx, now, command, idempotency));
  }

  private async place(
    tx: OrderTransaction,
    now: Temporal.Instant,
    command: CheckoutCommand,
    idempotency: { readonly scope: string; readonly key: string; readonly fingerprint: string },
  ): Promise<E.Either<AppError, CheckoutResultWire>> {
    const cart = await tx.cartForCheckout(command.owner);
    if (cart === undefined || cart.items.length === 0) return E.left(conflict(M.cartEmpty));
    const options = applyOrderOptionsChange(cart.options, command.options);
    const errors = {
      ...checkoutOptionsErrors(options),
      ...(cart.items.some((item) => item.recipients.length === 0) ? { recipients: M.recipientsMissing } : {}),
    };
    // Every item has a participant now, so a visitor's order has someone to confirm it to.
    const customer = customerOf(command.account, cart);
    if (Object.keys(errors).length > 0 || customer === undefined) return E.left(invalid(errors));

    const order = {
      channel: command.channel,
      sessionId: command.sessionId,
      userId: command.account?.userId ?? null,
      gremiumId: command.account?.gremiumId ?? null,
      customer,
      billing: { company: options.company, street: options.street, streetNumber: options.streetNumber, postalCode: options.postalCode, city: options.city },
      invoiceReference: options.invoiceReference,
      invoiceRecipient: { invoiceEmail: options.invoiceEmail, leitwegId: options.leitwegId },
      personalNotes: options.personalNotes,
    };
    const lines = cart.items.map((item) => ({ eventId: item.eventId, requests: item.recipients.map((recipient) => ({ ...recipient, seats: 1 })) }));
    const booked = await this.bookSeats.book(tx, now, order, lines, { idempotency });
    if (E.isLeft(booked)) return booked;
    const result = checkoutResult(command.channel, booked.right);
    await tx.saveCheckoutResult(booked.right.orderId, CheckoutResultWire.encode(result));
    await tx.deleteCart(cart.cartId);
    return E.right(result);
  }
}

/** A stored result is our own earlier answer; one that no longer decodes is a bug, not a client's error. */
const decodeStored = (stored: unknown): CheckoutResultWire => {
  const decoded = CheckoutResultWire.decode(stored);
  if (E.isLeft(decoded)) throw new Error('stored checkout result does not decode');
  return decoded.right;
};
