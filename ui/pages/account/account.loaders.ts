import * as E from 'fp-ts/Either';
import { redirect as redirectTo, redirectDocument, type ActionFunctionArgs } from 'react-router';
import type { LoginStepWire } from '../../../application/accounts/accounts.codecs';
import type { Accounts } from '../../../application/accounts/accounts.port';
import { PASSWORD_CHANGED_PARAM } from '../../../application/accounts/accounts.paths';
import { routeAfterEmailAvailability } from '../../../domain/login/email-availability-route';
import { isSafeRedirect } from '../../../domain/login/safe-redirect';
import { resolveService, type PageContainer } from '../../di/page-container';
import { VISITOR_ACCOUNTS } from '../../di/ui.tokens';
import { formFailure, formRefused, readPageForm } from '../../forms/page-form-action';


/**
 * The login page's data: the e-mail from the path, whether it has an account, the safe redirect,
 * and whether the visitor comes from setting a new password (?passwort-geaendert=1).
 */
export type LoginPageData = LoginStepWire & {
  readonly passwordChanged: boolean;
  /** Why the address the quick login card sent without JavaScript was not taken (German), if so. */
  readonly emailProblem?: string;
};

/**
 * The quick login card without JavaScript sends its address here as ?email=…: the server asks
 * what the card's script would have asked and leads on the same way (login or registration).
 * Answers the German reason when the address is refused, so the card page can say it.
 */
const leadOnFromTypedEmail = async (accounts: Accounts, email: string, redirect: string | undefined): Promise<string> => {
  const available = await accounts.emailAvailability({ email })();
  if (E.isLeft(available)) return available.left._tag === 'Invalid' ? (available.left.fieldErrors.email ?? available.left.message) : available.left.message;
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's redirect
  throw redirectTo(routeAfterEmailAvailability({ available: available.right, email, redirectRoute: redirect }).navigateTo);
};

/**
 * /kundenportal/login[/{email}]?redirect=…: the server's login step says whether the address is
 * known and drops a redirect that would leave the site. An address it refuses is simply asked
 * for again on the page rather than failing it.
 */
export const loginLoader =
  (container: PageContainer) =>
  async ({ request, params }: { request: Request; params: { email?: string } }): Promise<LoginPageData> => {
    const search = new URL(request.url).searchParams;
    const redirect = search.get('redirect') ?? undefined;
    const passwordChanged = search.get(PASSWORD_CHANGED_PARAM) === '1';
    const accounts = resolveService(container, VISITOR_ACCOUNTS);
    const typedEmail = params.email === undefined ? search.get('email')?.trim() : undefined;
    const emailProblem = typedEmail === undefined ? undefined : await leadOnFromTypedEmail(accounts, typedEmail, redirect);
    const step = await accounts.loginStep({ email: params.email, redirect })();
    const problem = emailProblem === undefined ? {} : { emailProblem };
    if (E.isRight(step)) return { ...step.right, passwordChanged, ...problem };
    const withoutEmail = await accounts.loginStep({ redirect })();
    return {
      ...(E.isRight(withoutEmail) ? withoutEmail.right : { email: null, known: false, redirect: null }),
      passwordChanged,
      ...problem,
    };
  };

/** Which form of the page an action's answer belongs to, and the fields it shows. */
export const LOGIN_TARGET = 'anmelden';
export const LOGIN_FIELDS = ['password'];

/**
 * The password step posts here (POST /kundenportal/login/{email}?redirect=…; spec §7 local-login
 * behind it). The login use case replaces the session; the redirect answer carries its new
 * cookies, and in the browser it loads the next page afresh, so everything shown comes from the
 * new session. A redirect that would leave the site is dropped, as the login step drops it.
 * The password is never part of the answer: a refused login shows the field empty again.
 */
export const loginAction =
  (container: PageContainer) =>
  async ({ request, params }: ActionFunctionArgs) => {
    const { values, refused } = await readPageForm(request);
    const { password = '', ...kept } = values;
    if (refused) return formRefused(LOGIN_TARGET, kept);
    const redirect = new URL(request.url).searchParams.get('redirect');
    const login = {
      email: params.email ?? '',
      password,
      ...(redirect !== null && isSafeRedirect(redirect) ? { redirect } : {}),
    };
    const result = await resolveService(container, VISITOR_ACCOUNTS).login(login)();
    if (E.isLeft(result)) return formFailure(LOGIN_TARGET, kept, result.left);
    return redirectDocument(result.right.redirect);
  };
