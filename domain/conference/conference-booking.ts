import { cartLineTotals, type CartLineTotals } from '../cart/cart-totals';
import { CONTACT_FORM } from '../cart/contact-form';
import { TERMS_NOT_ACCEPTED } from '../cart/order-options';
import type { FieldErrors } from '../errors/app-error';
import type { Cents } from '../money/money';
import { validateForm, type FormValues } from '../validation/form-validation';
import { CONFERENCE_PARTICIPANT_FORM } from './conference-forms';

/**
 * What a booking of a Fachtagung costs: one price, whose tiers (spec §9) all fall back to it,
 * priced per participant by domain/pricing. The booking page shows it, the booking stores it.
 */
export const conferenceBookingTotals = (price: Cents, participants: number): CartLineTotals => cartLineTotals({ prices: { price }, participants });

/** A form's messages named by the field's path in the request ('contact.email', 'participants.1.lastname'). */
const prefixed = (prefix: string, errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [`${prefix}.${field}`, message]));

/**
 * Every field message of a booking (spec §5 rules), named by its path in the request; empty when all
 * is well. A booking is a paid contract, so the terms must be accepted, as in the cart's checkout.
 */
export const conferenceBookingFieldErrors = (
  contact: FormValues<keyof typeof CONTACT_FORM>,
  participants: readonly FormValues<keyof typeof CONFERENCE_PARTICIPANT_FORM>[],
  termsAccepted: boolean,
): FieldErrors => ({
  ...participants.reduce<FieldErrors>(
    (all, fields, index) => ({ ...all, ...prefixed(`participants.${String(index)}`, validateForm(CONFERENCE_PARTICIPANT_FORM, fields)) }),
    prefixed('contact', validateForm(CONTACT_FORM, contact)),
  ),
  ...(termsAccepted ? {} : { acceptTerms: TERMS_NOT_ACCEPTED }),
});
