import { VENUE_FIELDS, type VenueField } from '../../../../domain/venue/venue';

/** The venue's form, once: each field of domain/venue with its German label; the rules and messages are the domain's. */
export const VENUE_FORM: Readonly<Record<VenueField, { readonly label: string; readonly hint?: string; readonly optional?: boolean }>> = {
  name: { label: 'Name' },
  street: { label: 'Straße und Hausnummer' },
  postalCode: { label: 'Postleitzahl' },
  city: { label: 'Ort' },
  ratePerNight: { label: 'Preis pro Nacht und Person in €', hint: 'Leer: Übernachtung auf Anfrage', optional: true },
  rateDescription: { label: 'Leistung', hint: 'z. B. Einzelzimmer inkl. Frühstück', optional: true },
};

export { VENUE_FIELDS };

export const venueFieldsOf = (values: Readonly<Record<string, string>>): Record<VenueField, string> =>
  Object.fromEntries(VENUE_FIELDS.map((field) => [field, values[field] ?? ''])) as Record<VenueField, string>;
