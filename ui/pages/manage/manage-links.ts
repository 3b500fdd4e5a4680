import { ADMIN_PATHS } from '../../../application/admin/admin.paths';
import { ORDER_DESK_PAGES } from '../../../application/back-office/order-desk.paths';
import { CACHE_PATHS } from '../../../application/cache/cache-admin.port';
import { MANAGE_CATALOGUE_LINKS } from './catalogue/manage-catalogue-links';
import { MANAGE_DATES_LINKS } from './dates/links';
import { MANAGE_PRIVACY_LINKS } from './privacy/manage-privacy.links';
import { MANAGE_REQUESTS_LINKS } from './requests/manage-requests-links';

/** A page of the back office's navigation, and who sees the link (staff see no site-admin pages). */
export interface ManageLink {
  readonly href: string;
  readonly label: string;
  readonly access: 'staff' | 'site-admin';
}

/** The orders' pages. */
export const MANAGE_ORDERS_LINKS: readonly ManageLink[] = [
  { href: ORDER_DESK_PAGES.dashboard, label: 'Übersicht', access: 'staff' },
  { href: ORDER_DESK_PAGES.orders, label: 'Bestellungen', access: 'staff' },
];

/** The site admin's pages (ui/pages/admin). */
export const MANAGE_ADMIN_LINKS: readonly ManageLink[] = [
  { href: ADMIN_PATHS.auditLog, label: 'Protokoll', access: 'site-admin' },
  { href: CACHE_PATHS.list, label: 'Caches', access: 'site-admin' },
  { href: ADMIN_PATHS.lexiconCsv, label: 'Lexikon-Import', access: 'site-admin' },
  { href: ADMIN_PATHS.legislation, label: 'Gesetz importieren', access: 'site-admin' },
  { href: ADMIN_PATHS.importImages, label: 'Bilder importieren', access: 'site-admin' },
  { href: ADMIN_PATHS.pdfAnalysis, label: 'PDF-Analyse', access: 'site-admin' },
  { href: ADMIN_PATHS.clearLocalData, label: 'Lokale Daten leeren', access: 'site-admin' },
  { href: ADMIN_PATHS.impersonation, label: 'Kontoübernahme', access: 'site-admin' },
];

/**
 * The back office's navigation, in its order: each part of the back office adds its list here
 * (the seminars', the dates' and venues', the requests' pages), one line each.
 */
export const MANAGE_LINKS: readonly ManageLink[] = [
  ...MANAGE_ORDERS_LINKS,
  ...MANAGE_CATALOGUE_LINKS,
  ...MANAGE_DATES_LINKS,
  ...MANAGE_REQUESTS_LINKS,
  ...MANAGE_PRIVACY_LINKS,
  ...MANAGE_ADMIN_LINKS,
];

/** The links the account sees: site admins all, staff the back office's without the admin pages. */
export const visibleLinks = (links: readonly ManageLink[], role: ManageLink['access']): readonly ManageLink[] =>
  links.filter((link) => role === 'site-admin' || link.access === 'staff');

/** The link of the page shown: the one whose address is the longest start of the path (an order's page is under Bestellungen). */
export const currentLink = (links: readonly ManageLink[], pathname: string): ManageLink | undefined =>
  links
    .filter((link) => pathname === link.href || pathname.startsWith(`${link.href}/`))
    .reduce<ManageLink | undefined>((best, link) => (best === undefined || link.href.length > best.href.length ? link : best), undefined);
