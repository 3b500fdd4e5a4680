/**
 * German number texts in plain arithmetic, as Intl's de-DE writes them: pages show counts and
 * prices while they hydrate, and the first use of Intl on a page loads the ICU data (some 30 ms
 * on a phone's CPU, in the middle of the page's start). german-numbers.property.test.ts holds
 * them equal to Intl.
 */

/** Digits of a whole, non-negative number in groups of three, joined by dots: 1234567 → 1.234.567. */
const grouped = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

let fallback: Intl.NumberFormat | undefined;

/** A count as de-DE writes it (1.234); anything but a safe whole number goes to Intl. */
export const formatCount = (count: number): string => {
  if (!Number.isSafeInteger(count)) return (fallback ??= new Intl.NumberFormat('de-DE')).format(count);
  return `${count < 0 ? '-' : ''}${grouped(String(Math.abs(count)))}`;
};

/**
 * Whole cents as de-DE currency text: 1.290,00 € (a no-break space before €, as Intl writes it).
 * Exact for every safe integer, where dividing by 100 first could round.
 */
export const formatEuroCents = (cents: number): string => {
  const whole = Math.abs(cents);
  const euros = Math.floor(whole / 100);
  const rest = whole - euros * 100;
  return `${cents < 0 ? '-' : ''}${grouped(String(euros))},${rest < 10 ? '0' : ''}${String(rest)}\u00a0€`;
};
