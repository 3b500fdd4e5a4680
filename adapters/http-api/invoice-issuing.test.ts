import { describe, expect, it } from 'vitest';
import { invoiceLeadDaysFrom } from './invoice-issuing';

describe('INVOICE_LEAD_DAYS', () => {
  it('is 21 when unset, whole days from 0 to 365 otherwise, and anything else stops the start', () => {
    expect(invoiceLeadDaysFrom(undefined)).toBe(21);
    expect(invoiceLeadDaysFrom(' ')).toBe(21);
    expect(invoiceLeadDaysFrom('0')).toBe(0);
    expect(invoiceLeadDaysFrom('30')).toBe(30);
    for (const wrong of ['-1', '366', '2.5', 'drei']) expect(() => invoiceLeadDaysFrom(wrong)).toThrow(/INVOICE_LEAD_DAYS/);
  });
});
