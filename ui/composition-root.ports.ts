import type { CookieSource } from '../adapters/http-client/cookie-source';
import type { HttpTransport } from '../adapters/http-client/transport';
import type { PageServices } from './di/page-container';

/**
 * The ports the browser reaches over HTTP through the shared transport (the rest of PageServices
 * is the page's own, or, for the visitor summary and the navigation, plain fetch: ui/composition-root.ts).
 */
export type BrowserPorts = Omit<PageServices, 'site' | 'sisterOrigin' | 'hyphenation' | 'formToken' | 'visitorData' | 'visitorSummary' | 'navigation'>;

/** What every proxy talks through: the server the page came from, with the visitor's cookies. */
export interface ServerConnection {
  readonly baseUrl: string;
  readonly cookies: CookieSource;
  readonly transport: HttpTransport;
}

type PortMakers = { readonly [Name in keyof BrowserPorts]: (connection: ServerConnection) => Promise<BrowserPorts[Name]> };

/**
 * Each browser port as the HTTP proxy of its port, each in a chunk of its own: a page loads the
 * proxies (and their codecs) it calls and no others. The header's visitor lookup after hydration
 * used to load all of them at once, a long task on every page.
 */
export const BROWSER_PORTS: PortMakers = {
  catalogue: async ({ transport }) => new (await import('../adapters/http-client/catalogue-proxy')).CatalogueProxy(transport),
  content: async ({ transport }) => new (await import('../adapters/http-client/content-proxy')).ContentProxy(transport),
  accounts: async ({ transport }) => new (await import('../adapters/http-client/accounts-proxy')).AccountsProxy(transport),
  cart: async ({ transport }) => new (await import('../adapters/http-client/cart-proxy')).CartProxy(transport),
  wishlist: async ({ transport }) => new (await import('../adapters/http-client/wishlist-proxy')).WishlistProxy(transport),
  waitingList: async ({ transport }) => new (await import('../adapters/http-client/cart-proxy')).CartProxy(transport),
  forms: async ({ transport }) => new (await import('../adapters/http-client/forms-proxy')).FormsProxy(transport),
  portalSettings: async ({ transport }) => new (await import('../adapters/http-client/portal-proxy')).PortalSettingsProxy(transport),
  privacy: async ({ transport }) => new (await import('../adapters/http-client/privacy-proxy')).AccountPrivacyProxy(transport),
  portalEvents: async ({ transport }) => new (await import('../adapters/http-client/portal-proxy')).PortalEventsProxy(transport),
  gremium: async ({ transport }) => new (await import('../adapters/http-client/portal-proxy')).GremiumPortalProxy(transport),
  feedback: async ({ transport }) => new (await import('../adapters/http-client/portal-proxy')).PortalFeedbackProxy(transport),
  eventFiles: async ({ transport }) => new (await import('../adapters/http-client/portal-proxy')).EventFilesProxy(transport),
  recommendations: async ({ transport }) =>
    new (await import('../adapters/http-client/recommendations-proxy')).RecommendationsProxy(transport),
  conferenceBookings: async ({ transport }) =>
    new (await import('../adapters/http-client/conference-booking-proxy')).ConferenceBookingProxy(transport),
  costCalculator: async ({ transport }) =>
    new (await import('../adapters/http-client/cost-calculator-proxy')).CostCalculatorProxy(transport),
  consultations: async ({ transport }) => new (await import('../adapters/http-client/consultation-proxy')).ConsultationProxy(transport),
  assistant: async ({ transport }) => new (await import('../adapters/http-client/assistant-proxy')).AssistantProxy(transport),
  trainingPlans: async ({ transport }) => new (await import('../adapters/http-client/training-plan-proxy')).TrainingPlanProxy(transport),
  werbemittel: async ({ transport }) => new (await import('../adapters/http-client/werbemittel-proxy')).WerbemittelProxy(transport),
  cacheAdmin: async ({ transport }) => new (await import('../adapters/http-client/cache-admin-proxy')).CacheAdminProxy(transport),
  conferenceDesk: async ({ transport }) => new (await import('../adapters/http-client/conference-desk-proxy')).ConferenceDeskProxy(transport),
  venueDesk: async ({ transport }) => new (await import('../adapters/http-client/venue-desk-proxy')).VenueDeskProxy(transport),
  dateDesk: async ({ transport }) => new (await import('../adapters/http-client/seminar-date-desk-proxy')).SeminarDateDeskProxy(transport),
  adminArea: async ({ baseUrl, cookies }) => new (await import('../adapters/http-client/admin-proxy')).AdminProxy({ baseUrl, cookies }),
  orderDesk: async ({ transport }) => new (await import('../adapters/http-client/order-desk-proxy')).OrderDeskProxy(transport),
  requestInbox: async ({ transport }) => new (await import('../adapters/http-client/request-inbox-proxy')).RequestInboxProxy(transport),
  participantLists: async ({ transport }) => new (await import('../adapters/http-client/participant-lists-proxy')).ParticipantListsProxy(transport),
  seminarAdmin: async ({ transport }) => new (await import('../adapters/http-client/seminar-admin-proxy')).SeminarAdminProxy(transport),
};

/** The connection every proxy shares, made on the first call of any port. */
export const serverConnection = async (cookies: CookieSource): Promise<ServerConnection> => {
  const { createFetchTransport } = await import('../adapters/http-client/transport');
  const baseUrl = window.location.origin;
  return { baseUrl, cookies, transport: createFetchTransport({ baseUrl, cookies }) };
};
