import * as E from 'fp-ts/Either';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { PORTAL_MESSAGES } from '../../../../application/portal/messages';
import { LOGIN_EMAIL_CONFIRM_PAGE_PATH } from '../../../../application/portal/portal.paths';
import { resolveService, type PageContainer } from '../../../di/page-container';
import { VISITOR_PORTAL_SETTINGS } from '../../../di/ui.tokens';
import { formFailure, formRefused, readPageForm } from '../../../forms/page-form-action';

export const CONFIRM_LOGIN_EMAIL_TARGET = 'anmelde-e-mail-bestaetigen';
const DONE_PARAM = 'bestaetigt';

/** JSON-safe: the link's token to post, or that the change is done (after the redirect). */
export type ConfirmLoginEmailData = { readonly done: false; readonly token: string } | { readonly done: true };

/** Opening the link changes nothing (mail scanners open links): the page shows a button. */
export const confirmLoginEmailLoader = ({ request }: LoaderFunctionArgs): ConfirmLoginEmailData => {
  const search = new URL(request.url).searchParams;
  if (search.get(DONE_PARAM) === '1') return { done: true };
  const token = (search.get('token') ?? '').trim();
  if (token === '') {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's 404
    throw data({ message: PORTAL_MESSAGES.emailChangeLinkMissing, status: 404 }, { status: 404 });
  }
  return { done: false, token: token.slice(0, 200) };
};

/** The button's POST changes the address; done, the page says so without the token in its address. */
export const confirmLoginEmailAction =
  (container: PageContainer) =>
  async ({ request }: ActionFunctionArgs) => {
    const { values, refused } = await readPageForm(request);
    if (refused) return formRefused(CONFIRM_LOGIN_EMAIL_TARGET, values);
    const confirmed = await resolveService(container, VISITOR_PORTAL_SETTINGS).confirmLoginEmail({ token: values.token ?? '' })();
    if (E.isLeft(confirmed)) return formFailure(CONFIRM_LOGIN_EMAIL_TARGET, values, confirmed.left);
    return redirect(`${LOGIN_EMAIL_CONFIRM_PAGE_PATH}?${DONE_PARAM}=1`);
  };
