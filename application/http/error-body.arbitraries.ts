import fc from 'fast-check';
import type { ErrorBody } from './error-body.codec';

/** German messages of the spec, mixed with arbitrary text, so bodies look like the server's. */
const message = fc.oneof(
  fc.constantFrom(
    'Bitte prüfen Sie Ihre Eingaben.',
    'Die Postleitzahl ist ungültig',
    'Bitte geben Sie eine gültige E-Mail-Adresse an',
    'Zu viele Anfragen. Bitte versuchen Sie es in Kürze erneut.',
  ),
  fc.string(),
);

const fieldName = fc.oneof(fc.constantFrom('email', 'postalCode', 'phone', 'city'), fc.string());

export const fieldErrorsArbitrary: fc.Arbitrary<Readonly<Record<string, string>>> = fc
  .uniqueArray(fc.tuple(fieldName, message), { selector: ([field]) => field, maxLength: 5 })
  .map((entries) => Object.fromEntries(entries));

export const errorBodyArbitrary: fc.Arbitrary<ErrorBody> = fc.record(
  {
    error: fc.oneof(fc.constantFrom('Invalid', 'NotFound', 'Conflict', 'RateLimited'), fc.string()),
    message,
    fieldErrors: fieldErrorsArbitrary,
  },
  { requiredKeys: ['error', 'message'] },
);
