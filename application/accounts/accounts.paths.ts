/**
 * The paths of the accounts calls (spec §7), shared by the server's routes and the HTTP proxy.
 * Both site variants answer on the same paths; the host tells them apart, and each host has
 * its own session (separate login and logout per variant, spec §6).
 */
export const ACCOUNT_PATHS = {
  emailAvailability: '/api/fetch-user-email-availability',
  registration: '/api/user-registration',
  login: '/kundenportal/login',
  loginWithEmail: '/kundenportal/login/:email',
  localLogin: '/kundenportal/local-login',
  loginTarget: '/kundenportal/logintarget',
  loginTargetGet: '/kundenportal/logintargetget',
  logout: '/kundenportal/logout',
  token: '/kundenportal/get-token',
  user: '/kundenportal/get-user',
  gremiumUsers: '/kundenportal/get-gremium-users',
  impersonate: '/kundenportal/impersonate/:userId',
  impersonateEnd: '/kundenportal/impersonate-end',
} as const;

/** Where a login leads when neither the form nor the session names a target: the personal area. */
export const DEFAULT_LOGIN_TARGET = '/kundenportal/meinifb';

export const loginWithEmailPath = (email: string): string => `${ACCOUNT_PATHS.login}/${encodeURIComponent(email)}`;
export const impersonatePath = (userId: number): string => `/kundenportal/impersonate/${userId}`;
