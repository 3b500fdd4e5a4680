import { ACCOUNT_MESSAGES } from '../accounts/messages';
import { ADMIN_MESSAGES } from '../admin/messages';
import { ORDER_MESSAGES } from '../orders/messages';
import { PORTAL_MESSAGES } from '../portal/messages';
import { TRAINING_PLAN_API_MESSAGES } from '../training-plan/messages';
import { WISHLIST_MESSAGES } from '../wishlist/messages';
import { WERBEMITTEL_MESSAGES } from '../../domain/werbemittel/order-lines';

/**
 * Who may call a route at all (the roles of accounts/roles.ts, spec §6):
 * - `public`: anyone; what is personal in the answer is the session's own (the cart, an order
 *   placed in this session) or behind a secret link (a training plan's token), which the use case checks;
 * - `user`: a logged-in account (also while an admin impersonates it);
 * - `gremium-member` / `gremium-admin`: a seat in a Gremium / its administration;
 * - `staff`: the back office's session (staff or a site admin): the catalogue, later the orders;
 * - `staff-or-token`: the same, or a site admin's API token (the CLI's catalogue import and export);
 * - `site-admin`: a site admin's session;
 * - `site-admin-or-token`: a site admin's session or one of their API tokens (the CLI, scripts).
 *   Only the site admin keeps API tokens, caches, content imports, the audit log and impersonation.
 * Whether this cart item, order or photo is the caller's own stays with the use case: a route's
 * access only says who may ask.
 */
export type Access = 'public' | 'user' | 'gremium-member' | 'gremium-admin' | 'staff' | 'staff-or-token' | 'site-admin' | 'site-admin-or-token';

/** The back office's levels: a logged-in browser without them gets the access-denied page. */
export const BACK_OFFICE_ACCESS: readonly Access[] = ['staff', 'staff-or-token', 'site-admin', 'site-admin-or-token'];

/** The levels an API token (always a site admin's) may use instead of a session. */
export const TOKEN_ACCESS: readonly Access[] = ['staff-or-token', 'site-admin-or-token'];

/** The German answers of a refusal, in the words of the route's area. */
export interface Refusals {
  /** 401: nobody is logged in. */
  readonly loginRequired: string;
  /** 403: logged in, but without the role. */
  readonly forbidden: string;
  /** 403 on a route for a Gremium's administration, to someone in no Gremium at all. */
  readonly notMember?: string;
}

export interface RouteAccess {
  readonly access: Access;
  readonly refusals: Refusals;
  /**
   * A browser opens the route as a page (or as a link of one): a visitor is sent to the login,
   * which brings them back, instead of a JSON 401. The admin area's routes all are.
   */
  readonly page: boolean;
}

const ACCOUNTS: Refusals = { loginRequired: ACCOUNT_MESSAGES.loginRequired, forbidden: ACCOUNT_MESSAGES.adminsOnly };
const PORTAL: Refusals = { loginRequired: PORTAL_MESSAGES.loginRequired, forbidden: PORTAL_MESSAGES.notGremiumMember };
const GREMIUM_ADMIN: Refusals = {
  loginRequired: PORTAL_MESSAGES.loginRequired,
  forbidden: PORTAL_MESSAGES.gremiumAdminsOnly,
  notMember: PORTAL_MESSAGES.notGremiumMember,
};
const ADMIN_AREA: Refusals = { loginRequired: ADMIN_MESSAGES.loginRequired, forbidden: ADMIN_MESSAGES.accessDenied };
const STAFF_AREA: Refusals = { loginRequired: ADMIN_MESSAGES.staffLoginRequired, forbidden: ADMIN_MESSAGES.staffAccessDenied };
const WISHLIST: Refusals = { loginRequired: WISHLIST_MESSAGES.loginRequired, forbidden: WISHLIST_MESSAGES.adminsOnly };
const TRAINING_PLANS: Refusals = { loginRequired: TRAINING_PLAN_API_MESSAGES.loginRequired, forbidden: TRAINING_PLAN_API_MESSAGES.adminsOnly };
const ORDERS: Refusals = { loginRequired: ORDER_MESSAGES.loginRequired, forbidden: ACCOUNT_MESSAGES.adminsOnly };
const WERBEMITTEL: Refusals = { loginRequired: WERBEMITTEL_MESSAGES.loginRequired, forbidden: ACCOUNT_MESSAGES.adminsOnly };

/** The areas' refusals, shared with the pages' table (page-access.ts). */
export const AREA_REFUSALS = { ACCOUNTS, PORTAL, ADMIN_AREA, STAFF_AREA, WISHLIST, TRAINING_PLANS, WERBEMITTEL } as const;

/** Routes of one area: "METHOD path" as the route declares it → who may call it. */
type Area = readonly [Refusals, Readonly<Record<string, Access>>];

/**
 * Every route of the server, once. A GET's HEAD twin has the GET's access. The access gate
 * (adapters/http-api/access-gate.ts) answers for it before any route runs; the access matrix
 * (adapters/http-api/hardening/access-matrix.test.ts) fails on a route that is missing here or an
 * entry that names no route, and calls every route as each kind of caller.
 */
const AREAS: readonly Area[] = [
  // Probes, reports, the catalogue, the knowledge content, feeds and site files: the same for everyone.
  [
    ACCOUNTS,
    {
      'GET /healthz': 'public',
      'GET /readyz': 'public',
      'POST /csp-report': 'public',
      'GET /api/consumer': 'public',
      'GET /api/events': 'public',
      'GET /api/seminar-search': 'public',
      'GET /api/themes': 'public',
      'GET /api/themes/:slug': 'public',
      'GET /api/themes-remarketing': 'public',
      'GET /api/get-rubrics': 'public',
      'GET /api/get-tags': 'public',
      'GET /api/get-hotels': 'public',
      'GET /api/get-hotel/:hotelId': 'public',
      // A hotel's picture (stored_images), shown on its public page.
      'GET /bilder/hotel/:slug': 'public',
      'GET /api/get-locations': 'public',
      'GET /api/get-booking-states': 'public',
      'GET /api/get-event-managers': 'public',
      'GET /api/get-conferences': 'public',
      'GET /api/get-conference-by-url/:url': 'public',
      'GET /api/navigation': 'public',
      'GET /api/get-articles': 'public',
      'GET /api/get-videos': 'public',
      'GET /api/get-content-tags': 'public',
      'GET /api/content/:kind': 'public',
      'GET /api/content/:kind/:slug': 'public',
      'GET /api/content/:kind/:slug/text': 'public',
      'GET /api/content-topics': 'public',
      'GET /api/content-topics/:slug': 'public',
      'GET /api/content-topics/:slug/items': 'public',
      'GET /api/content-search': 'public',
      'GET /api/content-latest': 'public',
      'GET /api/content-export/:kind': 'public',
      'GET /tag/:tag/load-articles': 'public',
      'GET /rss': 'public',
      'GET /atom': 'public',
      'GET /rss/themen/:slug': 'public',
      'GET /atom/themen/:slug': 'public',
      'GET /rss/tag/:slug': 'public',
      'GET /atom/tag/:slug': 'public',
      'GET /sitemap.xml': 'public',
      'GET /robots.txt': 'public',
      'GET /recommendations/get-related-topics': 'public',
      'GET /recommendations/get-related-news': 'public',
      'GET /recommendations/get-related-themes': 'public',
      'GET /recommendations/get-related-conferences': 'public',
      'GET /recommendations/get-related-videos': 'public',
      'GET /chatbot/get-answer': 'public',
      'GET /news/pdf/:slug': 'public',
      'GET /downloads/datei/:slug': 'public',
      'GET /download/filter-data': 'public',
      'GET /manage/access-denied': 'public',
      // Forms anyone may send (each limited per client address).
      'POST /api/contact-request': 'public',
      'POST /api/inhouse-request': 'public',
      'POST /api/sbv-request': 'public',
      'POST /api/catalogue-request': 'public',
      'POST /api/lawyer-consultation-request': 'public',
      'POST /api/general-registration-request': 'public',
      'POST /api/digitalen-wandel-registration-request': 'public',
      'POST /api/newsletter-subscription-request': 'public',
      'GET /consultant/get-consultant': 'public',
      'GET /consultant/get-available-appointments': 'public',
      'POST /consultant/book-consultant-appointment': 'public',
      // A booked appointment is read by its unguessable reference (the link in the mail).
      'GET /consultant/appointment/:reference': 'public',
      'GET /service/beratung/termin/:reference/kalender.ics': 'public',
      'POST /api/fachtagung/anmeldung': 'public',
      'POST /api/fachtagung/:url/buchung': 'public',
      'GET /api/fachtagung/buchungen/:orderNumber': 'public',
    },
  ],
  // Logging in, registering and the session itself.
  [
    ACCOUNTS,
    {
      'GET /api/fetch-user-email-availability': 'public',
      'POST /api/user-registration': 'public',
      'POST /api/user-registration/confirm': 'public',
      'POST /api/user-registration/resend-confirmation': 'public',
      // "Passwort vergessen?": anyone may ask; the link's unguessable token is the proof.
      'POST /api/password-reset/request': 'public',
      'GET /api/password-reset': 'public',
      'POST /api/password-reset': 'public',
      'POST /api/password-strength': 'public',
      'GET /kundenportal/login': 'public',
      'GET /kundenportal/login/:email': 'public',
      'POST /kundenportal/local-login': 'public',
      'POST /kundenportal/logintarget': 'public',
      'GET /kundenportal/logintargetget': 'public',
      'POST /kundenportal/logout': 'public',
      'GET /kundenportal/get-token': 'public',
      'GET /kundenportal/get-user': 'public',
      'POST /kundenportal/impersonate/:userId': 'site-admin',
      // While impersonating, the session acts as the impersonated user: the use case checks the admin behind it.
      'POST /kundenportal/impersonate-end': 'user',
      'GET /kundenportal/impersonation': 'site-admin',
    },
  ],
  // The cart, checkout and orders: a visitor's cart is the session's; orders are read by their buyer only.
  [
    ORDERS,
    {
      'GET /order-api/get-shopping-cart': 'public',
      'GET /order-api/get-shopping-cart-small': 'public',
      'POST /order-api/add-cart-item': 'public',
      'POST /order-api/delete-cart-item': 'public',
      'POST /order-api/add-recipient': 'public',
      'POST /order-api/edit-recipient': 'public',
      'POST /order-api/delete-recipient': 'public',
      'POST /order-api/update-order-options': 'public',
      'POST /order-api/checkout': 'public',
      'POST /order-api/online-fax/checkout': 'public',
      'GET /order-api/get-order/:orderNumber': 'public',
      'POST /order-api/confirm-reservation/:participantId': 'user',
      'GET /shared-modules/shopping-cart-small': 'public',
      'POST /api/warteliste': 'public',
      'GET /api/warteliste/:entryId': 'public',
      'POST /api/warteliste/:entryId/accept': 'public',
      'GET /api/reservierung/:orderNumber': 'public',
      'POST /api/reservierung': 'public',
      'GET /seminare/warenkorb/kostenrechner/:eventId': 'public',
      'GET /seminare/warenkorb/pdf-kostenrechner/:eventId': 'public',
      'GET /seminare/warenkorb/online-fax/:eventId': 'public',
      'GET /seminare/p-pdf/:id': 'public',
      'GET /seminare/pdf/:eventId': 'public',
      'GET /seminare/warenkorb/kalender/:eventId': 'public',
      'GET /seminare/warenkorb/checkout-pdf': 'public',
    },
  ],
  [
    WISHLIST,
    {
      'GET /wishlist/get': 'user',
      'GET /wishlist/get-all': 'user',
      'GET /wishlist/get-with-event': 'user',
      // A visitor reaches the use case: it holds the date for their login and answers 401 (the page sends them to the login).
      'POST /wishlist/add/:id': 'public',
      'POST /wishlist/delete/': 'user',
      'POST /wishlist/delete/:id': 'user',
      'GET /wishlist/get-bookmarks': 'user',
      'POST /wishlist/add-bookmark': 'user',
      // The comparison page of one's own kept dates for a browser, the admins' analysis for the API:
      // the use case tells them apart and refuses a non-admin's API call (403).
      'GET /wishlist/analysis': 'user',
    },
  ],
  // meinifb: the account's own data, its bookings, photos, documents and feedback.
  [
    PORTAL,
    {
      'GET /api-meinifb/get-settings-user-data/': 'user',
      'POST /api-meinifb/upate-settings-personal-data': 'user',
      'GET /api-meinifb/login-email': 'user',
      'POST /api-meinifb/login-email': 'user',
      // Data access and deletion: the caller's own; the download also checks the link is theirs (else 404).
      'POST /api-meinifb/datenauskunft': 'user',
      'POST /api-meinifb/datenauskunft/herunterladen': 'user',
      'POST /api-meinifb/konto-loeschen': 'user',
      // The link of the confirmation mail: its token is the proof, it may be opened logged out.
      'POST /api-meinifb/confirm-login-email': 'public',
      'GET /api-meinifb/hotel-preferences': 'user',
      'POST /api-meinifb/hotel-preferences': 'user',
      'GET /api-meinifb/marketing-preferences': 'user',
      'POST /api-meinifb/marketing-preferences': 'user',
      'GET /api-meinifb/advertising': 'user',
      'POST /api-meinifb/update-settings-advertising': 'user',
      'GET /api-meinifb/br-functions': 'user',
      'POST /api-meinifb/br-functions': 'user',
      'GET /api-meinifb/countries': 'user',
      'GET /api-meinifb/salutations': 'user',
      'GET /api-meinifb/get-settings-user-memberships/': 'user',
      'POST /api-meinifb/accept-membership/:id': 'user',
      'POST /api-meinifb/decline-membership/:id': 'user',
      // An invitation link shows whose Gremium invites before anyone logs in; joining needs the account.
      'POST /api-meinifb/gremium-einladung': 'public',
      'POST /api-meinifb/gremium-beitreten': 'user',
      'GET /kundenportal/get-gremium-users': 'gremium-member',
      'GET /api-meinifb/gremium-mitglieder': 'gremium-member',
      'GET /api-meinifb/gremium-buchungen': 'gremium-member',
      'GET /api-meinifb/gremium-einstellungen': 'gremium-member',
      'GET /api-meinifb/gremium-overview-pdf': 'gremium-member',
      'GET /api-meinifb/get-user-future-events': 'user',
      'GET /api-meinifb/get-user-past-events': 'user',
      'GET /api-meinifb/get-next-event-recipients/:id': 'user',
      'POST /api-meinifb/cancel-recipient-booking/:id': 'user',
      'GET /api-meinifb/participation/:id': 'user',
      'POST /api-meinifb/substitute-recipient/:id': 'user',
      'POST /api-meinifb/name-held-seat/:id': 'user',
      'POST /api-meinifb/give-back-held-seat/:id': 'user',
      'GET /api-meinifb/article-recommendations': 'user',
      'GET /api-meinifb/photos/:id': 'user',
      'GET /api-meinifb/documents/:id': 'user',
      'GET /api-meinifb/download-photo/:id': 'user',
      'GET /api-meinifb/download-document/:id': 'user',
      'POST /api-meinifb/delete-photo/:id': 'user',
      'POST /kundenportal/send-feedback': 'user',
      'GET /api-meinifb/feedback/:id': 'user',
      'GET /api-meinifb/notice-pdf/:id': 'user',
      'GET /meinifb/teilnahme/:id/:kind.pdf': 'user',
      // Which invoices are the caller's (or their Gremium's, for its admin) is the use case's check.
      'GET /api-meinifb/rechnungen': 'user',
      'GET /meinifb/rechnungen/:file': 'user',
    },
  ],
  // What only the Gremium's administration changes or sees of its members.
  [
    GREMIUM_ADMIN,
    {
      'POST /api-meinifb/gremium-mitglieder/einladen': 'gremium-admin',
      'POST /api-meinifb/gremium-einladungen/:id/zuruecknehmen': 'gremium-admin',
      'POST /api-meinifb/gremium-mitglieder/:id/entfernen': 'gremium-admin',
      'POST /api-meinifb/gremium-mitglieder/:id/rolle': 'gremium-admin',
      'POST /api-meinifb/gremium-einstellungen': 'gremium-admin',
      'GET /api-meinifb/get-settings-gremium-user-data/:id': 'gremium-admin',
      'POST /api-meinifb/gremium-personal-data/:id': 'gremium-admin',
      'GET /api-meinifb/get-user-future-events/:id': 'gremium-admin',
      'GET /api-meinifb/get-user-past-events/:id': 'gremium-admin',
    },
  ],
  [
    TRAINING_PLANS,
    {
      'GET /schulungsplan/get': 'user',
      'GET /schulungsplan/get/:planId': 'user',
      'POST /schulungsplan/create': 'user',
      'POST /schulungsplan/edit/:planId': 'user',
      'POST /schulungsplan/delete/:planId': 'user',
      // A page in a browser, the API otherwise; the use case refuses a non-admin (403) in its own words.
      'GET /schulungsplan/admin': 'user',
      // The shared link of a plan: its random token is the proof.
      'GET /personalisierter-schulungsplan/:token': 'public',
    },
  ],
  [
    WERBEMITTEL,
    {
      'GET /api/werbemittel-shop-articles': 'user',
      'POST /api/werbemittel-shop-request': 'user',
      'GET /api/werbemittel-shop-order/:reference': 'user',
    },
  ],
  // The admin area (spec §2 Admin and Exports): the CLI and scripts come with an API token.
  [
    ADMIN_AREA,
    {
      'GET /cache/list': 'site-admin-or-token',
      'POST /cache/clear-all': 'site-admin-or-token',
      'POST /cache/clear/:name': 'site-admin-or-token',
      'GET /obj-export/:kind': 'site-admin-or-token',
      'GET /manage/lexikon-csv': 'site-admin-or-token',
      'POST /manage/lexikon-csv': 'site-admin-or-token',
      'GET /manage/legislation': 'site-admin-or-token',
      'POST /manage/legislation': 'site-admin-or-token',
      'GET /manage/import-images': 'site-admin-or-token',
      'POST /manage/import-images': 'site-admin-or-token',
      'GET /manage/clear-local-data': 'site-admin-or-token',
      'POST /manage/clear-local-data': 'site-admin-or-token',
      'GET /manage/pdf-analysis': 'site-admin-or-token',
      'GET /manage/audit-log': 'site-admin-or-token',
      'GET /manage/api-tokens': 'site-admin-or-token',
      'POST /manage/api-tokens': 'site-admin-or-token',
      'DELETE /manage/api-tokens/:tokenId': 'site-admin-or-token',
    },
  ],
  // The back office's catalogue (staff and site admins; the CLI with a site admin's token).
  [
    STAFF_AREA,
    {
      'GET /manage/katalog/export': 'staff-or-token',
      'POST /manage/katalog/import': 'staff-or-token',
      // Invoices: issued and read by staff too (the order page's "Rechnung jetzt erstellen" and its links).
      'GET /manage/rechnungen': 'staff-or-token',
      'POST /manage/rechnungen': 'staff-or-token',
      'GET /manage/rechnungen/:file': 'staff-or-token',
      // The orders (the browser's proxy; the pages post their forms to their own paths).
      'GET /manage/api/uebersicht': 'staff',
      'GET /manage/api/bestellungen': 'staff',
      'GET /manage/api/bestellungen/:orderNumber': 'staff',
      'GET /manage/api/bestellungen/:orderNumber/teilnehmer/:participantId/stornierung': 'staff',
      'POST /manage/api/bestellungen/:orderNumber/teilnehmer/:participantId/:action': 'staff',
      'POST /manage/api/bestellungen/:orderNumber/:action': 'staff',
      // The request inbox: staff's pages and, at the same paths, their JSON (the CLI with a token).
      'GET /manage/anfragen': 'staff-or-token',
      'GET /manage/anfragen/:requestId': 'staff-or-token',
      'POST /manage/anfragen/:requestId': 'staff-or-token',
      'POST /manage/anfragen/:requestId/angebot': 'staff-or-token',
      // A date's participant list, its attendance and its files (the CLI's `ifb participants`).
      'GET /manage/termine/:eventId/teilnehmer': 'staff-or-token',
      'POST /manage/termine/:eventId/teilnehmer': 'staff-or-token',
      'GET /manage/termine/:eventId/teilnehmer/:file': 'staff-or-token',
      // The orders export (`ifb orders export`), NDJSON.
      'GET /manage/export/bestellungen': 'staff-or-token',
      // The seminar pages' JSON (their loaders and actions in the browser).
      'GET /manage/katalog/seminare': 'staff',
      'POST /manage/katalog/seminare': 'staff',
      'GET /manage/katalog/rubriken': 'staff',
      'GET /manage/katalog/seminare/:slug': 'staff',
      'POST /manage/katalog/seminare/:slug': 'staff',
      'POST /manage/katalog/seminare/:slug/preise': 'staff',
      'POST /manage/katalog/import-text': 'staff',
      // The import page's upload (multipart, a file); its GET is the page's.
      'POST /manage/seminare/import': 'staff',
      // A seminar's new date and one date's page (move, cancel): pages for staff, JSON for the proxy.
      'GET /manage/seminare/:slug/termine/neu': 'staff',
      'POST /manage/seminare/:slug/termine/neu': 'staff',
      'GET /manage/termine/:eventId': 'staff',
      'POST /manage/termine/:eventId': 'staff',
      // The venues (hotels): the list and one venue's page.
      'GET /manage/orte': 'staff',
      'GET /manage/orte/neu': 'staff',
      'POST /manage/orte/neu': 'staff',
      'GET /manage/orte/:hotelId': 'staff',
      // Its fields, or its picture (multipart from the page, base64 JSON from the proxy), or the picture's removal.
      'POST /manage/orte/:hotelId': 'staff',
      // The Fachtagungen: the list and one Fachtagung's page.
      'GET /manage/fachtagungen': 'staff',
      'GET /manage/fachtagungen/:conferenceId': 'staff',
      'POST /manage/fachtagungen/:conferenceId': 'staff',
      // An access request of a person without an account, answered with the ZIP (audited).
      'POST /manage/datenschutz/auskunft': 'staff',
    },
  ],
  // The pages (server-rendered react-router routes), built assets, icons and the embeddable
  // fragments. The catch-all's own access is only the fallback: the gate checks each page's
  // access in the pages' table (page-access.ts) by the path's matching page pattern.
  [
    ACCOUNTS,
    {
      'GET /*': 'public',
      'POST /*': 'public',
      'GET /assets/*': 'public',
      'GET /favicon.ico': 'public',
      'GET /favicon.svg': 'public',
      'GET /icon-192.png': 'public',
      'GET /icon-512.png': 'public',
      'GET /manifest.webmanifest': 'public',
      'GET /shared-modules/footer': 'public',
      'GET /shared-modules/nav': 'public',
    },
  ],
];

/** Guarded routes outside the admin area that a browser opens as a page or follows as a link. */
const BROWSER_PAGES: ReadonlySet<string> = new Set([
  'GET /schulungsplan/get',
  'GET /schulungsplan/get/:planId',
  'GET /schulungsplan/admin',
  'GET /wishlist/analysis',
  // The link of the portal and of the confirmation mail.
  'GET /meinifb/teilnahme/:id/:kind.pdf',
  // The links of meinifb's invoice list.
  'GET /meinifb/rechnungen/:file',
  // The back office's date pages: a visitor is sent to the login and back.
  'GET /manage/seminare/:slug/termine/neu',
  'GET /manage/termine/:eventId',
  'GET /manage/orte',
  'GET /manage/orte/neu',
  'GET /manage/orte/:hotelId',
  'GET /manage/fachtagungen',
  'GET /manage/fachtagungen/:conferenceId',
]);

const table = new Map<string, RouteAccess>();
for (const [refusals, routes] of AREAS) {
  for (const [route, access] of Object.entries(routes)) {
    if (table.has(route)) throw new Error(`route access declared twice: ${route}`);
    table.set(route, { access, refusals, page: TOKEN_ACCESS.includes(access) || BROWSER_PAGES.has(route) });
  }
}
for (const route of BROWSER_PAGES) if (!table.has(route)) throw new Error(`browser page without access: ${route}`);

/** Every declared "METHOD path" (for the matrix test's check that no entry is stale). */
export const DECLARED_ROUTES: readonly string[] = [...table.keys()];

/** The access of a route as registered (HEAD as its GET), or undefined when the table lacks it. */
export const routeAccessOf = (method: string, url: string): RouteAccess | undefined =>
  table.get(`${method === 'HEAD' ? 'GET' : method} ${url}`);
