import { PROVIDER } from '../../domain/site/provider';

/** One line with the provider's address and contact, for page footers and mail signatures. */
export const providerContactLine = (): string =>
  `${PROVIDER.name} · ${PROVIDER.street} · ${PROVIDER.postalCode} ${PROVIDER.city} · Tel. ${PROVIDER.phone} · Fax ${PROVIDER.fax} · ${PROVIDER.email}`;
