import { LOGIN_WITH_EMAIL_ROUTE_BASE } from './login-routes';
import { isSafeRedirect } from './safe-redirect';

/**
 * The login page that brings the visitor back to `redirect` afterwards (an unsafe target is
 * dropped). The one rule for every place that sends a visitor to log in: the access gate of the
 * server's routes, the page loaders and actions, the header's links.
 */
export const loginPathWithRedirect = (redirect: string): string =>
  isSafeRedirect(redirect) ? `${LOGIN_WITH_EMAIL_ROUTE_BASE}?redirect=${encodeURIComponent(redirect)}` : LOGIN_WITH_EMAIL_ROUTE_BASE;
