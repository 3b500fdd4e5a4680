/** The provider's own facts are in domain/site/provider.ts; here what only the pages link. */

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
