import * as t from 'io-ts';
import { BOOKING_TYPES, type BookingType } from '../../domain/cart/booking-type';
import { BILLING_ADDRESS_FORM, ORDER_OPTIONS_FORM } from '../../domain/cart/order-options';
import { PARTICIPANT_FORM } from '../../domain/cart/participant-form';
import { formCodecProps, formRequestCodec, nullableFormCodecProps } from '../forms/form-codecs';
import { CentsCodec } from '../codecs/cents.codec';
import { InstantCodec } from '../codecs/instant.codec';
import { PricesWire } from '../catalogue/event.codecs';
import { EVENT_KINDS } from '../catalogue/event-search.codecs';
import { oneOf } from '../codecs/one-of.codec';
import { CartItemId, EventId, RecipientId, SignedCents, flag, objectBody } from './wire-types.codecs';

/** POST /order-api/add-cart-item */
export const AddCartItemRequest = objectBody(t.exact(t.type({ eventId: EventId })), 'AddCartItemRequest');
export type AddCartItemRequest = t.TypeOf<typeof AddCartItemRequest>;

/** POST /order-api/delete-cart-item: the spec's payload is cartItemId. */
export const DeleteCartItemRequest = objectBody(t.exact(t.type({ cartItemId: CartItemId })), 'DeleteCartItemRequest');
export type DeleteCartItemRequest = t.TypeOf<typeof DeleteCartItemRequest>;

/** A participant's fields as they arrive; each is checked by domain/cart/participant-form. */
export const RecipientFields = formRequestCodec(PARTICIPANT_FORM, 'RecipientFields');
export type RecipientFields = t.TypeOf<typeof RecipientFields>;

/** POST /order-api/add-recipient */
export const AddRecipientRequest = objectBody(t.exact(t.intersection([t.type({ cartItemId: CartItemId }), RecipientFields])), 'AddRecipientRequest');
export type AddRecipientRequest = t.TypeOf<typeof AddRecipientRequest>;

/** POST /order-api/edit-recipient: the whole participant again (the form sends every field). */
export const EditRecipientRequest = objectBody(t.exact(t.intersection([t.type({ recipientId: RecipientId }), RecipientFields])), 'EditRecipientRequest');
export type EditRecipientRequest = t.TypeOf<typeof EditRecipientRequest>;

/** POST /order-api/delete-recipient */
export const DeleteRecipientRequest = objectBody(t.exact(t.type({ recipientId: RecipientId })), 'DeleteRecipientRequest');
export type DeleteRecipientRequest = t.TypeOf<typeof DeleteRecipientRequest>;

/** The order options' fields as they arrive; each is checked by domain/cart/order-options. */
const OrderOptionsFields = t.intersection([formRequestCodec(ORDER_OPTIONS_FORM, 'OrderOptionsFields'), t.partial({ acceptTerms: flag })]);

/** POST /order-api/update-order-options: only the fields given change (the page may save field by field). */
export const OrderOptionsRequest = objectBody(t.exact(OrderOptionsFields), 'OrderOptionsRequest');
export type OrderOptionsRequest = t.TypeOf<typeof OrderOptionsRequest>;

/**
 * POST /order-api/checkout and /order-api/online-fax/checkout: the last changes of the order
 * options may come with the order itself (an empty object when there are none).
 */
export const CheckoutRequest = objectBody(t.exact(OrderOptionsFields), 'CheckoutRequest');
export type CheckoutRequest = t.TypeOf<typeof CheckoutRequest>;

/** POST /order-api/confirm-reservation/{participantId}: the invoice address and the consent to the terms, checked by the cart's rules. */
export const ConfirmReservationRequest = objectBody(t.exact(t.intersection([formRequestCodec(BILLING_ADDRESS_FORM, 'BillingAddressFields'), t.partial({ acceptTerms: flag })])), 'ConfirmReservationRequest');
export type ConfirmReservationRequest = t.TypeOf<typeof ConfirmReservationRequest>;

export const BookingTypeWire = new t.Type<BookingType, BookingType, unknown>(
  'BookingType',
  (value): value is BookingType => typeof value === 'string' && (BOOKING_TYPES as readonly string[]).includes(value),
  (input, context) =>
    typeof input === 'string' && (BOOKING_TYPES as readonly string[]).includes(input)
      ? t.success(input as BookingType)
      : t.failure(input, context),
  (value) => value,
);

/** A cart item as the header's small cart lists it (spec §3); the count is the list's length. */
export const CartItemSmallWire = t.type(
  {
    cartItemId: t.number,
    eventId: t.number,
    themeId: t.number,
    themeTitle: t.string,
    city: t.string,
    startDate: InstantCodec,
    endDate: InstantCodec,
  },
  'CartItemSmall',
);
export type CartItemSmallWire = t.TypeOf<typeof CartItemSmallWire>;

/** GET /order-api/get-shopping-cart-small (and the answer to adding or deleting an item). */
export const CartSmallWire = t.readonlyArray(CartItemSmallWire, 'CartSmall');
export type CartSmallWire = t.TypeOf<typeof CartSmallWire>;

export const CartRecipientWire = t.type(
  {
    recipientId: t.number,
    /** 1 for the first participant of the event: the price tier. */
    position: t.number,
    ...formCodecProps(PARTICIPANT_FORM),
    bookingType: BookingTypeWire,
    price: CentsCodec,
  },
  'CartRecipient',
);
export type CartRecipientWire = t.TypeOf<typeof CartRecipientWire>;

export const CartItemWire = t.intersection(
  [
    CartItemSmallWire,
    t.type({
      /** '12.03.2027' or '12.03.2027 bis 14.03.2027' (spec §2). */
      dateText: t.string,
      /** The seminar's page is /seminare/p/{themeSlug}. */
      themeSlug: t.string,
      kind: oneOf(EVENT_KINDS),
      isOnlineEvent: t.boolean,
      /** False once the event has begun: the item can only be deleted. */
      bookable: t.boolean,
      prices: PricesWire,
      /** 'Preis ab' with the cheapest participant's price, or 'Preis' with the base price: as the seminar's dates announce it (domain/pricing). */
      priceLabel: t.keyof({ 'Preis ab': null, Preis: null }),
      listingPrice: CentsCodec,
      recipients: t.readonlyArray(CartRecipientWire),
      total: CentsCodec,
      groupDiscount: SignedCents,
    }),
  ],
  'CartItem',
);
export type CartItemWire = t.TypeOf<typeof CartItemWire>;

export const OrderOptionsWire = t.type(
  {
    ...nullableFormCodecProps(ORDER_OPTIONS_FORM),
    acceptTerms: t.boolean,
  },
  'OrderOptions',
);
export type OrderOptionsWire = t.TypeOf<typeof OrderOptionsWire>;

/** GET /order-api/get-shopping-cart (and the answer to every participant or option change). */
export const ShoppingCartWire = t.type(
  {
    items: t.readonlyArray(CartItemWire),
    count: t.number,
    total: CentsCodec,
    groupDiscount: SignedCents,
    options: OrderOptionsWire,
  },
  'ShoppingCart',
);
export type ShoppingCartWire = t.TypeOf<typeof ShoppingCartWire>;
