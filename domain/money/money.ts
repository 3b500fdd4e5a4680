import { formatEuroCents } from '../text/german-numbers';

/**
 * Money is held as an integer number of euro cents, so sums and differences are exact.
 * The brand keeps a plain number (a count, an id) from being passed where cents are meant.
 */
export type Cents = number & { readonly __brand: 'Cents' };

export const isCents = (value: number): value is Cents => Number.isSafeInteger(value);

/** Cents from an integer; throws on a fraction, since that is a bug in the caller. */
export const cents = (value: number): Cents => {
  if (!isCents(value)) throw new RangeError(`Not a whole number of cents: ${value}`);
  return value;
};

export const ZERO: Cents = cents(0);

export const addCents = (a: Cents, b: Cents): Cents => cents(a + b);
export const subtractCents = (a: Cents, b: Cents): Cents => cents(a - b);
export const multiplyCents = (a: Cents, factor: number): Cents => cents(a * factor);
export const sumCents = (values: readonly Cents[]): Cents => values.reduce(addCents, ZERO);

/** de-DE currency text, e.g. 1.290,00 € (the space before € is a no-break space). */
export const formatEuro = (amount: Cents): string => formatEuroCents(amount);

/** Euro as a decimal number, for machine-readable records (tracking, JSON-LD offers). */
export const toEuro = (amount: Cents): number => amount / 100;
