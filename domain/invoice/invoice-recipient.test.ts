import { describe, expect, it } from 'vitest';
import { hasValidLeitwegCheckDigits, INVOICE_EMAIL_INVALID, INVOICE_RECIPIENT_FORM, LEITWEG_ID_CHECK_DIGITS_WRONG, LEITWEG_ID_FORMAT_INVALID } from './invoice-recipient';

const leitwegIdRule = INVOICE_RECIPIENT_FORM.leitwegId.rule;
const invoiceEmailRule = INVOICE_RECIPIENT_FORM.invoiceEmail.rule;

describe('the invoice e-mail and the Leitweg-ID', () => {
  it('accepts the Leitweg-IDs of the XRechnung test suite and the one of the form hint; empty is fine', () => {
    for (const id of ['04011000-1234512345-06', '04011000-12345-03', '11002002-98765-14', '1234567890-54321-40', '991-33333TEST-33', ' 04011000-12350-85 ', '']) {
      expect(leitwegIdRule(id)).toBeUndefined();
    }
  });

  it('names a wrong form and wrong check digits apart', () => {
    for (const id of ['04011000', '4-12345-03', '04011000-12345-3', '0401100012345-03', '04011000-123 45-03', '04011000-1234512345-06-01', 'Kostenstelle 4711']) {
      expect(leitwegIdRule(id)).toBe(LEITWEG_ID_FORMAT_INVALID);
    }
    expect(leitwegIdRule('04011000-1234512345-07')).toBe(LEITWEG_ID_CHECK_DIGITS_WRONG);
    expect(leitwegIdRule('04011000-12345-30')).toBe(LEITWEG_ID_CHECK_DIGITS_WRONG);
  });

  it('computes the check digits as ISO 7064 MOD 97-10, letters as 10 to 35, case alike', () => {
    expect(hasValidLeitwegCheckDigits('991-33333TEST-33')).toBe(true);
    expect(hasValidLeitwegCheckDigits('991-33333test-33')).toBe(true);
    expect(hasValidLeitwegCheckDigits('991-33333TESU-33')).toBe(false);
  });

  it('takes an empty invoice e-mail or a valid address, and names a wrong one', () => {
    expect(invoiceEmailRule('')).toBeUndefined();
    expect(invoiceEmailRule(' rechnungen@muster-logistik.de ')).toBeUndefined();
    for (const wrong of ['rechnungen', 'rechnungen@', 'a@b', 'zwei@@muster.de']) expect(invoiceEmailRule(wrong)).toBe(INVOICE_EMAIL_INVALID);
  });
});
