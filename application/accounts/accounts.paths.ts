/**
 * The paths of the accounts calls (spec §7), shared by the server's routes and the HTTP proxy.
 * Both site variants answer on the same paths; the host tells them apart, and each host has
 * its own session (separate login and logout per variant, spec §6).
 */
export const ACCOUNT_PATHS = {
  emailAvailability: '/api/fetch-user-email-availability',
  registration: '/api/user-registration',
  confirmEmail: '/api/user-registration/confirm',
  resendConfirmation: '/api/user-registration/resend-confirmation',
  passwordStrength: '/api/password-strength',
  requestPasswordReset: '/api/password-reset/request',
  passwordReset: '/api/password-reset',
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
  impersonation: '/kundenportal/impersonation',
} as const;

/** Where a login leads when neither the form nor the session names a target: the personal area. */
export const DEFAULT_LOGIN_TARGET = '/kundenportal/meinifb';

export const loginWithEmailPath = (email: string): string => `${ACCOUNT_PATHS.login}/${encodeURIComponent(email)}`;
export const impersonatePath = (userId: number): string => `/kundenportal/impersonate/${userId}`;

/** Where a confirmed registration leads when the visitor came from nowhere in particular. */
export const REGISTRATION_DEFAULT_TARGET = '/meinifb';

/** The pages of the registration (spec §2: /registrierung). */
export const REGISTRATION_PAGE_PATH = '/registrierung';
export const REGISTRATION_CHECK_MAIL_PATH = '/registrierung/e-mail-pruefen';
export const EMAIL_CONFIRMATION_PAGE_PATH = '/registrierung/bestaetigen';

/** The link in the confirmation mail: opening it shows a button; only its POST confirms (mail scanners open links). */
export const emailConfirmationPagePath = (token: string): string => `${EMAIL_CONFIRMATION_PAGE_PATH}?token=${encodeURIComponent(token)}`;

/** "Passwort vergessen?": the page that asks for the address (?email= prefills it), and the one the mail's link opens. */
export const PASSWORD_FORGOTTEN_PAGE_PATH = '/kundenportal/passwort-vergessen';
export const PASSWORD_RESET_PAGE_PATH = '/kundenportal/passwort-zuruecksetzen';

export const passwordForgottenPath = (email?: string | null): string =>
  email === undefined || email === null || email === '' ? PASSWORD_FORGOTTEN_PAGE_PATH : `${PASSWORD_FORGOTTEN_PAGE_PATH}?${new URLSearchParams({ email }).toString()}`;

/** On the login page after a new password was set: it says so. */
export const PASSWORD_CHANGED_PARAM = 'passwort-geaendert';

/** The link in the mail: opening it only shows the form (mail scanners open links); its POST sets the password. */
export const passwordResetPagePath = (token: string): string => `${PASSWORD_RESET_PAGE_PATH}?token=${encodeURIComponent(token)}`;
