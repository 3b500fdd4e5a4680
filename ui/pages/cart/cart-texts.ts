import { cents, formatEuro, sumCents } from '../../../domain/money/money';
import type { CartJson } from './cart.loaders';

type Item = CartJson['items'][number];

export const KIND_LABEL: Readonly<Record<Item['kind'], string>> = {
  online: 'Online-Seminar',
  presence: 'Präsenzseminar',
  series: 'Ausbildung',
};

export const participantsText = (count: number): string => (count === 1 ? '1 Teilnehmer' : `${String(count)} Teilnehmer`);

export const personName = (person: { readonly salutation: string; readonly firstname: string; readonly lastname: string }): string =>
  [person.salutation === 'Keine Angabe' ? '' : person.salutation, person.firstname, person.lastname].filter(Boolean).join(' ');

/**
 * The price per person as the seminar's dates announce it, so cart and listing say the same:
 * 'Preis ab' names the cheapest participant's price (the tiers of the later participants), the
 * participants' own prices stand beside them.
 */
export const unitPriceText = (item: Pick<Item, 'priceLabel' | 'listingPrice'>): string =>
  item.priceLabel === 'Preis ab'
    ? `Preis ab ${formatEuro(cents(item.listingPrice))} pro Person, je nach Teilnehmerzahl; zzgl. MwSt.`
    : `Preis ${formatEuro(cents(item.listingPrice))} pro Person, zzgl. MwSt.`;

/** What the reserved participants' places come to: part of the total, not yet payable (a reservation is unverbindlich). */
export const reservedAmount = (recipients: readonly Pick<Item['recipients'][number], 'bookingType' | 'price'>[]): number =>
  priceSum(recipients.filter((recipient) => recipient.bookingType === 'Reservierung'));

/** What the participants' prices come to (domain/money's sum: whole cents, never a float). */
export const priceSum = (priced: readonly { readonly price: number }[]): number => sumCents(priced.map((one) => cents(one.price)));
