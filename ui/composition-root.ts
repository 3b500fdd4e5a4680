import type { Container } from 'inversify';
import { AccountsProxy } from '../adapters/http-client/accounts-proxy';
import { createBrowserCookies } from '../adapters/http-client/browser-cookies';
import { xsrfHeaderValue } from '../adapters/http-client/xsrf-header';
import { AdminProxy } from '../adapters/http-client/admin-proxy';
import { CacheAdminProxy } from '../adapters/http-client/cache-admin-proxy';
import { CartProxy } from '../adapters/http-client/cart-proxy';
import { CatalogueProxy } from '../adapters/http-client/catalogue-proxy';
import { ConferenceBookingProxy } from '../adapters/http-client/conference-booking-proxy';
import { ConsultationProxy } from '../adapters/http-client/consultation-proxy';
import { ContentProxy } from '../adapters/http-client/content-proxy';
import { CostCalculatorProxy } from '../adapters/http-client/cost-calculator-proxy';
import { FormsProxy } from '../adapters/http-client/forms-proxy';
import { GremiumPortalProxy, PortalEventsProxy, PortalSettingsProxy } from '../adapters/http-client/portal-proxy';
import { NavigationProxy } from '../adapters/http-client/navigation-proxy';
import { RecommendationsProxy } from '../adapters/http-client/recommendations-proxy';
import { XSRF_COOKIE, createFetchTransport } from '../adapters/http-client/transport';
import { TrainingPlanProxy } from '../adapters/http-client/training-plan-proxy';
import { WishlistProxy } from '../adapters/http-client/wishlist-proxy';
import { createPageContainer } from './di/page-container';
import { siteOfDocument } from './site/site-of-document';

/**
 * The browser's composition root, the only ui file that knows adapters: every service is the
 * HTTP proxy of its port, talking to the server the page came from with the visitor's cookies.
 */
export const browserContainer = (): Container => {
  const cookies = createBrowserCookies();
  const transport = createFetchTransport({ baseUrl: window.location.origin, cookies });
  return createPageContainer({
    catalogue: new CatalogueProxy(transport),
    content: new ContentProxy(transport),
    accounts: new AccountsProxy(transport),
    cart: new CartProxy(transport),
    wishlist: new WishlistProxy(transport),
    waitingList: new CartProxy(transport),
    forms: new FormsProxy(transport),
    navigation: new NavigationProxy(transport),
    site: siteOfDocument(document),
    portalSettings: new PortalSettingsProxy(transport),
    portalEvents: new PortalEventsProxy(transport),
    gremium: new GremiumPortalProxy(transport),
    conferenceBookings: new ConferenceBookingProxy(transport),
    formToken: { current: () => xsrfHeaderValue(cookies.read(XSRF_COOKIE, window.location.href) ?? '') ?? '' },
    costCalculator: new CostCalculatorProxy(transport),
    consultations: new ConsultationProxy(transport),
    recommendations: new RecommendationsProxy(transport),
    trainingPlans: new TrainingPlanProxy(transport),
    cacheAdmin: new CacheAdminProxy(transport),
    // Sends the CSV as text/csv, as the CLI does; the browser adds the session cookie itself.
    adminArea: new AdminProxy({ baseUrl: window.location.origin, cookies }),
    // The browser's root loader asks the server (get-user, the small cart) itself.
    visitorData: 'in-loader',
  });
};
