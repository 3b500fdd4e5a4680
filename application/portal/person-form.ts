import * as E from 'fp-ts/Either';
import type { FieldErrors } from '../../domain/errors/app-error';
import { countryRule, DEFAULT_COUNTRY, postalCodeRuleFor } from '../../domain/portal/countries';
import { trimmedField, type FormField } from '../../domain/validation/form-field';
import { PERSONAL_DATA_FORM, type PERSON_FIELDS } from '../../domain/portal/personal-data-form';
import { FORM_FIELDS } from '../../domain/validation/field-registry';
import { minLength, normalizeInput } from '../../domain/validation/field-rule';
import { hasErrors, normalizeValues, validateForm } from '../../domain/validation/form-validation';
import { isSalutation } from '../../domain/validation/salutation';
import { VALIDATION_MESSAGES } from '../../domain/validation/messages';
import { INVOICE_RECIPIENT_FORM, type InvoiceRecipientField } from '../../domain/invoice/invoice-recipient';
import type { BillingAddress, GremiumDetails } from './gremium.repository';
import { PORTAL_MESSAGES } from './messages';
import type { PersonalData } from './profile.repository';

type Values<K extends string> = Readonly<Partial<Record<K, string>>>;

const ADDRESS_FIELDS = ['street', 'streetNumber', 'postalCode', 'city'] as const;

/** The country as given, or Germany when none is; checked against the list. */
const countryOf = (values: Values<'country'>): { readonly country: string; readonly problem: string | undefined } => {
  const country = normalizeInput(values.country ?? '') || DEFAULT_COUNTRY;
  return { country, problem: countryRule(country) };
};

/** An address by the §5 rules, the postal code by the country's format. */
const addressForm = (country: string) =>
  ({
    street: FORM_FIELDS.street,
    streetNumber: FORM_FIELDS.streetNumber,
    postalCode: trimmedField(postalCodeRuleFor(country)),
    city: FORM_FIELDS.city,
  }) as const;

const withProblem = (errors: FieldErrors, field: string, problem: string | undefined): FieldErrors =>
  problem === undefined || errors[field] !== undefined ? errors : { ...errors, [field]: problem };

const PERSON_FORM = {
  salutation: PERSONAL_DATA_FORM.salutation,
  firstname: PERSONAL_DATA_FORM.firstname,
  lastname: PERSONAL_DATA_FORM.lastname,
  company: PERSONAL_DATA_FORM.company,
  phone: PERSONAL_DATA_FORM.phone,
} as const satisfies Readonly<Record<(typeof PERSON_FIELDS)[number], FormField>>;

/**
 * A customer's personal data: salutation (one of the spec's options), names and company are
 * required; the phone is optional but checked when given; the address is optional as a whole,
 * but once any part of it is given every part follows the §5 rules.
 */
export const validatePersonalData = (values: Values<keyof PersonalData>): E.Either<FieldErrors, PersonalData> => {
  const { country, problem: countryProblem } = countryOf(values);
  const wantsAddress = ADDRESS_FIELDS.some((field) => normalizeInput(values[field] ?? '') !== '');
  const address = addressForm(country);
  let errors: FieldErrors = { ...validateForm<keyof typeof PERSON_FORM>(PERSON_FORM, values), ...(wantsAddress ? validateForm<keyof typeof address>(address, values) : {}) };
  const salutation = normalizeInput(values.salutation ?? '');
  errors = withProblem(errors, 'salutation', isSalutation(salutation) ? undefined : VALIDATION_MESSAGES.salutation);
  errors = withProblem(errors, 'country', countryProblem);
  if (hasErrors(errors)) return E.left(errors);
  const person = normalizeValues<keyof typeof PERSON_FORM>(PERSON_FORM, values);
  const place = wantsAddress ? normalizeValues<keyof typeof address>(address, values) : { street: '', streetNumber: '', postalCode: '', city: '' };
  return E.right({ ...person, ...place, country });
};

const GREMIUM_FORM = {
  name: trimmedField(minLength(2, PORTAL_MESSAGES.gremiumName)),
  company: FORM_FIELDS.company,
} as const;

/** A Gremium's settings: name, company and the full billing address (invoices need one). */
export const validateGremiumSettings = (
  values: Values<'name' | 'company' | keyof BillingAddress | InvoiceRecipientField>,
): E.Either<FieldErrors, Omit<GremiumDetails, 'gremiumId'>> => {
  const { country, problem: countryProblem } = countryOf(values);
  const address = addressForm(country);
  const errors = withProblem(
    {
      ...validateForm<keyof typeof GREMIUM_FORM>(GREMIUM_FORM, values),
      ...validateForm<keyof typeof address>(address, values),
      ...validateForm<InvoiceRecipientField>(INVOICE_RECIPIENT_FORM, values),
    },
    'country',
    countryProblem,
  );
  if (hasErrors(errors)) return E.left(errors);
  const recipient = normalizeValues<InvoiceRecipientField>(INVOICE_RECIPIENT_FORM, values);
  return E.right({
    ...normalizeValues<keyof typeof GREMIUM_FORM>(GREMIUM_FORM, values),
    billingAddress: { ...normalizeValues<keyof typeof address>(address, values), country },
    invoiceRecipient: { invoiceEmail: recipient.invoiceEmail || null, leitwegId: recipient.leitwegId || null },
  });
};
