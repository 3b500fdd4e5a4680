import * as E from 'fp-ts/Either';
import type { FieldErrors } from '../errors/app-error';
import type { Cents } from '../money/money';
import { parseEuro } from '../seminar-date/decimal-euro';
import { cityRule, fullStreetRule, postalCodeRule } from '../validation/address-rules';
import { minLength } from '../validation/field-rule';

/** What the back office changes of a venue (hotel); the names are the form's and the API's. */
export const VENUE_FIELDS = ['name', 'street', 'postalCode', 'city', 'ratePerNight', 'rateDescription'] as const;
export type VenueField = (typeof VENUE_FIELDS)[number];
export type VenueText = Readonly<Partial<Record<VenueField, string>>>;

export const VENUE_MESSAGES = {
  name: 'Bitte geben Sie den Namen des Hotels an (mindestens 2 Zeichen).',
  rateFormat: 'Bitte geben Sie den Preis pro Nacht in Euro mit höchstens zwei Nachkommastellen an, z. B. 119,00.',
  rateDescription: 'Bitte sagen Sie, was der Preis pro Nacht enthält (z. B. Einzelzimmer inkl. Frühstück).',
  descriptionWithoutRate: 'Ohne Preis pro Nacht gibt es nichts zu beschreiben: Lassen Sie beide Felder leer (Preis auf Anfrage).',
} as const;

/** A night's price for one participant; none means "auf Anfrage". */
export interface OvernightRate {
  readonly ratePerNight: Cents;
  readonly description: string;
}

/** A venue that passed every rule. */
export interface Venue {
  readonly name: string;
  /** Street and house number, as the papers print it. */
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  readonly overnight: OvernightRate | null;
}

const nameRule = minLength(2, VENUE_MESSAGES.name);

/**
 * The rules of a venue, each with its German message at its field: a name, the address by the
 * site's address rules (spec §5), and a night's price in euros that says what it includes, or
 * neither (priced on request).
 */
export const checkVenue = (text: VenueText): E.Either<FieldErrors, Venue> => {
  const value = (field: VenueField): string => (text[field] ?? '').trim();
  const errors: Partial<Record<VenueField, string>> = {};
  const rules: readonly (readonly [VenueField, (value: string) => string | undefined])[] = [
    ['name', nameRule],
    ['street', fullStreetRule],
    ['postalCode', postalCodeRule],
    ['city', cityRule],
  ];
  for (const [field, rule] of rules) {
    const message = rule(value(field));
    if (message !== undefined) errors[field] = message;
  }
  const rateText = value('ratePerNight');
  const description = value('rateDescription');
  const rate = rateText === '' ? null : parseEuro(rateText);
  if (rate === undefined) errors.ratePerNight = VENUE_MESSAGES.rateFormat;
  if (rate !== null && rate !== undefined && description === '') errors.rateDescription = VENUE_MESSAGES.rateDescription;
  if (rate === null && description !== '') errors.rateDescription = VENUE_MESSAGES.descriptionWithoutRate;
  if (Object.keys(errors).length > 0 || rate === undefined) return E.left(errors);
  return E.right({
    name: value('name'),
    street: value('street'),
    postalCode: value('postalCode'),
    city: value('city'),
    overnight: rate === null ? null : { ratePerNight: rate, description },
  });
};
