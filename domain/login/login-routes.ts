/*
 * Where login and registration live: every page's header links here, so these are apart from the
 * quick login's rules (./email-availability-route.ts), which load only with its form.
 */

export const REGISTRATION_ROUTE = '/registrierung';

/** The main site's login-with-email route; the works-council variant passes its own base. */
export const LOGIN_WITH_EMAIL_ROUTE_BASE = '/kundenportal/login';
