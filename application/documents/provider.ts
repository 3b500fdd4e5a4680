/**
 * Who the documents and mails come from. The address and numbers are the demo provider's;
 * a real deployment sets its own here (they are printed on every page and in every mail).
 */
export const PROVIDER = {
  name: 'IFB Seminare',
  street: 'Musterstraße 1',
  postalCode: '10115',
  city: 'Berlin',
  phone: '030 1234567-0',
  fax: '030 1234567-99',
  email: 'seminare@example.org',
  website: 'www.example.org',
} as const;

/** One line with the provider's address and contact, for page footers and mail signatures. */
export const providerContactLine = (): string =>
  `${PROVIDER.name} · ${PROVIDER.street} · ${PROVIDER.postalCode} ${PROVIDER.city} · Tel. ${PROVIDER.phone} · Fax ${PROVIDER.fax} · ${PROVIDER.email}`;
