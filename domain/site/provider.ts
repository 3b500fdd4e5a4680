/**
 * Who runs the site. The footer, the legal and contact pages, every document and every mail show
 * these facts, so they live in one place: two copies once drifted apart (the footer said Seehausen,
 * the PDFs Berlin). The provider is the demo's (addresses under example.org); a real deployment
 * sets its own here.
 */
export const PROVIDER = {
  name: 'ifb Seminare GmbH',
  street: 'Seminarweg 12',
  postalCode: '82418',
  city: 'Seehausen am Staffelsee',
  phone: '+49 8841 6161-0',
  phoneHref: 'tel:+49884161610',
  fax: '+49 8841 6161-99',
  email: 'info@ifb-seminare.example.org',
  privacyEmail: 'datenschutz@ifb-seminare.example.org',
  website: 'www.ifb-seminare.example.org',
  serviceHours: 'Mo–Do 8–17 Uhr, Fr 8–15 Uhr',
  managingDirectors: 'Dr. Anna Berger, Thomas Wagner',
  register: 'Amtsgericht München, HRB 123456',
  vatId: 'DE 123 456 789',
  taxNumber: '119/123/45678',
  /** Who answers questions about an invoice: printed on it and given as the seller's contact (BR-DE-2). */
  invoiceContact: { name: 'Buchhaltung ifb Seminare', phone: '+49 8841 6161-50', email: 'rechnung@ifb-seminare.example.org' },
  bank: { name: 'Sparkasse Oberland', iban: 'DE29700519950000112233', bic: 'BYLADEM1WHM' },
  /** Days from the invoice date to the due date. */
  paymentTermDays: 14,
  /**
   * The legal ground when the provider's seminars are exempt from VAT (e.g. 'Steuerfrei nach §4
   * Nr. 22a UStG'); null charges the standard rate. An exempt provider's invoices use VAT category E.
   */
  vatExemptionReason: null as string | null,
} as const;
