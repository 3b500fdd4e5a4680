import * as E from 'fp-ts/Either';
import type { FieldErrors } from '../errors/app-error';
import type { Cents } from '../money/money';
import { parseEuro } from '../seminar-date/decimal-euro';
import { slugify } from '../text/slug';
import { cityRule, fullStreetRule, postalCodeRule } from '../validation/address-rules';
import { minLength } from '../validation/field-rule';

/** What the back office changes of a venue (hotel); the names are the form's and the API's. */
export const VENUE_FIELDS = ['name', 'street', 'postalCode', 'city', 'ratePerNight', 'rateDescription'] as const;
export type VenueField = (typeof VENUE_FIELDS)[number];
export type VenueText = Readonly<Partial<Record<VenueField, string>>>;

export const VENUE_MESSAGES = {
  name: 'Bitte geben Sie den Namen des Hotels an (mindestens 2 Zeichen).',
  nameWithoutLetters: 'Der Name braucht Buchstaben oder Ziffern: Aus ihm entsteht die Adresse des Bildes.',
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
  if (errors.name === undefined && slugify(value('name')) === '') errors.name = VENUE_MESSAGES.nameWithoutLetters;
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

/** Venue ids that mean "no presence venue" (spec §9): a new venue never gets one. */
export const NO_VENUE_IDS: ReadonlySet<number> = new Set([522, -1]);

/** The id of a new venue: the next after the highest, past the ids that mean none. */
export const nextVenueId = (highest: number): number => {
  let candidate = highest + 1;
  while (NO_VENUE_IDS.has(candidate)) candidate += 1;
  return candidate;
};

/**
 * A new venue's short name (its image's key, hotels.slug) from its name and city, as the demo
 * venues have theirs, and the ones to try when it is taken: "-2", "-3" … A venue keeps its short
 * name when it is renamed.
 */
export function* venueSlugCandidates(venue: Pick<Venue, 'name' | 'city'>): Generator<string, never> {
  const base = slugify(`${venue.name} ${venue.city}`);
  yield base;
  for (let suffix = 2; ; suffix += 1) yield `${base}-${String(suffix)}`;
}
