import type { FieldErrors } from '../errors/app-error';
import { defineField, fieldNamesOf, type FormDefinition } from '../forms/form-definition';
import { INVOICE_RECIPIENT_FORM, NO_INVOICE_RECIPIENT } from '../invoice/invoice-recipient';
import { maxLength } from '../validation/field-rule';
import { FORM_FIELDS } from '../validation/field-registry';
import { trimmedField } from '../validation/form-field';
import type { FormSchema, FormValues } from '../validation/form-validation';
import { normalizeValues, validateForm } from '../validation/form-validation';

/** The billing address of an order (spec §3 form fields, §5 rules). */
export const BILLING_ADDRESS_FORM = {
  company: defineField(FORM_FIELDS.company, { label: 'Firma (Arbeitgeber)', control: { kind: 'text', autoComplete: 'organization' }, wide: true }),
  street: defineField(FORM_FIELDS.street, { label: 'Straße', control: { kind: 'text', autoComplete: 'address-line1' } }),
  streetNumber: defineField(FORM_FIELDS.streetNumber, { label: 'Hausnummer', control: { kind: 'text', maxLength: 8 } }),
  postalCode: defineField(FORM_FIELDS.postalCode, {
    label: 'Postleitzahl',
    control: { kind: 'text', autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 5 },
  }),
  city: defineField(FORM_FIELDS.city, { label: 'Ort', control: { kind: 'text', autoComplete: 'address-level2' } }),
} as const satisfies FormDefinition;

export const INVOICE_REFERENCE_MAX_LENGTH = 100;

/** Interpretation: the spec has no rule for the invoice reference; it is optional and capped. */
export const INVOICE_REFERENCE_TOO_LONG = 'Die Rechnungsreferenz darf höchstens 100 Zeichen enthalten';

/** Interpretation: the spec names no text for the terms checkbox. */
export const TERMS_NOT_ACCEPTED = 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen';

/** Everything the cart page asks besides the participants; personalNotes are the order's remarks. */
export const ORDER_OPTIONS_FORM = {
  ...BILLING_ADDRESS_FORM,
  invoiceReference: defineField(trimmedField(maxLength(INVOICE_REFERENCE_MAX_LENGTH, INVOICE_REFERENCE_TOO_LONG)), {
    label: 'Rechnungsreferenz',
    hint: 'Zum Beispiel Bestellnummer oder Kostenstelle Ihres Arbeitgebers',
    control: { kind: 'text' },
    optional: true,
    wide: true,
  }),
  ...INVOICE_RECIPIENT_FORM,
  personalNotes: defineField(FORM_FIELDS.personalNotes, {
    label: 'Anmerkungen zur Bestellung',
    control: { kind: 'textarea', rows: 3 },
    optional: true,
    wide: true,
    wire: 'long',
  }),
} as const satisfies FormDefinition;

export type OrderOptionField = keyof typeof ORDER_OPTIONS_FORM;

/** The options as the cart keeps them: a field never given is null; the terms are accepted or not. */
export type OrderOptions = Readonly<Record<OrderOptionField, string | null>> & { readonly acceptTerms: boolean };

export type OrderOptionsChange = FormValues<OrderOptionField> & { readonly acceptTerms?: boolean | undefined };

export const EMPTY_ORDER_OPTIONS: OrderOptions = {
  company: null,
  street: null,
  streetNumber: null,
  postalCode: null,
  city: null,
  invoiceReference: null,
  ...NO_INVOICE_RECIPIENT,
  personalNotes: null,
  acceptTerms: false,
};

export const ORDER_OPTION_FIELDS: readonly OrderOptionField[] = fieldNamesOf(ORDER_OPTIONS_FORM);

const FIELDS = ORDER_OPTION_FIELDS;

const given = (change: OrderOptionsChange): readonly OrderOptionField[] => FIELDS.filter((field) => change[field] !== undefined);

/** The text fields of a change, without the terms flag. */
const textValues = (change: OrderOptionsChange): FormValues<OrderOptionField> =>
  Object.fromEntries(given(change).map((field) => [field, change[field]]));

/**
 * The fields a change gives, each checked by its rule; a field left out is not checked (the page
 * may save the form field by field). An empty optional field (reference, notes) is fine.
 */
export const orderOptionsChangeErrors = (change: OrderOptionsChange): FieldErrors => {
  const schema: FormSchema<string> = Object.fromEntries(given(change).map((field) => [field, ORDER_OPTIONS_FORM[field]]));
  return validateForm(schema, textValues(change));
};

/** The options after a (valid) change: given fields normalized, an empty optional one cleared. */
export const applyOrderOptionsChange = (options: OrderOptions, change: OrderOptionsChange): OrderOptions => {
  const normalized = normalizeValues(ORDER_OPTIONS_FORM, textValues(change));
  const next: Record<OrderOptionField, string | null> = { ...options };
  for (const field of given(change)) {
    const value = normalized[field];
    next[field] = value === '' ? null : value;
  }
  return { ...next, acceptTerms: change.acceptTerms ?? options.acceptTerms };
};

export type BillingAddressField = keyof typeof BILLING_ADDRESS_FORM;
export type BillingAddressValues = FormValues<BillingAddressField>;

/** What anything that binds needs (an order, a reservation booked): a complete, valid billing address and accepted terms. */
export const bindingOrderErrors = (address: BillingAddressValues, acceptTerms: boolean): FieldErrors => {
  const errors = validateForm(BILLING_ADDRESS_FORM, address);
  return acceptTerms ? errors : { ...errors, acceptTerms: TERMS_NOT_ACCEPTED };
};

/** The billing address as it is stored: each field normalized by its rule. */
export const normalizedBillingAddress = (address: BillingAddressValues): Readonly<Record<BillingAddressField, string>> =>
  normalizeValues(BILLING_ADDRESS_FORM, address);

/** What an order needs before it is placed: a complete, valid billing address and accepted terms. */
export const checkoutOptionsErrors = (options: OrderOptions): FieldErrors =>
  bindingOrderErrors(
    {
      company: options.company ?? '',
      street: options.street ?? '',
      streetNumber: options.streetNumber ?? '',
      postalCode: options.postalCode ?? '',
      city: options.city ?? '',
    },
    options.acceptTerms,
  );

/**
 * The options after a login merges the visitor's cart into the account's: what the visitor
 * entered just now wins, field by field; the account's saved values fill the gaps. The terms
 * count only as accepted by the person at the keyboard now.
 */
export const mergeOrderOptions = (account: OrderOptions, visitor: OrderOptions): OrderOptions => ({
  company: visitor.company ?? account.company,
  street: visitor.street ?? account.street,
  streetNumber: visitor.streetNumber ?? account.streetNumber,
  postalCode: visitor.postalCode ?? account.postalCode,
  city: visitor.city ?? account.city,
  invoiceReference: visitor.invoiceReference ?? account.invoiceReference,
  invoiceEmail: visitor.invoiceEmail ?? account.invoiceEmail,
  leitwegId: visitor.leitwegId ?? account.leitwegId,
  personalNotes: visitor.personalNotes ?? account.personalNotes,
  acceptTerms: visitor.acceptTerms,
});
