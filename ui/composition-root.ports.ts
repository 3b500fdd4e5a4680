import { AccountsProxy } from '../adapters/http-client/accounts-proxy';
import { createBrowserCookies } from '../adapters/http-client/browser-cookies';
import { AdminProxy } from '../adapters/http-client/admin-proxy';
import { AssistantProxy } from '../adapters/http-client/assistant-proxy';
import { CacheAdminProxy } from '../adapters/http-client/cache-admin-proxy';
import { CartProxy } from '../adapters/http-client/cart-proxy';
import { CatalogueProxy } from '../adapters/http-client/catalogue-proxy';
import { ConferenceBookingProxy } from '../adapters/http-client/conference-booking-proxy';
import { ConsultationProxy } from '../adapters/http-client/consultation-proxy';
import { ContentProxy } from '../adapters/http-client/content-proxy';
import { CostCalculatorProxy } from '../adapters/http-client/cost-calculator-proxy';
import { FormsProxy } from '../adapters/http-client/forms-proxy';
import { NavigationProxy } from '../adapters/http-client/navigation-proxy';
import { EventFilesProxy, GremiumPortalProxy, PortalEventsProxy, PortalFeedbackProxy, PortalSettingsProxy } from '../adapters/http-client/portal-proxy';
import { RecommendationsProxy } from '../adapters/http-client/recommendations-proxy';
import { createFetchTransport } from '../adapters/http-client/transport';
import { TrainingPlanProxy } from '../adapters/http-client/training-plan-proxy';
import { WerbemittelProxy } from '../adapters/http-client/werbemittel-proxy';
import { WishlistProxy } from '../adapters/http-client/wishlist-proxy';
import type { PageServices } from './di/page-container';

/** The ports the browser reaches over HTTP (the rest of PageServices is the page's own). */
export type BrowserPorts = Omit<PageServices, 'site' | 'formToken' | 'visitorData'>;

/**
 * Every browser port as the HTTP proxy of its port, talking to the server the page came from
 * with the visitor's cookies. Loaded by the composition root on the first call of any port.
 */
export const browserPorts = (): BrowserPorts => {
  const cookies = createBrowserCookies();
  const transport = createFetchTransport({ baseUrl: window.location.origin, cookies });
  return {
    catalogue: new CatalogueProxy(transport),
    content: new ContentProxy(transport),
    accounts: new AccountsProxy(transport),
    cart: new CartProxy(transport),
    wishlist: new WishlistProxy(transport),
    waitingList: new CartProxy(transport),
    forms: new FormsProxy(transport),
    navigation: new NavigationProxy(transport),
    portalSettings: new PortalSettingsProxy(transport),
    portalEvents: new PortalEventsProxy(transport),
    gremium: new GremiumPortalProxy(transport),
    feedback: new PortalFeedbackProxy(transport),
    eventFiles: new EventFilesProxy(transport),
    recommendations: new RecommendationsProxy(transport),
    conferenceBookings: new ConferenceBookingProxy(transport),
    costCalculator: new CostCalculatorProxy(transport),
    consultations: new ConsultationProxy(transport),
    assistant: new AssistantProxy(transport),
    trainingPlans: new TrainingPlanProxy(transport),
    werbemittel: new WerbemittelProxy(transport),
    cacheAdmin: new CacheAdminProxy(transport),
    adminArea: new AdminProxy({ baseUrl: window.location.origin, cookies }),
  };
};
