import {
  cityRule,
  postalCodeOrCityRule,
  postalCodeRule,
  streetAndHouseNumberRule,
  streetNumberRule,
  streetRule,
} from './address-rules';
import { hotelOverNightOptionRule, salutationRule, topicRule } from './choice-rules';
import { emailRule } from './email-rule';
import type { FormField } from './form-field';
import { asTypedField, trimmedField } from './form-field';
import { companyRule, firstnameRule, lastnameRule } from './name-rules';
import { passwordRule } from './password-rule';
import { phoneRule } from './phone-rule';
import { messageRule, personalNotesRule } from './text-rules';

/** The form fields by the spec's names (§3), each with its rule (§5). */
export const FORM_FIELDS = {
  company: trimmedField(companyRule),
  companyName: trimmedField(companyRule),
  street: trimmedField(streetRule),
  streetNumber: trimmedField(streetNumberRule),
  postalCode: trimmedField(postalCodeRule),
  city: trimmedField(cityRule),
  salutation: trimmedField(salutationRule),
  topic: trimmedField(topicRule),
  firstname: trimmedField(firstnameRule),
  lastname: trimmedField(lastnameRule),
  phone: trimmedField(phoneRule),
  email: trimmedField(emailRule),
  message: trimmedField(messageRule),
  personalNotes: trimmedField(personalNotesRule),
  hotelOverNightOption: trimmedField(hotelOverNightOptionRule),
  password: asTypedField(passwordRule),
  postalCodeOrCity: trimmedField(postalCodeOrCityRule),
  streetAndHouseNumber: trimmedField(streetAndHouseNumberRule),
} as const satisfies Readonly<Record<string, FormField>>;

export type FormFieldName = keyof typeof FORM_FIELDS;
