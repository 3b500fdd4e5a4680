import type { EventListItemWire } from '../../../application/catalogue/event-search.codecs';
import { cartDateText } from '../../../domain/calendar/calendar';
import { formatEuro } from '../../../domain/money/money';
import { KIND_LABEL } from '../cart/cart-texts';

/** One seminar date as the wishlist pages show it: JSON-safe, texts already German. */
export interface DateRow {
  readonly eventId: number;
  readonly title: string;
  readonly city: string;
  /** ISO instants, for the cart button's accessible name and tracking. */
  readonly startDate: string;
  readonly endDate: string;
  /** dd.mm.yyyy, or a range with 'bis'. */
  readonly date: string;
  readonly kind: string;
  /** 'Preis ab 1.190,00 €' or 'Preis 990,00 €' (domain/pricing's label and listing price). */
  readonly priceText: string;
}

export const dateRow = (event: EventListItemWire): DateRow => ({
  eventId: event.eventId,
  title: event.theme.title,
  city: event.locationText,
  startDate: event.startDate.toString(),
  endDate: event.endDate.toString(),
  date: cartDateText(event.startDate, event.endDate),
  kind: KIND_LABEL[event.kind],
  priceText: `${event.priceLabel} ${formatEuro(event.listingPrice)}`,
});

/** How many further dates of the same seminar the list offers beside the kept one. */
export const NEXT_DATES = 3;

/**
 * The seminar's next dates besides the kept one (and any other kept date of it): the
 * catalogue lists only dates still to come, soonest first.
 */
export const nextDatesOf = (themeEvents: readonly EventListItemWire[], kept: ReadonlySet<number>): readonly DateRow[] =>
  themeEvents
    .filter((event) => !kept.has(event.eventId))
    .slice(0, NEXT_DATES)
    .map(dateRow);
