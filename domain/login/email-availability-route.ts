import { isSafeRedirect } from './safe-redirect';
import { LOGIN_WITH_EMAIL_ROUTE_BASE, REGISTRATION_ROUTE } from './login-routes';

export { LOGIN_WITH_EMAIL_ROUTE_BASE, REGISTRATION_ROUTE } from './login-routes';

/** Session storage key under which the registration page finds the e-mail (spec §3). */
export const UNUSED_REGISTRATION_EMAIL_KEY = 'unusedRegistrationEmail';


/** Shown (spec §8) when the availability request fails. */
export const EMAIL_AVAILABILITY_FAILURE_MESSAGE =
  'Es ist ein unerwarteter Fehler aufgetreten! Bitte wenden Sie sich an den Support.';

export type EmailAvailabilityNavigation =
  | {
      readonly _tag: 'Register';
      readonly storeUnusedRegistrationEmail: string;
      /** /registrierung?email=…[&redirect=…]: the page prefills the address without JavaScript too. */
      readonly navigateTo: string;
    }
  | { readonly _tag: 'Login'; readonly navigateTo: string };

export interface EmailAvailabilityAnswer {
  /** The server's answer as received: truthy means the address is unused. */
  readonly available: unknown;
  /** The e-mail already trimmed by the quick login form. */
  readonly email: string;
  /** Where to go after login; empty or absent means no redirect. */
  readonly redirectRoute?: string | undefined;
  readonly loginRouteBase?: string | undefined;
}

const safeRedirect = (redirectRoute: string | undefined): string | undefined =>
  redirectRoute !== undefined && redirectRoute !== '' && isSafeRedirect(redirectRoute) ? redirectRoute : undefined;

/**
 * The registration with the address in the query (so it is filled in before and without
 * JavaScript) and the page to return to once the address is confirmed.
 */
export const registrationRouteFor = (email: string, redirectRoute?: string): string => {
  const query = new URLSearchParams({ email });
  const redirect = safeRedirect(redirectRoute);
  if (redirect !== undefined) query.set('redirect', redirect);
  return `${REGISTRATION_ROUTE}?${query.toString()}`;
};

const withoutTrailingSlashes = (path: string): string => path.replace(/\/+$/, '');

/**
 * '.' and '..' cannot be a path segment in any spelling: URL parsers (WHATWG, so every browser)
 * read '%2E', '.%2E' and the like as dot segments too and resolve them away, so
 * '/kundenportal/login/%2E' would land on the login page without an e-mail anyway. Such an
 * e-mail (never a valid address) is therefore left out; the login page then asks for it.
 */
const isDotSegment = (segment: string): boolean => segment === '.' || segment === '..';

const loginRouteFor = (loginRouteBase: string, email: string): string => {
  const base = withoutTrailingSlashes(loginRouteBase);
  return isDotSegment(email) ? base : `${base}/${encodeURIComponent(email)}`;
};

/**
 * Where the quick login card leads (spec §7): an unused address to registration (remembering the
 * e-mail, and carrying it and the redirect in the query), an existing one to login with the e-mail as path parameter (except '.' and '..', which
 * no path segment can carry). A redirect that would leave the site is dropped here already, so
 * the login page never carries one.
 */
export const routeAfterEmailAvailability = ({
  available,
  email,
  redirectRoute,
  loginRouteBase = LOGIN_WITH_EMAIL_ROUTE_BASE,
}: EmailAvailabilityAnswer): EmailAvailabilityNavigation => {
  if (available) {
    return { _tag: 'Register', storeUnusedRegistrationEmail: email, navigateTo: registrationRouteFor(email, redirectRoute) };
  }
  const loginRoute = loginRouteFor(loginRouteBase, email);
  return {
    _tag: 'Login',
    navigateTo: redirectRoute !== undefined && isSafeRedirect(redirectRoute) ? `${loginRoute}?redirect=${encodeURIComponent(redirectRoute)}` : loginRoute,
  };
};
