import type { FieldRule } from '../validation/field-rule';
import { normalizeInput } from '../validation/field-rule';

/**
 * Per participant the cart offers a binding booking or a non-binding reservation (spec §2, the
 * first-add notice). The German words are the values, as the cart shows them.
 */
export const BOOKING_TYPES = ['Buchung', 'Reservierung'] as const;

export type BookingType = (typeof BOOKING_TYPES)[number];

const bookingTypes: ReadonlySet<string> = new Set(BOOKING_TYPES);

export const isBookingType = (value: string): value is BookingType => bookingTypes.has(value);

/** Interpretation: the spec names the choice but gives no message for a missing one. */
export const BOOKING_TYPE_MESSAGE = 'Bitte wählen Sie Buchung oder Reservierung aus';

/** Exactly one of the two words (surrounding whitespace aside): the choice decides what is binding. */
export const bookingTypeRule: FieldRule = (value) => (isBookingType(normalizeInput(value)) ? undefined : BOOKING_TYPE_MESSAGE);
