import type * as TE from 'fp-ts/TaskEither';
import {
  CartSmallWire,
  ShoppingCartWire,
  type AddCartItemRequest,
  type AddRecipientRequest,
  type CheckoutRequest,
  type ConfirmReservationRequest,
  type DeleteCartItemRequest,
  type DeleteRecipientRequest,
  type EditRecipientRequest,
  type OrderOptionsRequest,
} from '../../application/cart/cart.codecs';
import { CART_PATHS, IDEMPOTENCY_KEY_HEADER, confirmReservationPath, orderPath } from '../../application/cart/cart.paths';
import type { ShoppingCart } from '../../application/cart/cart.port';
import {
  CheckoutResultWire,
  ConfirmedReservationWire,
  ReservationResultWire,
  WaitlistEntryWire,
  type ReservationRequest,
  type WaitlistJoinRequest,
} from '../../application/orders/orders.codecs';
import { WAITLIST_PATHS, reservationPath, waitlistAcceptPath, waitlistEntryPath } from '../../application/orders/orders.paths';
import type { WaitingList } from '../../application/orders/orders.port';
import type { AppError } from '../../domain/errors/app-error';
import { callApi } from './api-call';
import type { HttpTransport } from './transport';

/**
 * The cart, its checkout, the waiting list and reservations over HTTP, for the browser and the
 * CLI. The session is the transport's cookies; the transport also copies the XSRF cookie into
 * the header of every request. A checkout sends its idempotency key in the Idempotency-Key
 * header: the caller makes one key per order (a UUID) and uses it again for a retry.
 */
export class CartProxy implements ShoppingCart, WaitingList {
  constructor(private readonly transport: HttpTransport) {}

  shoppingCart(): TE.TaskEither<AppError, ShoppingCartWire> {
    return callApi(this.transport, ShoppingCartWire)({ path: CART_PATHS.cart });
  }

  shoppingCartSmall(): TE.TaskEither<AppError, CartSmallWire> {
    return callApi(this.transport, CartSmallWire)({ path: CART_PATHS.cartSmall });
  }

  addItem(request: AddCartItemRequest): TE.TaskEither<AppError, CartSmallWire> {
    return callApi(this.transport, CartSmallWire)({ method: 'POST', path: CART_PATHS.addItem, body: request });
  }

  deleteItem(request: DeleteCartItemRequest): TE.TaskEither<AppError, CartSmallWire> {
    return callApi(this.transport, CartSmallWire)({ method: 'POST', path: CART_PATHS.deleteItem, body: request });
  }

  addRecipient(request: AddRecipientRequest): TE.TaskEither<AppError, ShoppingCartWire> {
    return callApi(this.transport, ShoppingCartWire)({ method: 'POST', path: CART_PATHS.addRecipient, body: request });
  }

  editRecipient(request: EditRecipientRequest): TE.TaskEither<AppError, ShoppingCartWire> {
    return callApi(this.transport, ShoppingCartWire)({ method: 'POST', path: CART_PATHS.editRecipient, body: request });
  }

  deleteRecipient(request: DeleteRecipientRequest): TE.TaskEither<AppError, ShoppingCartWire> {
    return callApi(this.transport, ShoppingCartWire)({ method: 'POST', path: CART_PATHS.deleteRecipient, body: request });
  }

  updateOrderOptions(request: OrderOptionsRequest): TE.TaskEither<AppError, ShoppingCartWire> {
    return callApi(this.transport, ShoppingCartWire)({ method: 'POST', path: CART_PATHS.orderOptions, body: request });
  }

  checkout(request: CheckoutRequest, idempotencyKey: string): TE.TaskEither<AppError, CheckoutResultWire> {
    return this.placeOrder(CART_PATHS.checkout, request, idempotencyKey);
  }

  faxCheckout(request: CheckoutRequest, idempotencyKey: string): TE.TaskEither<AppError, CheckoutResultWire> {
    return this.placeOrder(CART_PATHS.faxCheckout, request, idempotencyKey);
  }

  reservation(orderNumber: string): TE.TaskEither<AppError, ReservationResultWire> {
    return callApi(this.transport, ReservationResultWire)({ path: reservationPath(orderNumber) });
  }

  order(orderNumber: string): TE.TaskEither<AppError, CheckoutResultWire> {
    return callApi(this.transport, CheckoutResultWire)({ path: orderPath(orderNumber) });
  }

  confirmReservation(participantId: number, request: ConfirmReservationRequest): TE.TaskEither<AppError, ConfirmedReservationWire> {
    return callApi(this.transport, ConfirmedReservationWire)({ method: 'POST', path: confirmReservationPath(participantId), body: request });
  }

  join(request: WaitlistJoinRequest): TE.TaskEither<AppError, WaitlistEntryWire> {
    return callApi(this.transport, WaitlistEntryWire)({ method: 'POST', path: WAITLIST_PATHS.join, body: request });
  }

  entry(entryId: string): TE.TaskEither<AppError, WaitlistEntryWire> {
    return callApi(this.transport, WaitlistEntryWire)({ path: waitlistEntryPath(entryId) });
  }

  accept(entryId: string): TE.TaskEither<AppError, WaitlistEntryWire> {
    return callApi(this.transport, WaitlistEntryWire)({ method: 'POST', path: waitlistAcceptPath(entryId) });
  }

  reserve(request: ReservationRequest): TE.TaskEither<AppError, ReservationResultWire> {
    return callApi(this.transport, ReservationResultWire)({ method: 'POST', path: WAITLIST_PATHS.reserve, body: request });
  }

  private placeOrder(path: string, request: CheckoutRequest, idempotencyKey: string): TE.TaskEither<AppError, CheckoutResultWire> {
    return callApi(this.transport, CheckoutResultWire)({ method: 'POST', path, body: request, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
  }
}
