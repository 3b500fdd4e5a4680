import { optionalField } from '../../domain/forms/optional-field';
import type { FormField } from '../../domain/validation/form-field';
import { FORM_FIELDS, type FormFieldName } from '../../domain/validation/field-registry';

/** The forms of spec §7 (/api/…), by their API names; the account registration belongs to the accounts. */
export const FORM_KINDS = [
  'contact-request',
  'inhouse-request',
  'sbv-request',
  'catalogue-request',
  'lawyer-consultation-request',
  'general-registration-request',
  'digitalen-wandel-registration-request',
  'newsletter-subscription-request',
  'werbemittel-shop-request',
] as const;

export type FormKind = (typeof FORM_KINDS)[number];

/** The German label of each field, as the team reads it in the mail. */
export const FIELD_LABELS: Readonly<Record<FormFieldName, string>> = {
  company: 'Firma',
  companyName: 'Firma',
  street: 'Straße',
  streetNumber: 'Hausnummer',
  postalCode: 'Postleitzahl',
  city: 'Ort',
  salutation: 'Anrede',
  topic: 'Betreff',
  firstname: 'Vorname',
  lastname: 'Nachname',
  phone: 'Telefon',
  email: 'E-Mail',
  message: 'Nachricht',
  personalNotes: 'Anmerkungen',
  hotelOverNightOption: 'Verpflegung/Übernachtung',
  password: 'Passwort',
  postalCodeOrCity: 'PLZ oder Ort',
  streetAndHouseNumber: 'Straße und Hausnummer',
};

export interface FormDefinition {
  /** The German name, for the mail's subject. */
  readonly title: string;
  /** What the visitor reads after sending. */
  readonly thanks: string;
  /** The fields in the form's order, each with its §5 rule (optional ones pass when empty). */
  readonly fields: Readonly<Partial<Record<FormFieldName, FormField>>>;
}

const required = <K extends FormFieldName>(...names: readonly K[]): Readonly<Record<K, FormField>> =>
  Object.fromEntries(names.map((name) => [name, FORM_FIELDS[name]])) as Record<K, FormField>;

const optional = <K extends FormFieldName>(...names: readonly K[]): Readonly<Record<K, FormField>> =>
  Object.fromEntries(names.map((name) => [name, optionalField(FORM_FIELDS[name])])) as Record<K, FormField>;

const PERSON = ['salutation', 'firstname', 'lastname'] as const;
const ADDRESS = ['street', 'streetNumber', 'postalCode', 'city'] as const;

const REGISTRATION_THANKS = 'Vielen Dank für Ihre Anmeldung! Sie erhalten in Kürze eine Bestätigung per E-Mail.';

/**
 * Which fields each form asks for. The spec lists the forms and the field rules but not which
 * form has which field; these are the fields each purpose needs: an address where something is
 * sent or invoiced, a phone where someone calls back, a message where the visitor explains.
 */
export const FORM_DEFINITIONS: Readonly<Record<FormKind, FormDefinition>> = {
  'contact-request': {
    title: 'Kontaktanfrage',
    thanks: 'Vielen Dank für Ihre Nachricht! Wir melden uns so schnell wie möglich bei Ihnen.',
    fields: { ...required(...PERSON, 'email'), ...optional('company', 'phone'), ...required('topic', 'message') },
  },
  'inhouse-request': {
    title: 'Inhouse-Anfrage',
    thanks: 'Vielen Dank für Ihre Inhouse-Anfrage! Wir erstellen Ihnen gern ein Angebot und melden uns in Kürze.',
    fields: { ...required('company', ...PERSON, 'email', 'phone', ...ADDRESS, 'topic', 'message') },
  },
  'sbv-request': {
    title: 'Anfrage der Schwerbehindertenvertretung',
    thanks: 'Vielen Dank für Ihre Anfrage! Unser Team für die Schwerbehindertenvertretung meldet sich in Kürze bei Ihnen.',
    fields: { ...required(...PERSON, 'company', 'email'), ...optional('phone'), ...required('topic', 'message') },
  },
  'catalogue-request': {
    title: 'Katalogbestellung',
    thanks: 'Vielen Dank! Ihr Seminarkatalog ist bald auf dem Weg zu Ihnen.',
    fields: { ...required(...PERSON, 'company', ...ADDRESS, 'email') },
  },
  'lawyer-consultation-request': {
    title: 'Anfrage Anwaltsberatung',
    thanks: 'Vielen Dank für Ihre Anfrage! Eine Anwältin oder ein Anwalt meldet sich zeitnah bei Ihnen.',
    fields: { ...required(...PERSON), ...optional('company'), ...required('email', 'phone', 'topic', 'message') },
  },
  'general-registration-request': {
    title: 'Anmeldung',
    thanks: REGISTRATION_THANKS,
    fields: {
      ...required('topic', ...PERSON, 'company', ...ADDRESS, 'email', 'phone', 'hotelOverNightOption'),
      ...optional('personalNotes'),
    },
  },
  'digitalen-wandel-registration-request': {
    title: 'Anmeldung Digitaler Wandel',
    thanks: REGISTRATION_THANKS,
    fields: { ...required(...PERSON, 'company', 'email', 'phone'), ...optional('personalNotes') },
  },
  'newsletter-subscription-request': {
    title: 'Newsletter-Anmeldung',
    thanks: 'Vielen Dank für Ihre Anmeldung zu unserem Newsletter!',
    fields: { ...required('email'), ...optional(...PERSON) },
  },
  'werbemittel-shop-request': {
    title: 'Bestellung im Werbemittelshop',
    thanks: 'Vielen Dank für Ihre Bestellung! Wir senden Ihnen die Werbemittel in Kürze zu.',
    // The ordered articles come with the form (application/werbemittel); a note is optional.
    fields: { ...required('company', ...PERSON, 'email', ...ADDRESS), ...optional('message') },
  },
};

/** The forms any visitor sends as they are; the shop's order needs a login and its articles (application/werbemittel). */
export const PLAIN_FORM_KINDS: readonly FormKind[] = FORM_KINDS.filter((kind) => kind !== 'werbemittel-shop-request');

export const formPath = (kind: FormKind): string => `/api/${kind}`;
