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
} as const;
