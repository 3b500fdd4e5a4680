import { defineField, fieldNamesOf, type FormDefinition } from '../forms/form-definition';
import { optionalField } from '../forms/optional-field';
import { FORM_FIELDS } from '../validation/field-registry';

/**
 * A customer's personal data in the meinifb settings (and a Gremium admin's view of a member).
 * The salutations and countries to choose from come from the server at run time, so their
 * selects carry no options here. The address is optional as a whole, but once any part of it is
 * given every part follows the §5 rules and the postal code the country's format: that rule
 * spans fields, so application/portal/person-form applies it; each field's own rule is here.
 */
export const PERSONAL_DATA_FORM = {
  salutation: defineField(FORM_FIELDS.salutation, { label: 'Anrede', control: { kind: 'select', options: [], placeholder: 'Bitte wählen' } }),
  firstname: defineField(FORM_FIELDS.firstname, { label: 'Vorname', control: { kind: 'text', autoComplete: 'given-name' } }),
  lastname: defineField(FORM_FIELDS.lastname, { label: 'Nachname', control: { kind: 'text', autoComplete: 'family-name' } }),
  company: defineField(FORM_FIELDS.company, { label: 'Firma', control: { kind: 'text', autoComplete: 'organization' } }),
  phone: defineField(optionalField(FORM_FIELDS.phone), { label: 'Telefon', control: { kind: 'text', type: 'tel', autoComplete: 'tel' }, optional: true }),
  street: defineField(FORM_FIELDS.street, { label: 'Straße', control: { kind: 'text', autoComplete: 'address-line1' }, optional: true }),
  streetNumber: defineField(FORM_FIELDS.streetNumber, { label: 'Hausnummer', control: { kind: 'text', autoComplete: 'address-line2' }, optional: true }),
  postalCode: defineField(FORM_FIELDS.postalCode, { label: 'PLZ', control: { kind: 'text', autoComplete: 'postal-code' }, optional: true }),
  city: defineField(FORM_FIELDS.city, { label: 'Ort', control: { kind: 'text', autoComplete: 'address-level2' }, optional: true }),
  country: defineField(
    { rule: () => undefined, normalize: (value) => value.trim() },
    { label: 'Land', control: { kind: 'select', options: [], placeholder: 'Bitte wählen' }, optional: true },
  ),
} as const satisfies FormDefinition;

export type PersonalDataField = keyof typeof PERSONAL_DATA_FORM;

export const PERSONAL_DATA_FIELDS = fieldNamesOf(PERSONAL_DATA_FORM);

/** The person's fields every save checks by their own rules (the address and the country follow their joint rule). */
export const PERSON_FIELDS = ['salutation', 'firstname', 'lastname', 'company', 'phone'] as const satisfies readonly PersonalDataField[];
