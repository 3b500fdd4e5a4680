/** Invoice numbers count per year without gaps: RE-2026-000001, RE-2026-000002, … */
export const INVOICE_NUMBER_PATTERN = /^RE-(\d{4})-(\d{6,})$/;

export const invoiceNumber = (year: number, sequence: number): string => `RE-${String(year)}-${String(sequence).padStart(6, '0')}`;

/** Year and sequence of a well-formed number; undefined for anything else. */
export const parseInvoiceNumber = (value: string): { readonly year: number; readonly sequence: number } | undefined => {
  const match = INVOICE_NUMBER_PATTERN.exec(value.trim());
  return match === null ? undefined : { year: Number(match[1]), sequence: Number(match[2]) };
};
