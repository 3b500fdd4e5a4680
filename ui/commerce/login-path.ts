import { LOGIN_WITH_EMAIL_ROUTE_BASE } from '../../domain/login/login-routes';
import { isSafeRedirect } from '../../domain/login/safe-redirect';

/** The login page that brings the visitor back to `redirect` afterwards (an unsafe target is dropped). */
export const loginPathWithRedirect = (redirect: string): string =>
  isSafeRedirect(redirect) ? `${LOGIN_WITH_EMAIL_ROUTE_BASE}?redirect=${encodeURIComponent(redirect)}` : LOGIN_WITH_EMAIL_ROUTE_BASE;
