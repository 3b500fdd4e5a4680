import { AREA_REFUSALS, type Access, type Refusals, type RouteAccess } from './route-access';
import { CONTACT_PAGE_PATH } from '../forms/contact.paths';

const { ACCOUNTS, PORTAL, ADMIN_AREA, STAFF_AREA, WISHLIST, TRAINING_PLANS, WERBEMITTEL } = AREA_REFUSALS;

/**
 * A page's access: one for both ways in (a GET opens it, a plain form POST runs its action), or
 * one each where they differ (a form that posts here from other pages, see the entries).
 */
export type PageAccess = Access | { readonly GET: Access; readonly POST: Access };

/** Pages of one area: the page path pattern (react-router's syntax, full path) → who may open it. */
type PageArea = readonly [Refusals, Readonly<Record<string, PageAccess>>];

/**
 * Every page of the route table (ui/pages/*\/*.routes.tsx) that the catch-all routes `GET /*`
 * and `POST /*` render, once, with the roles of route-access.ts. A page path that explicit
 * routes serve for both GET and POST is declared there only (the admin imports); one that an
 * explicit route serves for GET only (a page that is also an API) is declared here for its form
 * posts. The access gate (adapters/http-api/access-gate.ts) checks this before the page renders,
 * matching the path with react-router's own ranking; the loaders keep their checks, as they run
 * in the browser too. A role is declared only where the whole page is for it: where a logged-in
 * user without the role gets a page of its own (a Gremium page's German refusal), it says `user`
 * and the use case decides. The test page-access.test.ts fails on a page missing here or an entry
 * that names no page.
 */
const AREAS: readonly PageArea[] = [
  // The catalogue, seminars, places, conferences, knowledge, legal texts, contact, consultation,
  // news, jobs: the same for everyone. The cart and the confirmations of an order or reservation
  // are the session's own; a consultation appointment and a conference booking are read by their
  // unguessable reference, the waiting list's offer by its link: the use cases check them.
  [
    ACCOUNTS,
    {
      '/': 'public',
      '/seminare/warenkorb': 'public',
      '/seminare/warenkorb/checkout': 'public',
      '/seminare/warenkorb/checkout/bestaetigung': 'public',
      '/reservierung': 'public',
      '/reservierung/bestaetigung': 'public',
      '/warteliste': 'public',
      '/seminare/warenkorb/online-fax/:eventId': 'public',
      '/seminare/warenkorb/kostenrechner/:eventId': 'public',
      '/seminare': 'public',
      '/seminare/veranstaltungen': 'public',
      '/seminare/rubrik': 'public',
      '/seminare/r/:rubric': 'public',
      '/seminare/t/:topic': 'public',
      '/seminare/p': 'public',
      '/seminare/p/:seminar': 'public',
      '/seminare/p/:seminar/termine': 'public',
      '/seminare/p/:seminar/inhouse': 'public',
      '/seminare/p/:seminar/starterpaket': 'public',
      '/seminare/p/:seminar/erlebnis': 'public',
      '/suche': 'public',
      '/chatbot': 'public',
      '/chatbot-sbv': 'public',
      '/standorte/hotel/:hotel': 'public',
      '/standorte/:place': 'public',
      '/fachtagung/anmeldung': 'public',
      '/fachtagung/anmeldung/bestaetigung': 'public',
      '/fachtagung/:conference': 'public',
      '/fachtagung/:conference/buchung': 'public',
      '/fachtagung/:conference/buchung/bestaetigung': 'public',
      '/fachartikel': 'public',
      '/fachartikel/:slug': 'public',
      '/news': 'public',
      '/news/:slug': 'public',
      '/br-magazin-interview': 'public',
      '/br-magazin-interview/:slug': 'public',
      '/gesetze': 'public',
      '/gesetze/:slug': 'public',
      '/betriebsratslexikon/:section': 'public',
      '/betriebsratslexikon/:section/:slug': 'public',
      '/rechtsprechung/urteil/:slug': 'public',
      '/rechtsprechung/:section': 'public',
      '/rechtsprechung/:section/:slug': 'public',
      '/themen': 'public',
      '/themen/:slug': 'public',
      '/tag/:slug': 'public',
      '/faq': 'public',
      '/leitfaden': 'public',
      '/leitfaden/:slug': 'public',
      '/downloads': 'public',
      '/videos': 'public',
      '/mediathek/:videoId': 'public',
      '/impressum': 'public',
      '/datenschutz': 'public',
      '/agb': 'public',
      '/barrierefreiheit': 'public',
      [CONTACT_PAGE_PATH]: 'public',
      '/service/beratung': 'public',
      '/service/beratung/termin/:reference': 'public',
      '/service/beratung/:slug': 'public',
      '/schulungsanspruch/:body': 'public',
      '/wahlseiten-news/archiv': 'public',
      '/wahlseiten-news/kategorie/:category': 'public',
      '/wahlseiten-news/:slug': 'public',
      '/jobs-karriere/offene-stellen': 'public',
      '/jobs-karriere/offene-stellen/:category': 'public',
      '/jobs-karriere/offene-stellen/:category/:id': 'public',
      // The shared link of a training plan: its random token is the proof.
      '/personalisierter-schulungsplan/:token': 'public',
      // The denial itself (its GET is an explicit route).
      '/manage/access-denied': 'public',
      // Any other path: react-router's 404.
      '/*': 'public',
    },
  ],
  // Logging in, registering, and the links of mails that are their own proof (opened logged out).
  [
    ACCOUNTS,
    {
      '/kundenportal/login': 'public',
      '/kundenportal/login/:email': 'public',
      '/registrierung': 'public',
      '/registrierung/e-mail-pruefen': 'public',
      '/registrierung/bestaetigen': 'public',
      '/meinifb/einstellungen/e-mail-bestaetigen': 'public',
      // Where "Konto löschen" ends: the visitor is logged out by then.
      '/meinifb/konto-geloescht': 'public',
      '/kundenportal/passwort-vergessen': 'public',
      '/kundenportal/passwort-zuruecksetzen': 'public',
      // The invitation names the Gremium before anyone logs in; joining needs the account (the use case).
      '/meinifb/gremium-beitreten': 'public',
    },
  ],
  // meinifb: the account's own bookings, papers, files, settings and feedback.
  [
    PORTAL,
    {
      '/kundenportal/meinifb': 'user',
      '/meinifb': 'user',
      '/meinifb/meinifbv2': 'user',
      '/meinifb/teilnahme/:id': 'user',
      '/meinifb/teilnahme/:id/buchen': 'user',
      // A refused paper's page (the PDF's own route is explicit).
      '/meinifb/teilnahme/:id/:paper': 'user',
      '/meinifb/einstellungen': 'user',
      // The export mail's link: the download button for the caller's own ZIP.
      '/meinifb/einstellungen/datenauskunft': 'user',
      // Whose invoices the caller sees is the use case's (own orders; the Gremium's for its admin).
      '/meinifb/rechnungen': 'user',
      '/meinifb/seminar/:id/unterlagen': 'user',
      '/meinifb/seminar/:id/unterlagen/foto-loeschen/:fileId': 'user',
      '/kundenportal/br-a-z': 'user',
      '/kundenportal/send-feedback': 'user',
      // A customer in no Gremium gets the pages' German 403 (and the way to join one); whether the
      // caller may see or change this Gremium is the use case's.
      '/meinifb/gremium-mitglieder': 'user',
      '/meinifb/gremium-mitglieder/entfernen/:id': 'user',
      '/meinifb/gremium-buchungen': 'user',
      '/meinifb/gremium-einstellungen': 'user',
    },
  ],
  [
    WISHLIST,
    {
      // The "Merken" button of every seminar date posts here: its action sends a visitor to the
      // login and back to the page the button was on (a field of the form), keeping nothing.
      '/meinifb/merkliste': { GET: 'user', POST: 'public' },
      '/wishlist/list': 'user',
      '/wishlist/analysis': 'user',
    },
  ],
  [
    TRAINING_PLANS,
    {
      '/schulungsplan/get': 'user',
      '/schulungsplan/get/:planId': 'user',
      '/schulungsplan/create': 'user',
      '/schulungsplan/edit/:planId': 'user',
      '/schulungsplan/delete/:planId': 'user',
      // The admins' overview: the use case refuses a non-admin (403) in its own words, as for the API.
      '/schulungsplan/admin': 'user',
    },
  ],
  [
    WERBEMITTEL,
    {
      // The shop's login and logout pages are for visitors and users alike; the shop is the portal account's.
      '/werbemittelshop-login': 'public',
      '/werbemittelshop-logout': 'public',
      '/werbemittelshop': 'user',
      '/werbemittelshop/bestellung/:reference': 'user',
    },
  ],
  // The back office's seminar pages (staff and site admins).
  [
    STAFF_AREA,
    {
      '/manage/seminare': 'staff',
      '/manage/seminare/neu': 'staff',
      '/manage/seminare/import': 'staff',
      '/manage/seminare/:slug': 'staff',
    },
  ],
  // The admin area's pages (a site admin's session); their GETs are explicit routes but for the
  // Kontoübernahme, their form posts all come here.
  [
    ADMIN_AREA,
    {
      '/manage/pdf-analysis': 'site-admin',
      '/manage/audit-log': 'site-admin',
      '/cache/list': 'site-admin',
      // The banner's "Kontoübernahme beenden" posts here while the session acts as the customer:
      // the use case checks the admin behind it.
      '/manage/kontouebernahme': { GET: 'site-admin', POST: 'user' },
    },
  ],
  // The back office's pages (staff and site admins): their forms post to their own paths.
  [
    STAFF_AREA,
    {
      '/manage': 'staff',
      '/manage/bestellungen': 'staff',
      '/manage/bestellungen/:orderNumber': 'staff',
      '/manage/bestellungen/:orderNumber/teilnehmer/:participantId/:action': 'staff',
      // Access requests by address: the page's plain form posts to its own route (route-access.ts).
      '/manage/datenschutz': 'staff',
    },
  ],
  // The back office's lists (staff and site admins): their GETs are explicit routes (route-access.ts);
  // a post to a list has no action and ends at the page's 405.
  [
    STAFF_AREA,
    {
      '/manage/anfragen': 'staff',
      '/manage/orte': 'staff',
      '/manage/fachtagungen': 'staff',
    },
  ],
];

const table = new Map<string, readonly [Refusals, PageAccess]>();
for (const [refusals, pages] of AREAS) {
  for (const [pattern, access] of Object.entries(pages)) {
    if (table.has(pattern)) throw new Error(`page access declared twice: ${pattern}`);
    table.set(pattern, [refusals, access]);
  }
}

/** Every declared page path pattern, in the table's order (the gate's matcher ranks them as react-router does). */
export const PAGE_PATTERNS: readonly string[] = [...table.keys()];

/** The access of a request (HEAD as its GET) to a declared page pattern; undefined when the table lacks it. */
export const pageAccessOf = (method: string, pattern: string): RouteAccess | undefined => {
  const declared = table.get(pattern);
  if (declared === undefined) return undefined;
  const [refusals, access] = declared;
  return { access: typeof access === 'string' ? access : method === 'POST' ? access.POST : access.GET, refusals, page: true };
};
