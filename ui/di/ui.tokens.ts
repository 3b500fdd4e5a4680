import type { OrderDesk } from '../../application/back-office/order-desk.port';
import type { AdminApi } from '../../application/admin/admin.port';
import type { RequestInbox } from '../../application/requests/requests.port';
import type { ParticipantListPages } from '../../application/participants/participant-list.port';
import type { CacheAdmin } from '../../application/cache/cache-admin.port';
import type { Accounts } from '../../application/accounts/accounts.port';
import type { Consultations } from '../../application/consultation/consultation.port';
import type { ShoppingCart } from '../../application/cart/cart.port';
import type { Catalogue } from '../../application/catalogue/catalogue.port';
import type { ConferenceBookings } from '../../application/conference/conference-booking.port';
import type { Content } from '../../application/content/content.port';
import type { CostCalculator } from '../../application/documents/documents.port';
import type { Forms } from '../../application/forms/forms.port';
import type { Hyphenation } from '../../application/ports/hyphenation';
import type { EventFiles, GremiumPortal, PortalEvents, PortalFeedback, PortalSettings } from '../../application/portal/portal.port';
import type { Recommendations } from '../../application/recommendations/recommendations.port';
import type { CurrentNavigation } from '../../application/navigation/navigation.port';
import { token } from '../../application/tokens';
import type { WaitingList } from '../../application/orders/orders.port';
import type { Assistant } from '../../application/assistant/assistant.port';
import type { TrainingPlans } from '../../application/training-plan/training-plan.port';
import type { Wishlist } from '../../application/wishlist/wishlist.port';
import type { WerbemittelShop } from '../../application/werbemittel/werbemittel.port';
import type { Site } from '../../domain/site/site';
import type { SeminarAdminApi } from '../../application/catalogue-admin/seminar-admin.port';
import type { VisitorSummary } from '../../application/visitor/visitor-summary.port';

/**
 * What a page reaches through the container: the ports as one visitor (one browser with its
 * cookies) sees them. The server binds the in-process services for the request's session, the
 * browser the HTTP proxies (ui/composition-root.ts); pages and loaders do not know which.
 */
export const CATALOGUE = token<Catalogue>('ui.Catalogue');
export const CONTENT = token<Content>('ui.Content');
export const VISITOR_ACCOUNTS = token<Accounts>('ui.VisitorAccounts');
export const VISITOR_CART = token<ShoppingCart>('ui.VisitorCart');
export const VISITOR_WISHLIST = token<Wishlist>('ui.VisitorWishlist');
/** Who is logged in and how many dates the cart holds: what the header shows of the visitor. */
export const VISITOR_SUMMARY = token<VisitorSummary>('ui.VisitorSummary');
/** The website's forms (contact request …), sent as the visitor. */
export const FORMS = token<Forms>('ui.Forms');
/** The header navigation of this page's site (items, flyout layers). */
export const NAVIGATION = token<CurrentNavigation>('ui.Navigation');
/** Which of the two site variants this page belongs to (from the request's host name). */
export const SITE = token<Site>('ui.Site');
/** Where the other site variant is reached, e.g. 'https://betriebsrat.example.org': the server's configured host, never guessed from this one. */
export const SISTER_ORIGIN = token<string>('ui.SisterOrigin');
/** Soft hyphens for the seminar titles a page shows: German patterns on the server, none in the browser (see title-breaks.ts). */
export const HYPHENATION = token<Hyphenation>('ui.Hyphenation');
/** The customer portal (meinifb) as the visitor: own settings, own events, their Gremium. */
export const VISITOR_PORTAL_SETTINGS = token<PortalSettings>('ui.VisitorPortalSettings');
export const VISITOR_PORTAL_EVENTS = token<PortalEvents>('ui.VisitorPortalEvents');
export const VISITOR_GREMIUM = token<GremiumPortal>('ui.VisitorGremium');
/** Feedback on an attended seminar (/kundenportal/send-feedback), sent as the visitor. */
export const VISITOR_FEEDBACK = token<PortalFeedback>('ui.VisitorFeedback');
/** Photos and documents of the visitor's seminars (view, delete an own photo); bytes by their download links. */
export const VISITOR_EVENT_FILES = token<EventFiles>('ui.VisitorEventFiles');
/**
 * The XSRF token a plain form post carries in its hidden field (application/http/page-form.ts):
 * the server computes it for the request's session, the browser reads it from its cookie.
 */
export interface FormToken {
  current(): string;
}
export const FORM_TOKEN = token<FormToken>('ui.FormToken');
/**
 * Where the visitor's part of the frame (greeting, cart count) comes from: the root loader
 * ('in-loader': a page rendered for this visitor, and the browser) or, for a public page whose
 * HTML is everyone's, the browser after hydration ('after-hydration').
 */
export type VisitorData = 'in-loader' | 'after-hydration';
export const VISITOR_DATA = token<VisitorData>('ui.VisitorData');
/** The waiting list as the visitor: an entry and the acceptance of its offer (/warteliste). */
export const WAITING_LIST = token<WaitingList>('ui.WaitingList');
/** The Kostenrechner's calculation for one seminar date (/seminare/warenkorb/kostenrechner/{eventId}). */
export const COST_CALCULATOR = token<CostCalculator>('ui.CostCalculator');
/** Fachtagung sign-up and booking as the visitor (/fachtagung/anmeldung, /fachtagung/{x}/buchung). */
export const CONFERENCE_BOOKINGS = token<ConferenceBookings>('ui.ConferenceBookings');
/** Appointments with an education consultant (/service/beratung). */
export const CONSULTATIONS = token<Consultations>('ui.Consultations');
/**
 * Related seminars, topics, news and videos (/recommendations/get-related-…). Public pages ask
 * only about their own subject, never about the visitor, so their cached HTML stays everyone's.
 */
export const RECOMMENDATIONS = token<Recommendations>('ui.Recommendations');
/** The assistant of /chatbot and /chatbot-sbv: answers from the knowledge base, the same for everyone. */
export const ASSISTANT = token<Assistant>('ui.Assistant');
/** The visitor's training plans (/schulungsplan/…) and shared plans (/personalisierter-schulungsplan/{x}). */
export const TRAINING_PLANS = token<TrainingPlans>('ui.TrainingPlans');
/** The Werbemittelshop as the logged-in visitor (/werbemittelshop). */
export const WERBEMITTEL = token<WerbemittelShop>('ui.Werbemittel');
/**
 * The server's caches as the request's site admin reaches them (/cache/*): the server binds the
 * admin the guard let through (anyone else is answered before a page renders), the browser the proxy.
 */
export const CACHE_ADMIN = token<CacheAdmin>('ui.CacheAdmin');
/** The admin area's pages (/manage/*) as the request's site admin: imports, the PDF report, this instance's local data, the audit log. */
export type AdminArea = Pick<AdminApi, 'importLexiconCsv' | 'importLegislation' | 'importImages' | 'pdfAnalysis' | 'clearLocalData' | 'auditLog'>;
export const ADMIN_AREA = token<AdminArea>('ui.AdminArea');
/** The back office's orders (/manage, /manage/bestellungen/…) as the request's staff member: the service checks the role. */
export const ORDER_DESK = token<OrderDesk>('ui.OrderDesk');
/** The back office's request inbox (staff and site admins). */
export const REQUEST_INBOX = token<RequestInbox>('ui.RequestInbox');
/** A date's participant list and its attendance (staff and site admins). */
export const PARTICIPANT_LISTS = token<ParticipantListPages>('ui.ParticipantLists');
/** The back office's seminar pages (/manage/seminare…) as the request's staff member: the service checks the role on every call. */
export const SEMINAR_ADMIN = token<SeminarAdminApi>('ui.Seminars');
