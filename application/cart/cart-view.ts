import type { Temporal } from 'temporal-polyfill';
import { cartDateText } from '../../domain/calendar/calendar';
import { cartLineTotals, cartTotals } from '../../domain/cart/cart-totals';
import { isOnline } from '../../domain/event/event-kind';
import { locationText } from '../../domain/event/location-text';
import { listingPrice } from '../../domain/pricing/price-label';
import type { PriceRecord } from '../../domain/event/event';
import type { CatalogueEvent } from '../catalogue/catalogue-event';
import type { CartItemSmallWire, CartItemWire, ShoppingCartWire } from './cart.codecs';
import type { StoredCart, StoredCartItem } from './cart.repository';
import { hasBegun } from '../../domain/event/booking-state';
import { EMPTY_ORDER_OPTIONS } from '../../domain/cart/order-options';
import { ZERO } from '../../domain/money/money';
import { pickFormValues } from '../../domain/forms/form-definition';
import { PARTICIPANT_FORM } from '../../domain/cart/participant-form';
import { listKindOf } from '../catalogue/event-wire';

/** An item with the event it refers to; an item whose event is gone is not shown. */
export interface ViewedItem {
  readonly item: StoredCartItem;
  readonly event: CatalogueEvent;
}

export const viewedItems = (cart: StoredCart | undefined, events: ReadonlyMap<number, CatalogueEvent>): readonly ViewedItem[] =>
  (cart?.items ?? []).flatMap((item) => {
    const event = events.get(item.eventId);
    return event === undefined ? [] : [{ item, event }];
  });

/** The spec's cart item (§3): what the header's small cart shows. */
export const cartItemSmallWire = ({ item, event }: ViewedItem): CartItemSmallWire => ({
  cartItemId: item.cartItemId,
  eventId: event.eventId,
  themeId: event.theme.themeId,
  themeTitle: event.theme.title,
  city: locationText(event),
  startDate: event.startDate,
  endDate: event.endDate,
});

/** Only the tiers that are set: an absent tier is what the spec calls undefined. */
const definedTiers = (prices: PriceRecord): CartItemWire['prices'] => ({
  price: prices.price,
  ...(prices.priceParticipantTwo === undefined ? {} : { priceParticipantTwo: prices.priceParticipantTwo }),
  ...(prices.priceParticipantThree === undefined ? {} : { priceParticipantThree: prices.priceParticipantThree }),
  ...(prices.priceParticipantFour === undefined ? {} : { priceParticipantFour: prices.priceParticipantFour }),
  ...(prices.priceParticipantFive === undefined ? {} : { priceParticipantFive: prices.priceParticipantFive }),
});

const cartItemWire = (viewed: ViewedItem, now: Temporal.Instant): CartItemWire => {
  const { item, event } = viewed;
  const prices = event.content.prices;
  const line = cartLineTotals({ prices, participants: item.recipients.length });
  const listing = listingPrice(prices);
  return {
    ...cartItemSmallWire(viewed),
    dateText: cartDateText(event.startDate, event.endDate),
    themeSlug: event.theme.slug,
    kind: listKindOf(event),
    isOnlineEvent: isOnline(event),
    bookable: !hasBegun(event.startDate, now),
    prices: definedTiers(prices),
    priceLabel: listing.label,
    listingPrice: listing.amount,
    recipients: item.recipients.map((recipient, index) => ({
      recipientId: recipient.recipientId,
      position: index + 1,
      ...pickFormValues(PARTICIPANT_FORM, recipient),
      bookingType: recipient.bookingType,
      price: line.participantPrices[index] ?? ZERO,
    })),
    total: line.total,
    groupDiscount: line.groupDiscount,
  };
};

/** The cart page's view: every price from domain/pricing through domain/cart's totals. */
export const shoppingCartWire = (cart: StoredCart | undefined, items: readonly ViewedItem[], now: Temporal.Instant): ShoppingCartWire => {
  const totals = cartTotals(items.map(({ item, event }) => ({ prices: event.content.prices, participants: item.recipients.length })));
  return {
    items: items.map((viewed) => cartItemWire(viewed, now)),
    count: items.length,
    total: totals.total,
    groupDiscount: totals.groupDiscount,
    options: cart?.options ?? EMPTY_ORDER_OPTIONS,
  };
};
