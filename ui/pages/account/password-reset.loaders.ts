import * as E from 'fp-ts/Either';
import { data, redirect, redirectDocument, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { loginWithEmailPath, PASSWORD_CHANGED_PARAM, PASSWORD_FORGOTTEN_PAGE_PATH } from '../../../application/accounts/accounts.paths';
import { httpStatusOf } from '../../../application/errors/error-kinds';
import type { AppError } from '../../../domain/errors/app-error';
import { resolveService, type PageContainer } from '../../di/page-container';
import { VISITOR_ACCOUNTS } from '../../di/ui.tokens';
import { formFailure, formRefused, readPageForm } from '../../forms/page-form-action';

/** The form ids of the password reset pages (FormOutcome.target). */
export const FORGOTTEN_FORM_TARGET = 'passwort-vergessen';
export const RESET_FORM_TARGET = 'passwort-zuruecksetzen';

/** Set on the page after the link was asked for. */
export const SENT_PARAM = 'gesendet';

const searchOf = (request: Request): URLSearchParams => new URL(request.url).searchParams;
const emailOf = (search: URLSearchParams): string => (search.get('email') ?? '').trim().slice(0, 320);

export interface PasswordForgottenPageData {
  /** From ?email= (the login's password step puts it there). */
  readonly email: string;
  /** The link was asked for: the page says what happens now, for any address alike. */
  readonly sent: boolean;
}

export const passwordForgottenLoader = ({ request }: LoaderFunctionArgs): PasswordForgottenPageData => {
  const search = searchOf(request);
  return { email: emailOf(search), sent: search.get(SENT_PARAM) === '1' };
};

const sentPath = (email: string): string => `${PASSWORD_FORGOTTEN_PAGE_PATH}?${new URLSearchParams({ email, [SENT_PARAM]: '1' }).toString()}`;

/** "Link senden": the same answer for every address (POST-redirect-GET, so a reload sends nothing again). */
export const passwordForgottenAction =
  (container: PageContainer) =>
  async ({ request }: ActionFunctionArgs) => {
    const { values, refused } = await readPageForm(request);
    if (refused) return formRefused(FORGOTTEN_FORM_TARGET, values);
    const requested = await resolveService(container, VISITOR_ACCOUNTS).requestPasswordReset({ email: values.email ?? '' })();
    if (E.isLeft(requested)) return formFailure(FORGOTTEN_FORM_TARGET, values, requested.left);
    return redirect(sentPath(requested.right.email));
  };

/** The page the mail's link opens: the form for a working link, else why it does not work. */
export type PasswordResetPageData =
  | { readonly state: 'ready'; readonly token: string; readonly email: string }
  | { readonly state: 'refused'; readonly message: string };

/** Why a link does not work: a missing token's message is its field's. */
export const linkRefusal = (error: AppError): string => (error._tag === 'Invalid' ? (error.fieldErrors.token ?? error.message) : error.message);

/** A link that does not work (unknown 404, used or expired 409, none at all 404): the page says why, with its status. */
const refusedLink = (error: AppError) =>
  data<PasswordResetPageData>(
    { state: 'refused', message: linkRefusal(error) },
    { status: error._tag === 'Invalid' ? 404 : httpStatusOf(error) },
  );

/** Opening the link changes nothing (mail scanners open links): it only asks whether the link still works. */
export const passwordResetLoader =
  (container: PageContainer) =>
  async ({ request }: LoaderFunctionArgs) => {
    const token = (searchOf(request).get('token') ?? '').trim().slice(0, 200);
    const link = await resolveService(container, VISITOR_ACCOUNTS).passwordResetLink({ token })();
    if (E.isLeft(link)) return refusedLink(link.left);
    return { state: 'ready', token, email: link.right.email } satisfies PasswordResetPageData;
  };

/**
 * The new password's post: set, every session of the account ends and the visitor goes to the
 * login with the address filled in, as a full page load (a session of this browser may be gone).
 * The passwords never go back into the page.
 */
export const passwordResetAction =
  (container: PageContainer) =>
  async ({ request }: ActionFunctionArgs) => {
    const { values, refused } = await readPageForm(request);
    const kept = { token: values.token ?? '' };
    if (refused) return formRefused(RESET_FORM_TARGET, kept);
    const reset = await resolveService(container, VISITOR_ACCOUNTS).resetPassword({
      token: values.token ?? '',
      password: values.password ?? '',
      passwordRepeat: values.passwordRepeat ?? '',
    })();
    if (E.isLeft(reset)) return formFailure(RESET_FORM_TARGET, kept, reset.left);
    return redirectDocument(`${loginWithEmailPath(reset.right.email)}?${PASSWORD_CHANGED_PARAM}=1`);
  };
