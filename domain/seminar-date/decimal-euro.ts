import { cents, type Cents } from '../money/money';

/** Up to 7 euro digits, an optional decimal point or comma and up to two cent digits. */
const EURO_TEXT = /^(\d{1,7})(?:[.,](\d{1,2}))?$/;

/**
 * Euro text as people and spreadsheets write it (890, 890.5, 890,00) → cents; undefined when it
 * is no such amount. Thousands separators are refused: "1.290" would be read as 1,29 € otherwise.
 */
export const parseEuro = (text: string): Cents | undefined => {
  const match = EURO_TEXT.exec(text.trim());
  if (match === null) return undefined;
  const [, euros = '0', fraction = ''] = match;
  return cents(Number(euros) * 100 + Number(fraction.padEnd(2, '0')));
};

/** Cents as euros with two decimals and the given separator ("890.00", or "890,00" for German Excel). */
export const formatEuroDecimal = (amount: Cents, decimalSeparator: '.' | ','): string => {
  const sign = amount < 0 ? '-' : '';
  const absolute = Math.abs(amount);
  return `${sign}${String(Math.floor(absolute / 100))}${decimalSeparator}${String(absolute % 100).padStart(2, '0')}`;
};
