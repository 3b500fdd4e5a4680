import { SEMINAR_PAGES } from '../../../../application/catalogue-admin/seminar-admin.paths';

/** The back office navigation's entries for the catalogue (the frame's nav lists them). */
export const MANAGE_CATALOGUE_LINKS = [
  { href: SEMINAR_PAGES.list, label: 'Seminare', access: 'staff' },
  { href: SEMINAR_PAGES.create, label: 'Neues Seminar', access: 'staff' },
  { href: SEMINAR_PAGES.import, label: 'Katalog-Import (CSV)', access: 'staff' },
] as const;
