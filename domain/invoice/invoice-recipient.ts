import { isEmailAddress } from '../validation/email-rule';
import { demand, firstFailure, normalizeInput, type FieldRule } from '../validation/field-rule';
import { defineField, type FormDefinition } from '../forms/form-definition';
import { optionalField } from '../forms/optional-field';
import { trimmedField } from '../validation/form-field';

/**
 * Where an invoice goes besides the billing address, both optional: an e-mail address for
 * invoices (else the booker's) and the Leitweg-ID of a public employer (then the invoice is an
 * XRechnung with the Leitweg-ID as BT-10). Asked in the cart and in the Gremium settings.
 */

export const INVOICE_EMAIL_INVALID = 'Bitte geben Sie eine gültige E-Mail-Adresse für Rechnungen an, zum Beispiel rechnungen@arbeitgeber.de';
export const LEITWEG_ID_FORMAT_INVALID = 'Eine Leitweg-ID hat die Form 04011000-1234512345-06: Grobadressierung (2 bis 12 Ziffern), optional Feinadressierung (bis 30 Buchstaben oder Ziffern), Prüfziffer (2 Ziffern), getrennt durch Bindestriche';
export const LEITWEG_ID_CHECK_DIGITS_WRONG = 'Die Prüfziffer der Leitweg-ID (die letzten beiden Ziffern) passt nicht zu den Ziffern davor: Bitte prüfen Sie die Leitweg-ID';

/** KoSIT, Formatspezifikation Leitweg-ID: Grobadressierung, optional Feinadressierung, Prüfziffer. */
const LEITWEG_ID_PATTERN = /^\d{2,12}(?:-[A-Za-z0-9]{1,30})?-\d{2}$/;

/**
 * The check digits of a Leitweg-ID are ISO 7064 MOD 97-10 over the ID without hyphens, letters
 * counting as 10 (A) to 35 (Z), as in an IBAN: the whole, check digits last, leaves 1 mod 97.
 * (All the XRechnung test suite's Leitweg-IDs in ../shared/einvoice pass, bar its dummy 99000000 ones.)
 */
export const hasValidLeitwegCheckDigits = (leitwegId: string): boolean => {
  // The pattern has let only ASCII letters and digits through, so a replace per character is safe.
  const digits = leitwegId.replaceAll('-', '').toUpperCase().replace(/[0-9A-Z]/g, (char) => String(Number.parseInt(char, 36)));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
};

const invoiceEmailRule: FieldRule = (value) => (isEmailAddress(value) ? undefined : INVOICE_EMAIL_INVALID);

const leitwegIdRule: FieldRule = firstFailure(demand(LEITWEG_ID_PATTERN, LEITWEG_ID_FORMAT_INVALID), (value) =>
  hasValidLeitwegCheckDigits(normalizeInput(value)) ? undefined : LEITWEG_ID_CHECK_DIGITS_WRONG,
);

/** The two fields as forms take them ("E-Mail für Rechnungen", "Leitweg-ID"); both may stay empty. */
export const INVOICE_RECIPIENT_FORM = {
  invoiceEmail: defineField(optionalField(trimmedField(invoiceEmailRule)), {
    label: 'E-Mail für Rechnungen',
    hint: 'Wenn die Rechnung an eine eigene Adresse Ihres Arbeitgebers gehen soll, etwa an die Buchhaltung',
    control: { kind: 'text', type: 'email', inputMode: 'email' },
    optional: true,
    wide: true,
  }),
  leitwegId: defineField(optionalField(trimmedField(leitwegIdRule)), {
    label: 'Leitweg-ID',
    hint: 'Nur für öffentliche Arbeitgeber, zum Beispiel 04011000-1234512345-06: Die Rechnung kommt dann als XRechnung',
    control: { kind: 'text' },
    optional: true,
    wide: true,
  }),
} as const satisfies FormDefinition;

export type InvoiceRecipientField = keyof typeof INVOICE_RECIPIENT_FORM;

/** As stored: null where nothing was given. */
export type InvoiceRecipient = Readonly<Record<InvoiceRecipientField, string | null>>;

export const NO_INVOICE_RECIPIENT: InvoiceRecipient = { invoiceEmail: null, leitwegId: null };
