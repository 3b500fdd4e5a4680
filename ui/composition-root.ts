import { createBrowserCookies } from '../adapters/http-client/browser-cookies';
import { readXsrfCookie, xsrfHeaderValue } from '../adapters/http-client/xsrf-header';
import type { BrowserPorts, ServerConnection } from './composition-root.ports';
import { lazyPort } from './di/lazy-port';
import type { PageContainer } from './di/page-container';
import { tokenTable } from './di/token-table';
import { siteOfDocument, sisterOriginOfDocument } from './site/site-of-document';
import { oncePerTurn } from './state/once-per-turn';

/**
 * The table of the browser's proxies loads with the first call of any port (after hydration):
 * with its 22 lazy imports it is 3.6 KB that no page needs to start (issue 11).
 */
const browserPorts = () => import('./composition-root.ports');

/**
 * The browser's composition root, the only ui file that knows adapters: every service is the
 * HTTP proxy of its port (ui/composition-root.ports.ts), each loaded on its own first call so
 * the proxies and their codecs are not part of the JavaScript a page needs to start.
 */
export const browserContainer = (): PageContainer => {
  const cookies = createBrowserCookies();
  let connection: Promise<ServerConnection> | undefined;
  const connected = (): Promise<ServerConnection> => {
    connection ??= browserPorts().then(({ serverConnection }) => serverConnection(cookies)).catch((cause: unknown) => {
      connection = undefined; // a failed chunk load is tried again on the next call
      throw cause;
    });
    return connection;
  };
  const port = <Name extends keyof BrowserPorts>(name: Name): BrowserPorts[Name] =>
    lazyPort(async () => {
      const [{ BROWSER_PORTS }, server] = await Promise.all([browserPorts(), connected()]);
      return BROWSER_PORTS[name](server);
    });
  return tokenTable({
    catalogue: port('catalogue'),
    content: port('content'),
    accounts: port('accounts'),
    cart: port('cart'),
    wishlist: port('wishlist'),
    waitingList: port('waitingList'),
    forms: port('forms'),
    // Plain JSON too: every page asks for it when its scripts start (ui/layout/hydration-navigation.ts).
    navigation: lazyPort(async () => new (await import('../adapters/http-client/navigation-proxy')).NavigationProxy(window.location.origin)),
    site: siteOfDocument(document),
    sisterOrigin: sisterOriginOfDocument(document),
    // The German patterns stay on the server: the titles of the first page come hyphenated with its data.
    hyphenation: { hyphenate: (text) => text },
    portalSettings: port('portalSettings'),
    privacy: port('privacy'),
    portalEvents: port('portalEvents'),
    gremium: port('gremium'),
    feedback: port('feedback'),
    eventFiles: port('eventFiles'),
    recommendations: port('recommendations'),
    conferenceBookings: port('conferenceBookings'),
    formToken: { current: oncePerTurn(() => xsrfHeaderValue(readXsrfCookie(cookies, window.location.href) ?? '') ?? '') },
    costCalculator: port('costCalculator'),
    consultations: port('consultations'),
    assistant: port('assistant'),
    trainingPlans: port('trainingPlans'),
    werbemittel: port('werbemittel'),
    cacheAdmin: port('cacheAdmin'),
    adminArea: port('adminArea'),
    orderDesk: port('orderDesk'),
    requestInbox: port('requestInbox'),
    participantLists: port('participantLists'),
    seminarAdmin: port('seminarAdmin'),
    dateDesk: port('dateDesk'),
    venueDesk: port('venueDesk'),
    conferenceDesk: port('conferenceDesk'),
    // The browser's root loader asks the server (get-user, the small cart) itself.
    visitorData: 'in-loader',
    // Plain JSON, not the accounts and cart proxies: every public page asks it after hydration.
    visitorSummary: lazyPort(async () => new (await import('../adapters/http-client/visitor-summary-proxy')).VisitorSummaryProxy({ baseUrl: window.location.origin, cookies })),
  });
};
