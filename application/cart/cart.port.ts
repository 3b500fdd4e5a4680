import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../domain/errors/app-error';
import type { SessionSlot } from '../accounts/session';
import type { CheckoutResultWire, ConfirmedReservationWire } from '../orders/orders.codecs';
import type {
  AddCartItemRequest,
  AddRecipientRequest,
  CartSmallWire,
  CheckoutRequest,
  ConfirmReservationRequest,
  DeleteCartItemRequest,
  DeleteRecipientRequest,
  EditRecipientRequest,
  OrderOptionsRequest,
  ShoppingCartWire,
} from './cart.codecs';

/**
 * The cart of one caller (a browser with its cookies) and its checkout, on the spec's paths
 * (§7, /order-api/…). The server binds the service for each request's session; the browser and
 * the CLI bind the HTTP proxy, whose cookie jar plays the session.
 */
export interface ShoppingCart {
  /** GET /order-api/get-shopping-cart */
  shoppingCart(): TE.TaskEither<AppError, ShoppingCartWire>;
  /** GET /order-api/get-shopping-cart-small: the header's count is the length. */
  shoppingCartSmall(): TE.TaskEither<AppError, CartSmallWire>;
  /** POST /order-api/add-cart-item: the same event twice is still one item. */
  addItem(request: AddCartItemRequest): TE.TaskEither<AppError, CartSmallWire>;
  /** POST /order-api/delete-cart-item */
  deleteItem(request: DeleteCartItemRequest): TE.TaskEither<AppError, CartSmallWire>;
  /** POST /order-api/add-recipient */
  addRecipient(request: AddRecipientRequest): TE.TaskEither<AppError, ShoppingCartWire>;
  /** POST /order-api/edit-recipient */
  editRecipient(request: EditRecipientRequest): TE.TaskEither<AppError, ShoppingCartWire>;
  /** POST /order-api/delete-recipient */
  deleteRecipient(request: DeleteRecipientRequest): TE.TaskEither<AppError, ShoppingCartWire>;
  /** POST /order-api/update-order-options */
  updateOrderOptions(request: OrderOptionsRequest): TE.TaskEither<AppError, ShoppingCartWire>;
  /**
   * POST /order-api/checkout with the Idempotency-Key header: a retry with the same key answers
   * the same order; the same key with another request is refused.
   */
  checkout(request: CheckoutRequest, idempotencyKey: string): TE.TaskEither<AppError, CheckoutResultWire>;
  /** POST /order-api/online-fax/checkout: the same order, marked as sent by fax. */
  faxCheckout(request: CheckoutRequest, idempotencyKey: string): TE.TaskEither<AppError, CheckoutResultWire>;
  /**
   * GET /order-api/get-order/{orderNumber}: a placed order's confirmation (what each participant
   * got, with the current waiting-list positions), for the session or account that placed it.
   */
  order(orderNumber: string): TE.TaskEither<AppError, CheckoutResultWire>;
  /** POST /order-api/confirm-reservation/{participantId}: a reservation becomes a booking (logged in), with the invoice address and the consent. */
  confirmReservation(participantId: number, request: ConfirmReservationRequest): TE.TaskEither<AppError, ConfirmedReservationWire>;
}

/** The server side: the cart of the caller of one request. */
export interface ShoppingCartForRequest {
  forRequest(session: SessionSlot): ShoppingCart;
}
