import type { FastifyRequest } from 'fastify';
import { ACCOUNT_PRIVACY } from '../../../application/privacy/privacy.tokens';
import * as TE from 'fp-ts/TaskEither';
import type { CacheAdmin } from '../../../application/cache/cache-admin.port';
import { ADMIN_MESSAGES } from '../../../application/admin/messages';
import { forbidden } from '../../../domain/errors/app-error';
import type { Container } from 'inversify';
import { ACCOUNTS, XSRF_TOKENS } from '../../../application/accounts/accounts.tokens';
import { SHOPPING_CART } from '../../../application/cart/cart.tokens';
import { visitorSummaryOf } from '../../../application/visitor/visitor-summary';
import { CATALOGUE } from '../../../application/catalogue/catalogue.tokens';
import { CONFERENCE_BOOKINGS } from '../../../application/conference/conference.tokens';
import { CONSULTATIONS } from '../../../application/consultation/consultation.tokens';
import { CONTENT } from '../../../application/content/content.tokens';
import { DOCUMENTS } from '../../../application/documents/documents.tokens';
import { NAVIGATION } from '../../../application/navigation/navigation.tokens';
import type { SiteHosts } from '../../../domain/site/site';
import { FORMS } from '../../../application/forms/forms.tokens';
import { EVENT_FILES, GREMIUM_PORTAL, PORTAL_EVENTS, PORTAL_FEEDBACK, PORTAL_SETTINGS } from '../../../application/portal/portal.tokens';
import { RECOMMENDATIONS } from '../../../application/recommendations/recommendations.tokens';
import { WAITING_LIST } from '../../../application/orders/orders.tokens';
import { ASSISTANT } from '../../../application/assistant/assistant.tokens';
import { TRAINING_PLANS } from '../../../application/training-plan/training-plan.tokens';
import { WISHLIST } from '../../../application/wishlist/wishlist.tokens';
import { WERBEMITTEL_SHOP } from '../../../application/werbemittel/werbemittel.tokens';
import { ORDER_DESK } from '../../../application/back-office/order-desk.tokens';
import { REQUEST_INBOX } from '../../../application/requests/requests.tokens';
import { PARTICIPANT_LISTS } from '../../../application/participants/participants.tokens';
import { SEMINAR_ADMIN } from '../../../application/catalogue-admin/catalogue-admin.tokens';
import type { PageServices } from '../../../ui/entry-server';

type AdminArea = PageServices['adminArea'];
type RequestInbox = PageServices['requestInbox'];
type ParticipantListPages = PageServices['participantLists'];

type FormToken = PageServices['formToken'];
type VisitorData = PageServices['visitorData'];
import type { RequestContext } from '../../../application/accounts/accounts.port';
import type { SessionSlot } from '../../../application/accounts/session';
import type { Site } from '../../../domain/site/site';
import { resolve } from '../container';
import { navigationRequestOf, sisterOriginOf } from '../routes/navigation.routes';
import { GERMAN_HYPHENATION } from '../../hyphenation/german-hyphenation';
import { sessionOf } from '../session/install-sessions';

/**
 * A public page's render runs in no one's session: a slot that holds no token and refuses a
 * change (a public page's loaders read the catalogue and the content only; a use case that
 * tried to log in or fill a cart here would be a bug, and says so).
 */
/** Outside the admin area's guard a page reaches no cache: only the guard hands out an admin's API. */
const noCacheAdmin: CacheAdmin = {
  listCaches: () => TE.left(forbidden(ADMIN_MESSAGES.accessDenied)),
  clearCache: () => TE.left(forbidden(ADMIN_MESSAGES.accessDenied)),
  clearAllCaches: () => TE.left(forbidden(ADMIN_MESSAGES.accessDenied)),
};

const noAdminArea: AdminArea = {
  importLexiconCsv: () => TE.left(forbidden(ADMIN_MESSAGES.accessDenied)),
  importLegislation: () => TE.left(forbidden(ADMIN_MESSAGES.accessDenied)),
  importImages: () => TE.left(forbidden(ADMIN_MESSAGES.accessDenied)),
  pdfAnalysis: () => TE.left(forbidden(ADMIN_MESSAGES.accessDenied)),
  clearLocalData: () => TE.left(forbidden(ADMIN_MESSAGES.accessDenied)),
  auditLog: () => TE.left(forbidden(ADMIN_MESSAGES.accessDenied)),
};

/** Outside the back office's routes a page reaches no request: only the gate admits staff. */
const noRequestInbox: RequestInbox = {
  list: () => TE.left(forbidden(ADMIN_MESSAGES.staffAccessDenied)),
  request: () => TE.left(forbidden(ADMIN_MESSAGES.staffAccessDenied)),
  handle: () => TE.left(forbidden(ADMIN_MESSAGES.staffAccessDenied)),
  sendOffer: () => TE.left(forbidden(ADMIN_MESSAGES.staffAccessDenied)),
};

const noParticipantLists: ParticipantListPages = {
  list: () => TE.left(forbidden(ADMIN_MESSAGES.staffAccessDenied)),
  recordAttendance: () => TE.left(forbidden(ADMIN_MESSAGES.staffAccessDenied)),
};

/** Outside the back office's date routes a page reaches no desk: only their guard hands one out. */
const noDateDesk: PageServices['dateDesk'] = {
  newDate: () => TE.left(forbidden(ADMIN_MESSAGES.staffAccessDenied)),
  date: () => TE.left(forbidden(ADMIN_MESSAGES.staffAccessDenied)),
  createDate: () => TE.left(forbidden(ADMIN_MESSAGES.staffAccessDenied)),
  changeDate: () => TE.left(forbidden(ADMIN_MESSAGES.staffAccessDenied)),
  cancelDate: () => TE.left(forbidden(ADMIN_MESSAGES.staffAccessDenied)),
};

const noVenueDesk: PageServices['venueDesk'] = {
  venues: () => TE.left(forbidden(ADMIN_MESSAGES.staffAccessDenied)),
  venue: () => TE.left(forbidden(ADMIN_MESSAGES.staffAccessDenied)),
  newVenue: () => TE.left(forbidden(ADMIN_MESSAGES.staffAccessDenied)),
  createVenue: () => TE.left(forbidden(ADMIN_MESSAGES.staffAccessDenied)),
  changeVenue: () => TE.left(forbidden(ADMIN_MESSAGES.staffAccessDenied)),
  putImage: () => TE.left(forbidden(ADMIN_MESSAGES.staffAccessDenied)),
  removeImage: () => TE.left(forbidden(ADMIN_MESSAGES.staffAccessDenied)),
};

const noConferenceDesk: PageServices['conferenceDesk'] = {
  conferences: () => TE.left(forbidden(ADMIN_MESSAGES.staffAccessDenied)),
  conference: () => TE.left(forbidden(ADMIN_MESSAGES.staffAccessDenied)),
  changeConference: () => TE.left(forbidden(ADMIN_MESSAGES.staffAccessDenied)),
  cancelConference: () => TE.left(forbidden(ADMIN_MESSAGES.staffAccessDenied)),
};

const nobodysSession = (site: Site): SessionSlot => ({
  current: () => ({ token: '', site, stored: undefined }),
  replace: () => {
    throw new Error('a public page is rendered without a session and changes none');
  },
});

/**
 * The in-process services a server render hands to the pages: each render sees the ports as
 * the requesting visitor does (their session, their cart, their wishlist). A public page
 * (request.withoutSession, see page-routes.ts) is rendered for everyone instead: no visitor,
 * no form token in its HTML, the visitor's part of the header filled in after hydration.
 */
export const pageServicesOf = (container: Container, hosts: SiteHosts): ((request: FastifyRequest) => PageServices) => {
  const catalogue = resolve(container, CATALOGUE);
  const content = resolve(container, CONTENT);
  const accounts = resolve(container, ACCOUNTS);
  const carts = resolve(container, SHOPPING_CART);
  const wishlists = resolve(container, WISHLIST);
  const waitingLists = resolve(container, WAITING_LIST);
  const navigation = resolve(container, NAVIGATION);
  const forms = resolve(container, FORMS);
  const portalSettings = resolve(container, PORTAL_SETTINGS);
  const privacy = resolve(container, ACCOUNT_PRIVACY);
  const portalEvents = resolve(container, PORTAL_EVENTS);
  const gremium = resolve(container, GREMIUM_PORTAL);
  const feedback = resolve(container, PORTAL_FEEDBACK);
  const eventFiles = resolve(container, EVENT_FILES);
  const xsrf = resolve(container, XSRF_TOKENS);
  // The Kostenrechner page computes in-process, with the same service its JSON and PDF use.
  const costCalculator = resolve(container, DOCUMENTS);
  const conferenceBookings = resolve(container, CONFERENCE_BOOKINGS);
  const consultations = resolve(container, CONSULTATIONS);
  // Computed from the catalogue and the content alone: the same for every visitor.
  const recommendations = resolve(container, RECOMMENDATIONS);
  // Answers from the knowledge base alone: the same for every visitor.
  const assistant = resolve(container, ASSISTANT);
  const trainingPlans = resolve(container, TRAINING_PLANS);
  const werbemittel = resolve(container, WERBEMITTEL_SHOP);
  const orderDesk = resolve(container, ORDER_DESK);
  const requestInbox = resolve(container, REQUEST_INBOX);
  const participantLists = resolve(container, PARTICIPANT_LISTS);
  // Checks the session's staff role on every call: a page render of anyone else gets 401/403.
  const seminarAdmin = resolve(container, SEMINAR_ADMIN);
  const servicesIn = (request: FastifyRequest, session: SessionSlot, formToken: FormToken, visitorData: VisitorData): PageServices => {
    const context: RequestContext = { session, clientAddress: request.ip };
    const visitorAccounts = accounts.forRequest(context);
    const visitorCart = carts.forRequest(session);
    const visitorWishlist = wishlists.forRequest(context);
    return {
      catalogue,
      content,
      accounts: visitorAccounts,
      cart: visitorCart,
      wishlist: visitorWishlist,
      waitingList: waitingLists.forRequest(session),
      forms: forms.forRequest(context),
      navigation: { current: () => navigation.navigation(navigationRequestOf(request, hosts)) },
      site: request.site,
      sisterOrigin: sisterOriginOf(request, hosts),
      consentCookieDomain: hosts.cookieDomain ?? '',
      hyphenation: GERMAN_HYPHENATION,
      portalSettings: portalSettings.forRequest(context),
      privacy: privacy.forRequest(context),
      portalEvents: portalEvents.forRequest(context),
      gremium: gremium.forRequest(context),
      feedback: feedback.forRequest(context),
      eventFiles: eventFiles.forRequest(context),
      conferenceBookings: conferenceBookings.forRequest(session),
      formToken,
      costCalculator,
      consultations: consultations.forRequest(context),
      recommendations,
      assistant,
      trainingPlans: trainingPlans.forRequest(context),
      werbemittel: werbemittel.forRequest(context),
      cacheAdmin: request.admin ?? noCacheAdmin,
      adminArea: request.admin ?? noAdminArea,
      // The desk checks the staff role itself, on every call.
      orderDesk: orderDesk.forRequest(context),
      // The gate admitted staff on the back office's routes (route-access.ts): the inbox is theirs.
      requestInbox: request.adminPrincipal === null ? noRequestInbox : requestInbox.forStaff(request.adminPrincipal, request.ip),
      participantLists: request.adminPrincipal === null ? noParticipantLists : participantLists.forStaff(request.adminPrincipal, request.ip),
      seminarAdmin: seminarAdmin.forRequest(context),
      dateDesk: request.dateDesk ?? noDateDesk,
      venueDesk: request.venueDesk ?? noVenueDesk,
      conferenceDesk: request.conferenceDesk ?? noConferenceDesk,
      visitorData,
      visitorSummary: visitorSummaryOf(visitorAccounts, visitorCart, visitorWishlist),
    };
  };
  return (request) => {
    if (request.withoutSession) return servicesIn(request, nobodysSession(request.site), NO_FORM_TOKEN, 'after-hydration');
    const session = sessionOf(request);
    // Read at render time: an action may have replaced the session (a login) just before.
    const formToken = {
      current: () => {
        const { site, token } = session.current();
        return xsrf.tokenFor(site, token);
      },
    };
    return servicesIn(request, session, formToken, 'in-loader');
  };
};

/** A public page's forms carry no token: the post proves its origin instead (session/same-origin-post.ts). */
const NO_FORM_TOKEN: FormToken = { current: () => '' };
