import * as t from 'io-ts';
import { InstantCodec } from '../codecs/instant.codec';
import { objectBody } from '../codecs/object-body';
import { oneOf } from '../codecs/one-of.codec';
import { GREMIUM_ROLES } from '../../domain/portal/gremium-membership';
import { ACCOUNT_MESSAGES as M } from './messages';

/**
 * A text field as it arrives in a body or query: a string of bounded length. Whether it is
 * empty or well-formed is the domain rule's business (with the form's own German messages), so
 * every field is optional here and a missing one is checked as empty.
 */
export const text = (maxLength: number) =>
  new t.Type<string, string, unknown>(
    `Text(${maxLength})`,
    (value): value is string => typeof value === 'string' && value.length <= maxLength,
    (input, context) =>
      typeof input !== 'string'
        ? t.failure(input, context, M.textExpected)
        : input.length > maxLength
          ? t.failure(input, context, M.textTooLong)
          : t.success(input),
    (value) => value,
  );

const NAME = text(200);
/** Long enough for any address the domain accepts (254), short enough to stop junk early. */
const EMAIL = text(320);
/** Above the password cap (256 code points of up to two UTF-16 units), which has its own message. */
const PASSWORD = text(1024);
const PATH = text(2048);

/** GET /api/fetch-user-email-availability?email= (spec §7). */
export const EmailAvailabilityQuery = t.exact(t.partial({ email: EMAIL }), 'EmailAvailabilityQuery');
export type EmailAvailabilityQuery = t.TypeOf<typeof EmailAvailabilityQuery>;

/** true: the address is unused (go to registration); false: an account exists (go to login). */
export const EmailAvailabilityWire = t.boolean;

/**
 * POST /api/user-registration: the account's form (§5 rules per field), the consent to the AGB
 * and the privacy notice ('on' as a plain form posts a ticked box; true from a JSON client),
 * and the page to return to after the confirmation (?redirect=, same-site paths only).
 */
export const RegistrationRequest = objectBody(
  t.exact(
    t.partial({
      salutation: NAME,
      firstname: NAME,
      lastname: NAME,
      company: NAME,
      street: NAME,
      streetNumber: NAME,
      postalCode: NAME,
      city: NAME,
      phone: NAME,
      email: EMAIL,
      password: PASSWORD,
      consent: t.union([t.boolean, NAME]),
      redirect: PATH,
    }),
  ),
  'RegistrationRequest',
);
export type RegistrationRequest = t.TypeOf<typeof RegistrationRequest>;

/**
 * The answer to a registration: nobody is logged in yet (`user` stays null) until the link in
 * the mail sent to `email` is opened and confirmed.
 */
export const RegistrationResultWire = t.type({ user: t.null, email: t.string }, 'RegistrationResult');
export type RegistrationResultWire = t.TypeOf<typeof RegistrationResultWire>;

/** POST /api/user-registration/confirm: the token from the mail's link. */
export const EmailConfirmationRequest = objectBody(t.exact(t.partial({ token: text(200) })), 'EmailConfirmationRequest');
export type EmailConfirmationRequest = t.TypeOf<typeof EmailConfirmationRequest>;

/** POST /api/user-registration/resend-confirmation */
export const ResendConfirmationRequest = objectBody(t.exact(t.partial({ email: EMAIL })), 'ResendConfirmationRequest');
export type ResendConfirmationRequest = t.TypeOf<typeof ResendConfirmationRequest>;

/** The same answer whether or not an unconfirmed account has the address (it tells nothing). */
export const ResendConfirmationWire = t.type({ email: t.string }, 'ResendConfirmation');
export type ResendConfirmationWire = t.TypeOf<typeof ResendConfirmationWire>;

/** POST /api/password-reset/request ("Passwort vergessen?"): the address to send the link to. */
export const PasswordResetRequest = objectBody(t.exact(t.partial({ email: EMAIL })), 'PasswordResetRequest');
export type PasswordResetRequest = t.TypeOf<typeof PasswordResetRequest>;

/** The same answer whether or not an account has the address (it tells nothing). */
export const PasswordResetRequestedWire = t.type({ email: t.string }, 'PasswordResetRequested');
export type PasswordResetRequestedWire = t.TypeOf<typeof PasswordResetRequestedWire>;

/** GET /api/password-reset?token=: whether the mail's link still works (it changes nothing). */
export const PasswordResetLinkQuery = t.exact(t.partial({ token: text(200) }), 'PasswordResetLinkQuery');
export type PasswordResetLinkQuery = t.TypeOf<typeof PasswordResetLinkQuery>;

/** A working link: the account's address, for the page (and a password manager) to name. */
export const PasswordResetLinkWire = t.type({ email: t.string }, 'PasswordResetLink');
export type PasswordResetLinkWire = t.TypeOf<typeof PasswordResetLinkWire>;

/** POST /api/password-reset: the token from the mail's link and the new password, twice. */
export const NewPasswordRequest = objectBody(
  t.exact(t.partial({ token: text(200), password: PASSWORD, passwordRepeat: PASSWORD })),
  'NewPasswordRequest',
);
export type NewPasswordRequest = t.TypeOf<typeof NewPasswordRequest>;

/** The password is changed and every session of the account ended: the address to log in with. */
export const PasswordChangedWire = t.type({ email: t.string }, 'PasswordChanged');
export type PasswordChangedWire = t.TypeOf<typeof PasswordChangedWire>;

/** POST /api/password-strength: the hint under the registration's password field. */
export const PasswordStrengthRequest = objectBody(t.exact(t.partial({ password: PASSWORD })), 'PasswordStrengthRequest');
export type PasswordStrengthRequest = t.TypeOf<typeof PasswordStrengthRequest>;

export const PasswordStrengthWire = t.type(
  { score: t.union([t.literal(0), t.literal(1), t.literal(2), t.literal(3), t.literal(4)]), label: t.string, advice: t.string },
  'PasswordStrength',
);
export type PasswordStrengthWire = t.TypeOf<typeof PasswordStrengthWire>;

/** The user object of spec §3: first name for the greeting, and whether an admin acts as this user. */
/** `backOffice`: the account works in the back office (staff, or a site admin who also keeps the admin pages). */
export const SessionUserWire = t.intersection(
  [t.type({ firstname: t.string, impersonated: t.boolean }), t.partial({ backOffice: t.keyof({ staff: null, 'site-admin': null }) })],
  'SessionUser',
);
export type SessionUserWire = t.TypeOf<typeof SessionUserWire>;

/** GET /kundenportal/get-user: `user` is null for a visitor. */
export const CurrentUserWire = t.type({ user: t.union([SessionUserWire, t.null]) }, 'CurrentUser');
export type CurrentUserWire = t.TypeOf<typeof CurrentUserWire>;

/** GET /kundenportal/login and /kundenportal/login/{email}: ?redirect= is optional. */
export const LoginStepQuery = t.exact(t.partial({ redirect: PATH }), 'LoginStepQuery');
export type LoginStepQuery = t.TypeOf<typeof LoginStepQuery>;

export const LoginStepRequest = t.exact(t.partial({ email: EMAIL, redirect: PATH }), 'LoginStepRequest');
export type LoginStepRequest = t.TypeOf<typeof LoginStepRequest>;

/**
 * The login step until the login page exists: the e-mail from the path (null without one),
 * whether an account has it, and the redirect that will be followed (null when none or unsafe).
 */
export const LoginStepWire = t.type(
  { email: t.union([t.string, t.null]), known: t.boolean, redirect: t.union([t.string, t.null]) },
  'LoginStep',
);
export type LoginStepWire = t.TypeOf<typeof LoginStepWire>;

/** POST /kundenportal/local-login */
export const LoginRequest = objectBody(t.exact(t.partial({ email: EMAIL, password: PASSWORD, redirect: PATH })), 'LoginRequest');
export type LoginRequest = t.TypeOf<typeof LoginRequest>;

export const LoginResultWire = t.type({ user: SessionUserWire, redirect: t.string }, 'LoginResult');
export type LoginResultWire = t.TypeOf<typeof LoginResultWire>;

/** POST /kundenportal/logintarget */
export const LoginTargetRequest = objectBody(t.exact(t.partial({ target: PATH })), 'LoginTargetRequest');
export type LoginTargetRequest = t.TypeOf<typeof LoginTargetRequest>;

/** GET /kundenportal/logintargetget (and the answer to setting it). */
export const LoginTargetWire = t.type({ target: t.union([t.string, t.null]) }, 'LoginTarget');
export type LoginTargetWire = t.TypeOf<typeof LoginTargetWire>;

/** GET /kundenportal/get-token: the value the X-XSRF-TOKEN header must carry. */
export const XsrfTokenWire = t.type({ token: t.string }, 'XsrfToken');
export type XsrfTokenWire = t.TypeOf<typeof XsrfTokenWire>;

export const GremiumRoleWire = oneOf(GREMIUM_ROLES, 'GremiumRole');

/** A member as the Gremium sees it; the e-mail address only for the Gremium's admin. */
export const GremiumMemberWire = t.intersection(
  [
    t.type({ userId: t.number, salutation: t.string, firstname: t.string, lastname: t.string, gremiumRole: GremiumRoleWire }),
    t.partial({ email: t.string }),
  ],
  'GremiumMember',
);
export type GremiumMemberWire = t.TypeOf<typeof GremiumMemberWire>;

/** GET /kundenportal/get-gremium-users */
export const GremiumUsersWire = t.type(
  { gremium: t.type({ gremiumId: t.number, name: t.string }), members: t.readonlyArray(GremiumMemberWire) },
  'GremiumUsers',
);
export type GremiumUsersWire = t.TypeOf<typeof GremiumUsersWire>;

/** {userId} of /kundenportal/impersonate/{userId}: a positive whole number as path text. */
export const UserIdFromString = new t.Type<number, string, unknown>(
  'UserId',
  (value): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647,
  (input, context) =>
    typeof input === 'string' && /^[1-9]\d{0,9}$/.test(input) && Number(input) <= 2_147_483_647
      ? t.success(Number(input))
      : t.failure(input, context, M.invalidUserId),
  String,
);

/** GET /kundenportal/impersonation?email=: the account an admin looks for (by its login address). */
export const ImpersonationQuery = t.exact(t.partial({ email: EMAIL }), 'ImpersonationQuery');
export type ImpersonationQuery = t.TypeOf<typeof ImpersonationQuery>;

const ImpersonationCandidateWire = t.type({
  userId: t.number,
  name: t.string,
  email: t.string,
  /** Admins cannot be impersonated. */
  impersonable: t.boolean,
});

export const ImpersonationLogEntryWire = t.type({
  action: t.keyof({ start: null, end: null }),
  adminEmail: t.string,
  userEmail: t.string,
  at: InstantCodec,
});

/** The admin page's data: the account found (null when none or not asked), and the latest starts and ends. */
export const ImpersonationOverviewWire = t.type(
  { found: t.union([ImpersonationCandidateWire, t.null]), log: t.readonlyArray(ImpersonationLogEntryWire) },
  'ImpersonationOverview',
);
export type ImpersonationOverviewWire = t.TypeOf<typeof ImpersonationOverviewWire>;
