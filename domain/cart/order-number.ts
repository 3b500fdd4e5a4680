import * as O from 'fp-ts/Option';
import type { Temporal } from 'temporal-polyfill';
import { berlinDate } from '../calendar/calendar';

export const ORDER_NUMBER_PREFIX = 'IFB';

/** Six digits keep the numbers of a year the same length, and so sortable as text, up to 999999. */
const SEQUENCE_DIGITS = 6;

const ORDER_NUMBER_PATTERN = /^IFB-(\d{4})-(\d{6,})$/;

export interface OrderNumberParts {
  readonly year: number;
  readonly sequence: number;
}

/** The year an order counts in: the Berlin calendar year of its moment (an order at 00:30 on 1 January is the new year's). */
export const orderYear = (orderedAt: Temporal.Instant): number => berlinDate(orderedAt).year;

const isSequence = (value: number): boolean => Number.isSafeInteger(value) && value >= 1;
const isYear = (value: number): boolean => Number.isSafeInteger(value) && value >= 1000 && value <= 9999;

/** 'IFB-2026-000123': prefix, year and the order's place in that year's sequence (from 1). */
export const formatOrderNumber = ({ year, sequence }: OrderNumberParts): string => {
  if (!isSequence(sequence)) throw new RangeError(`Not an order sequence number: ${sequence}`);
  if (!isYear(year)) throw new RangeError(`Not a four-digit year: ${year}`);
  return `${ORDER_NUMBER_PREFIX}-${year}-${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
};

/**
 * The parts of an order number, or none for text that is not one (a typed-in search, a URL).
 * Only the one spelling formatOrderNumber writes is accepted, so an order has one number.
 */
export const parseOrderNumber = (text: string): O.Option<OrderNumberParts> => {
  const match = ORDER_NUMBER_PATTERN.exec(text);
  if (match === null) return O.none;
  const parts = { year: Number(match[1]), sequence: Number(match[2]) };
  return isYear(parts.year) && isSequence(parts.sequence) && formatOrderNumber(parts) === text ? O.some(parts) : O.none;
};
