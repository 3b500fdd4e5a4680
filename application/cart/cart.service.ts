import * as E from 'fp-ts/Either';
import { sessionAccount } from '../accounts/session-account';
import type * as TE from 'fp-ts/TaskEither';
import { BOOKING_TYPE_MESSAGE, isBookingType } from '../../domain/cart/booking-type';
import { EMPTY_ORDER_OPTIONS, applyOrderOptionsChange, orderOptionsChangeErrors } from '../../domain/cart/order-options';
import { participantForm } from '../../domain/cart/participant-form';
import { isOnline } from '../../domain/event/event-kind';
import { conflict, invalid, notFound, unauthenticated, type AppError } from '../../domain/errors/app-error';
import { hasErrors, validateFormEither } from '../../domain/validation/form-validation';
import type { SessionSlot } from '../accounts/session';
import type { SessionService } from '../accounts/session.service';
import type { Account, UserRepository } from '../accounts/user.repository';
import type { CatalogueEvent } from '../catalogue/catalogue-event';
import type { CatalogueRepository } from '../catalogue/catalogue.repository';
import type { PlaceOrder } from '../orders/checkout';
import { ORDER_MESSAGES } from '../orders/messages';
import type { CheckoutResultWire, ConfirmedReservationWire, OrderChannel } from '../orders/orders.codecs';
import type { OrderReading } from '../orders/order-reading';
import type { OrderBookings } from '../orders/orders.port';
import { hasBegun } from '../../domain/event/booking-state';
import { storeCall } from '../orders/store-call';
import type { Clock } from '../ports/clock';
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
  RecipientFields,
  ShoppingCartWire,
} from './cart.codecs';
import type { ShoppingCart, ShoppingCartForRequest } from './cart.port';
import type { CartOwner, CartRecipientValues, CartRepository, StoredCart } from './cart.repository';
import { cartItemSmallWire, shoppingCartWire, viewedItems, type ViewedItem } from './cart-view';
import { CART_MESSAGES as M, MAX_CART_ITEMS, MAX_RECIPIENTS_PER_ITEM } from './messages';

export interface CartDependencies {
  readonly carts: CartRepository;
  /** The dates' own data (theme, modules, venue); the server keeps them in a cache (cart-events). */
  readonly catalogue: Pick<CatalogueRepository, 'findEvent'>;
  readonly sessions: SessionService;
  readonly users: UserRepository;
  readonly placeOrder: PlaceOrder;
  readonly bookings: OrderBookings;
  readonly orders: OrderReading;
  readonly clock: Clock;
}

type Outcome<A> = E.Either<AppError, A>;

/** The cart in-process; the server makes one per request, bound to that request's session. */
export class CartService implements ShoppingCartForRequest {
  constructor(private readonly deps: CartDependencies) {}

  forRequest(session: SessionSlot): ShoppingCart {
    return new CallerCart(this.deps, session);
  }
}

/** The owner whose cart a session sees: the account once logged in, else the session (if it has a row). */
export const ownerOf = (session: SessionSlot): CartOwner | undefined => {
  const stored = session.current().stored;
  if (stored === undefined) return undefined;
  return stored.userId === null ? { kind: 'session', sessionId: stored.sessionId } : { kind: 'user', userId: stored.userId };
};

const ownerKey = (owner: CartOwner): string => (owner.kind === 'session' ? `session ${owner.sessionId}` : `user ${String(owner.userId)}`);

class CallerCart implements ShoppingCart {
  /**
   * The stored cart as this request has read it, for whose owner. A page asks twice in one
   * request (its loader for the cart, the header for the count), and the second read would only
   * repeat the first one's three statements. Every change forgets it, and so does a change of owner
   * (a login, a first item that gives the session its row).
   */
  private read: { readonly owner: string; readonly cart: Promise<StoredCart | undefined> } | undefined;
  /** Changes running now: while one runs, every read is fresh (its answer must show what it wrote). */
  private changes = 0;

  constructor(
    private readonly deps: CartDependencies,
    private readonly session: SessionSlot,
  ) {}

  shoppingCart(): TE.TaskEither<AppError, ShoppingCartWire> {
    return storeCall(async () => E.right(await this.view()));
  }

  shoppingCartSmall(): TE.TaskEither<AppError, CartSmallWire> {
    return storeCall(async () => E.right(await this.small()));
  }

  addItem({ eventId }: AddCartItemRequest): TE.TaskEither<AppError, CartSmallWire> {
    return this.changing(async () => {
      const event = await this.deps.catalogue.findEvent(eventId);
      if (event === undefined) return E.left(notFound(M.eventUnknown));
      const now = this.deps.clock.now();
      if (hasBegun(event.startDate, now)) return E.left(conflict(M.eventStarted));
      const current = await this.cart();
      const present = current?.items.some((item) => item.eventId === eventId) ?? false;
      if (!present && (current?.items.length ?? 0) >= MAX_CART_ITEMS) return E.left(conflict(M.cartFull));
      const cartId = current?.cartId ?? (await this.deps.carts.ensure(await this.keptOwner(), now));
      await this.deps.carts.addItem(cartId, eventId, now);
      return E.right(await this.small());
    });
  }

  deleteItem({ cartItemId }: DeleteCartItemRequest): TE.TaskEither<AppError, CartSmallWire> {
    return this.changing(async () => {
      const cart = await this.cart();
      const deleted = cart !== undefined && (await this.deps.carts.deleteItem(cart.cartId, cartItemId));
      return deleted ? E.right(await this.small()) : E.left(notFound(M.cartItemUnknown));
    });
  }

  addRecipient({ cartItemId, ...fields }: AddRecipientRequest): TE.TaskEither<AppError, ShoppingCartWire> {
    return this.change(M.cartItemUnknown, async (cart) => {
      const item = cart.items.find((candidate) => candidate.cartItemId === cartItemId);
      if (item === undefined) return E.left(notFound(M.cartItemUnknown));
      if (item.recipients.length >= MAX_RECIPIENTS_PER_ITEM) return E.left(conflict(M.tooManyRecipients));
      const values = await this.recipientValues(item.eventId, fields);
      if (E.isLeft(values)) return values;
      const added = await this.deps.carts.addRecipient(cart.cartId, cartItemId, values.right);
      return added === undefined ? E.left(notFound(M.cartItemUnknown)) : E.right(undefined);
    });
  }

  editRecipient({ recipientId, ...fields }: EditRecipientRequest): TE.TaskEither<AppError, ShoppingCartWire> {
    return this.change(M.recipientUnknown, async (cart) => {
      const item = cart.items.find((candidate) => candidate.recipients.some((recipient) => recipient.recipientId === recipientId));
      if (item === undefined) return E.left(notFound(M.recipientUnknown));
      const values = await this.recipientValues(item.eventId, fields);
      if (E.isLeft(values)) return values;
      return (await this.deps.carts.editRecipient(cart.cartId, recipientId, values.right)) ? E.right(undefined) : E.left(notFound(M.recipientUnknown));
    });
  }

  deleteRecipient({ recipientId }: DeleteRecipientRequest): TE.TaskEither<AppError, ShoppingCartWire> {
    return this.change(M.recipientUnknown, async (cart) =>
      (await this.deps.carts.deleteRecipient(cart.cartId, recipientId)) ? E.right(undefined) : E.left(notFound(M.recipientUnknown)),
    );
  }

  updateOrderOptions(request: OrderOptionsRequest): TE.TaskEither<AppError, ShoppingCartWire> {
    return this.changing(async () => {
      const errors = orderOptionsChangeErrors(request);
      if (hasErrors(errors)) return E.left(invalid(errors));
      const current = await this.cart();
      const now = this.deps.clock.now();
      // Options may be given before the first item (the page keeps the address form apart).
      const cartId = current?.cartId ?? (await this.deps.carts.ensure(await this.keptOwner(), now));
      await this.deps.carts.saveOptions(cartId, applyOrderOptionsChange(current?.options ?? EMPTY_ORDER_OPTIONS, request), now);
      return E.right(await this.view());
    });
  }

  checkout(request: CheckoutRequest, idempotencyKey: string): TE.TaskEither<AppError, CheckoutResultWire> {
    return this.placeOrder('online', request, idempotencyKey);
  }

  faxCheckout(request: CheckoutRequest, idempotencyKey: string): TE.TaskEither<AppError, CheckoutResultWire> {
    return this.placeOrder('fax', request, idempotencyKey);
  }

  order(orderNumber: string): TE.TaskEither<AppError, CheckoutResultWire> {
    return storeCall(() => this.deps.orders.order(orderNumber, this.session));
  }

  confirmReservation(participantId: number, request: ConfirmReservationRequest): TE.TaskEither<AppError, ConfirmedReservationWire> {
    return this.changing(async () => {
      const account = await this.account();
      if (account === undefined) return E.left(unauthenticated(ORDER_MESSAGES.loginRequired));
      const { acceptTerms, ...billing } = request;
      return this.deps.bookings.confirmReservation(account, participantId, { billing, acceptTerms: acceptTerms === true })();
    });
  }

  private placeOrder(channel: OrderChannel, options: CheckoutRequest, idempotencyKey: string): TE.TaskEither<AppError, CheckoutResultWire> {
    return this.changing(async () => {
      const errors = orderOptionsChangeErrors(options);
      if (hasErrors(errors)) return E.left(invalid(errors));
      const stored = this.session.current().stored;
      const owner = ownerOf(this.session);
      // A session without a row has never had a cart, so it has nothing to order (and no earlier order to replay).
      if (stored === undefined || owner === undefined) return E.left(conflict(ORDER_MESSAGES.cartEmpty));
      return this.deps.placeOrder.run({ channel, idempotencyKey, sessionId: stored.sessionId, owner, account: await this.account(), options });
    });
  }

  /** A change of an existing cart, answered with the cart as it is afterwards; without a cart, what it changes is unknown. */
  private change(unknown: string, work: (cart: StoredCart) => Promise<Outcome<undefined>>): TE.TaskEither<AppError, ShoppingCartWire> {
    return this.changing(async () => {
      const cart = await this.cart();
      if (cart === undefined) return E.left(notFound(unknown));
      const done = await work(cart);
      return E.isLeft(done) ? done : E.right(await this.view());
    });
  }

  /** A participant checked by the form of the item's event: online events ask no overnight option. */
  private async recipientValues(eventId: number, fields: RecipientFields): Promise<Outcome<CartRecipientValues>> {
    const event = await this.deps.catalogue.findEvent(eventId);
    const form = participantForm(event !== undefined && isOnline(event));
    const valid = validateFormEither(form, fields);
    if (E.isLeft(valid)) return valid;
    const { bookingType, ...rest } = valid.right;
    // The form's rule admits only the two words; the guard keeps the type honest.
    return isBookingType(bookingType) ? E.right({ ...rest, bookingType }) : E.left(invalid({ bookingType: BOOKING_TYPE_MESSAGE }));
  }

  /**
   * A use case that changes the cart: it reads the cart as it is, and what it answers is read
   * after its writes, so it starts and ends without the remembered read.
   */
  private changing<A>(work: () => Promise<Outcome<A>>): TE.TaskEither<AppError, A> {
    return storeCall(async () => {
      this.changes += 1;
      this.read = undefined;
      try {
        return await work();
      } finally {
        this.changes -= 1;
        this.read = undefined;
      }
    });
  }

  private async cart(): Promise<StoredCart | undefined> {
    const owner = ownerOf(this.session);
    if (owner === undefined) return undefined;
    const key = ownerKey(owner);
    if (this.changes === 0 && this.read?.owner === key) return this.read.cart;
    const cart = this.deps.carts.find(owner);
    if (this.changes === 0) this.read = { owner: key, cart };
    return cart;
  }

  /** The owner, giving an anonymous visitor's session its row first: the cart is kept under its id. */
  private async keptOwner(): Promise<CartOwner> {
    const kept = await this.deps.sessions.keep(this.session.current());
    this.session.replace(kept);
    const owner = ownerOf(this.session);
    if (owner === undefined) throw new Error('a kept session has a row');
    return owner;
  }

  private account(): Promise<Account | undefined> {
    return sessionAccount(this.deps.users, this.session);
  }

  private async viewed(): Promise<{ readonly cart: StoredCart | undefined; readonly items: readonly ViewedItem[] }> {
    const cart = await this.cart();
    return { cart, items: viewedItems(cart, await this.events(cart)) };
  }

  private async view(): Promise<ShoppingCartWire> {
    const { cart, items } = await this.viewed();
    return shoppingCartWire(cart, items, this.deps.clock.now());
  }

  private async small(): Promise<CartSmallWire> {
    return (await this.viewed()).items.map(cartItemSmallWire);
  }

  private async events(cart: StoredCart | undefined): Promise<ReadonlyMap<number, CatalogueEvent>> {
    const found = await Promise.all((cart?.items ?? []).map((item) => this.deps.catalogue.findEvent(item.eventId)));
    return new Map(found.filter((event) => event !== undefined).map((event) => [event.eventId, event]));
  }
}
