import * as E from 'fp-ts/Either';
import { data, redirect, redirectDocument, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { REGISTRATION_CHECK_MAIL_PATH } from '../../../application/accounts/accounts.paths';
import { ACCOUNT_MESSAGES } from '../../../application/accounts/messages';
import { isSafeRedirect } from '../../../domain/login/safe-redirect';
import { resolveService, type PageContainer } from '../../di/page-container';
import { VISITOR_ACCOUNTS } from '../../di/ui.tokens';
import { formFailure, formRefused, readPageForm } from '../../forms/page-form-action';

/** The form ids of the registration pages (FormOutcome.target). */
export const REGISTRATION_FORM_TARGET = 'registrierung';
export const RESEND_FORM_TARGET = 'bestaetigung-erneut';
export const CONFIRM_FORM_TARGET = 'bestaetigen';

/** Set on the check-mail page after a new link was sent. */
export const RESENT_PARAM = 'erneut';

export interface RegistrationPageData {
  /** From ?email= (the quick login card puts it there); the page adds the session storage's with JavaScript. */
  readonly email: string;
  /** From ?redirect=, only a path of this site; null otherwise. */
  readonly redirect: string | null;
}

const searchOf = (request: Request): URLSearchParams => new URL(request.url).searchParams;

export const registrationLoader = ({ request }: LoaderFunctionArgs): RegistrationPageData => {
  const search = searchOf(request);
  const redirectTarget = search.get('redirect');
  return {
    email: (search.get('email') ?? '').trim().slice(0, 320),
    redirect: redirectTarget !== null && isSafeRedirect(redirectTarget) ? redirectTarget : null,
  };
};

export const checkMailPath = (email: string, resent = false): string =>
  `${REGISTRATION_CHECK_MAIL_PATH}?${new URLSearchParams({ email, ...(resent ? { [RESENT_PARAM]: '1' } : {}) }).toString()}`;

/**
 * The registration form's post (with and without JavaScript): the server's rules answer; a
 * refusal shows the form again with what was typed, except the password, which never goes back.
 */
export const registrationAction =
  (container: PageContainer) =>
  async ({ request }: ActionFunctionArgs) => {
    const { values, refused } = await readPageForm(request);
    const { password: _password, ...shown } = values;
    if (refused) return formRefused(REGISTRATION_FORM_TARGET, shown);
    const registered = await resolveService(container, VISITOR_ACCOUNTS).register({ ...values, consent: values.consent ?? '' })();
    if (E.isLeft(registered)) return formFailure(REGISTRATION_FORM_TARGET, shown, registered.left);
    return redirect(checkMailPath(registered.right.email));
  };

export interface CheckMailPageData {
  readonly email: string;
  readonly resent: boolean;
}

export const checkMailLoader = ({ request }: LoaderFunctionArgs): CheckMailPageData => {
  const search = searchOf(request);
  return { email: (search.get('email') ?? '').trim().slice(0, 320), resent: search.get(RESENT_PARAM) === '1' };
};

/** "Bestätigungs-Mail erneut senden": the same answer for every address, then the page says it was sent. */
export const resendAction =
  (container: PageContainer) =>
  async ({ request }: ActionFunctionArgs) => {
    const { values, refused } = await readPageForm(request);
    if (refused) return formRefused(RESEND_FORM_TARGET, values);
    const resent = await resolveService(container, VISITOR_ACCOUNTS).resendConfirmation({ email: values.email ?? '' })();
    if (E.isLeft(resent)) return formFailure(RESEND_FORM_TARGET, values, resent.left);
    return redirect(checkMailPath(resent.right.email, true));
  };

export interface ConfirmPageData {
  readonly token: string;
}

export const confirmLoader = ({ request }: LoaderFunctionArgs): ConfirmPageData => {
  const token = (searchOf(request).get('token') ?? '').trim();
  if (token === '') {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's 404
    throw data({ message: ACCOUNT_MESSAGES.tokenMissing, status: 404 }, { status: 404 });
  }
  return { token: token.slice(0, 200) };
};

/**
 * The button on the link's page confirms (a POST: mail scanners only open links). Confirmed, the
 * visitor is logged in and goes back where the registration started, as a full page load so
 * the header greets them from the server's state.
 */
export const confirmAction =
  (container: PageContainer) =>
  async ({ request }: ActionFunctionArgs) => {
    const { values, refused } = await readPageForm(request);
    if (refused) return formRefused(CONFIRM_FORM_TARGET, values);
    const confirmed = await resolveService(container, VISITOR_ACCOUNTS).confirmEmail({ token: values.token ?? '' })();
    if (E.isLeft(confirmed)) return formFailure(CONFIRM_FORM_TARGET, values, confirmed.left);
    return redirectDocument(confirmed.right.redirect);
  };
