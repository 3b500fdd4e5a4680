/**
 * Who runs the site: the footer, the legal pages and the contact page show the same facts,
 * so they live in one place. The provider is the demo's (addresses under example.org).
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
  serviceHours: 'Mo–Do 8–17 Uhr, Fr 8–15 Uhr',
  managingDirectors: 'Dr. Anna Berger, Thomas Wagner',
  register: 'Amtsgericht München, HRB 123456',
  vatId: 'DE 123 456 789',
} as const;

/** The provider's profiles in social networks; the footer links them with their names. */
export const SOCIAL_LINKS = [
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/ifb.seminare' },
  { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@ifb-seminare' },
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/ifb.seminare/' },
  { network: 'linkedIn', label: 'LinkedIn', href: 'https://www.linkedin.com/company/ifb-seminare' },
] as const;

/** The legal pages, on both hosts; the footer links them in this order. */
export const LEGAL_LINKS = [
  { path: '/impressum', label: 'Impressum' },
  { path: '/datenschutz', label: 'Datenschutz' },
  { path: '/agb', label: 'AGB' },
  { path: '/barrierefreiheit', label: 'Erklärung zur Barrierefreiheit' },
] as const;
