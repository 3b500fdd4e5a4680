import * as E from 'fp-ts/Either';
import type { Temporal } from 'temporal-polyfill';
import { applyOrderOptionsChange, checkoutOptionsErrors, type OrderOptionsChange } from '../../domain/cart/order-options';
import { formatOrderNumber, orderYear } from '../../domain/cart/order-number';
import { seatedStatus } from '../../domain/cart/participant-status';
import { reservationDeadline } from '../../domain/cart/reservation-deadline';
import { allocateSeats } from '../../domain/cart/seat-allocation';
import { queuePosition } from '../../domain/cart/waiting-list';
import { cartLineTotals, cartTotals } from '../../domain/cart/cart-totals';
import { conflict, invalid, type AppError } from '../../domain/errors/app-error';
import type { Account } from '../accounts/user.repository';
import type { CartOwner, StoredCart, StoredRecipient } from '../cart/cart.repository';
import { CART_MESSAGES } from '../cart/messages';
import type { CatalogueEvent } from '../catalogue/catalogue-event';
import type { Outbox } from '../mail/outbox.port';
import type { Clock } from '../ports/clock';
import { canonicalJson } from './fingerprint';
import { orderConfirmationPayload, type ConfirmedEvent } from './mail-payloads';
import { ORDER_MESSAGES as M, reservedMessage } from './messages';
import { CheckoutResultWire, type OrderChannel, type OrderedParticipantWire } from './orders.codecs';
import type { OrderStore, OrderTransaction, Person } from './orders.repository';
import { hasBegun, settleEvent } from './seat-settlement';

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

/**
 * A key reused for another request: Invalid (the client reads its body like every refused
 * input), with the reason that makes the server answer 422 (application/http/http-status.ts).
 */
export const KEY_REUSED: AppError = {
  ...invalid({ 'Idempotency-Key': M.idempotencyKeyReused }, M.idempotencyKeyReused),
  reason: 'idempotency-key-reused',
};

interface PlannedItem {
  readonly event: CatalogueEvent;
  readonly recipients: readonly StoredRecipient[];
}

/** Who the confirmation goes to: the account, else the first participant (a visitor has nothing else). */
const customerOf = (account: Account | undefined, cart: StoredCart): Person | undefined => {
  if (account !== undefined) return account;
  return cart.items.flatMap((item) => item.recipients)[0];
};

/**
 * Places the order of a cart: ONE transaction, so a failure at any step leaves no order, no
 * seat taken and the cart as it was. The idempotency key (scoped to the session) makes a retry
 * or a double click answer the first order's result; the same key with another request is
 * refused. Each event's seats are counted under the event's lock, in event id order (so two
 * checkouts never wait on each other in a circle); participants beyond the free seats go on
 * the waiting list.
 */
export class PlaceOrder {
  constructor(
    private readonly store: OrderStore,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  run(command: CheckoutCommand): Promise<E.Either<AppError, CheckoutResultWire>> {
    const fingerprint = canonicalJson({ channel: command.channel, options: command.options });
    const now = this.clock.now();
    return this.store.transaction(async (tx) => {
      await tx.lockIdempotencyKey(command.sessionId, command.idempotencyKey);
      const earlier = await tx.findIdempotentOrder(command.sessionId, command.idempotencyKey);
      if (earlier !== undefined) {
        if (earlier.fingerprint !== fingerprint) return E.left(KEY_REUSED);
        return E.right(decodeStored(earlier.result));
      }
      return this.place(tx, command, fingerprint, now);
    });
  }

  private async place(
    tx: OrderTransaction,
    command: CheckoutCommand,
    fingerprint: string,
    now: Temporal.Instant,
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

    const planned: PlannedItem[] = [];
    for (const item of [...cart.items].sort((a, b) => a.eventId - b.eventId)) {
      const event = await tx.findEvent(item.eventId);
      if (event === undefined) return E.left(conflict(CART_MESSAGES.eventUnknown));
      if (hasBegun(event, now)) return E.left(conflict(`${event.content.title}: ${CART_MESSAGES.eventStarted}`));
      await settleEvent(tx, this.outbox, event, now);
      planned.push({ event, recipients: item.recipients });
    }
    // Back in the order of the cart, as the customer saw it.
    const inCartOrder = cart.items.flatMap((item) => planned.filter((plan) => plan.event.eventId === item.eventId));
    const totals = cartTotals(inCartOrder.map((plan) => ({ prices: plan.event.content.prices, participants: plan.recipients.length })));

    const orderNumber = formatOrderNumber({ year: orderYear(now), sequence: await tx.nextOrderSequence(orderYear(now)) });
    const billing = { company: options.company, street: options.street, streetNumber: options.streetNumber, postalCode: options.postalCode, city: options.city };
    const orderId = await tx.insertOrder({
      orderNumber,
      channel: command.channel,
      sessionId: command.sessionId,
      userId: command.account?.userId ?? null,
      gremiumId: command.account?.gremiumId ?? null,
      customer,
      billing,
      invoiceReference: options.invoiceReference,
      personalNotes: options.personalNotes,
      total: totals.total,
      groupDiscount: totals.groupDiscount,
      orderedAt: now,
      idempotency: { scope: command.sessionId, key: command.idempotencyKey, fingerprint },
    });

    const participants: OrderedParticipantWire[] = [];
    const confirmed: ConfirmedEvent[] = [];
    for (const { event, recipients } of inCartOrder) {
      const outcomes = allocateSeats(event.capacity, await tx.seatsTaken(event.eventId), recipients.length);
      const prices = cartLineTotals({ prices: event.content.prices, participants: recipients.length }).participantPrices;
      const seats: ConfirmedEvent['seats'][number][] = [];
      for (const [index, recipient] of recipients.entries()) {
        const status = outcomes[index] === 'seat' ? seatedStatus(recipient.bookingType) : 'waitlisted';
        const reservedUntil = status === 'reserved' ? reservationDeadline(now, event.startDate) : null;
        const price = prices[index] ?? event.content.prices.price;
        const participantId = await tx.insertParticipant({
          ...recipient,
          orderId,
          eventId: event.eventId,
          position: index + 1,
          seats: 1,
          price,
          status,
          reservedUntil,
          at: now,
        });
        const waitlistEntryId =
          status === 'waitlisted'
            ? await tx.insertWaitlistEntry({
                eventId: event.eventId,
                seats: 1,
                contact: { ...recipient, company: options.company },
                userId: command.account?.userId ?? null,
                participantId,
                createdAt: now,
              })
            : undefined;
        const waitlistPosition =
          waitlistEntryId === undefined ? undefined : queuePosition(waitlistEntryId, (await tx.waitingEntries(event.eventId)).map((entry) => entry.entryId));
        seats.push({ ...recipient, reservedUntil, waitlistPosition, participantId });
        participants.push({
          participantId,
          eventId: event.eventId,
          themeTitle: event.content.title,
          firstname: recipient.firstname,
          lastname: recipient.lastname,
          bookingType: recipient.bookingType,
          status,
          price,
          message: status === 'booked' ? M.booked : reservedUntil === null ? M.waitlisted : reservedMessage(reservedUntil),
          ...(reservedUntil === null ? {} : { reservedUntil }),
          ...(waitlistEntryId === undefined ? {} : { waitlistEntryId }),
          ...(waitlistPosition === undefined ? {} : { waitlistPosition }),
        });
      }
      confirmed.push({ event, seats });
    }

    const result: CheckoutResultWire = {
      orderNumber,
      channel: command.channel,
      orderedAt: now,
      total: totals.total,
      groupDiscount: totals.groupDiscount,
      participants,
    };
    await tx.saveCheckoutResult(orderId, CheckoutResultWire.encode(result));
    // The mail says what the confirmation page says: who is booked, reserved, or waiting.
    await this.outbox.enqueue(
      tx.handle,
      'order_confirmation',
      orderConfirmationPayload({
        orderNumber,
        orderedAt: now,
        sessionId: command.sessionId,
        userId: command.account?.userId ?? null,
        customer,
        billing,
        events: confirmed,
      }),
    );
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
