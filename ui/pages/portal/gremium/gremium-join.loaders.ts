import * as E from 'fp-ts/Either';
import { data, redirectDocument, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { REGISTRATION_PAGE_PATH } from '../../../../application/accounts/accounts.paths';
import { gremiumJoinPagePath } from '../../../../application/portal/gremium-join.paths';
import { formatDate, formatTime } from '../../../../domain/calendar/calendar';
import { INVITATION_MESSAGES } from '../../../../domain/portal/gremium-invitation';
import { resolveService, type PageContainer } from '../../../di/page-container';
import { VISITOR_ACCOUNTS, VISITOR_GREMIUM } from '../../../di/ui.tokens';
import { formRefused, readPageForm } from '../../../forms/page-form-action';
import { runTask, type PageError } from '../../../routing/run-task';
import { GREMIUM_MEMBERS_PATH } from '../portal.paths';
import { donePath, gremiumFailure } from './gremium-form';

export const JOIN_TARGET = 'beitreten';

export interface GremiumJoinData {
  readonly token: string;
  readonly gremiumName: string;
  readonly role: 'member' | 'admin';
  readonly validUntil: string;
  readonly loggedIn: boolean;
  /** This page again, for the login's and the registration's ?redirect=. */
  readonly back: string;
  /** The registration, with the invited address filled in (editable there) and the way back here. */
  readonly registration: string;
}

/** A link that opens nothing: a German page with its status (404 unknown, 410 expired, 409 used). */
const refuse = (message: string, status: number): never => {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's way to answer with a status
  throw data<PageError>({ message, status }, { status });
};

/**
 * The page the invitation mail links to. Opening it changes nothing (mail scanners open links):
 * it names the Gremium, and offers the login or the registration (both come back here), or,
 * logged in, the button that joins.
 */
export const gremiumJoinLoader =
  (container: PageContainer) =>
  async ({ request }: LoaderFunctionArgs): Promise<GremiumJoinData> => {
    const token = (new URL(request.url).searchParams.get('token') ?? '').trim().slice(0, 200);
    if (token === '') return refuse(INVITATION_MESSAGES.unknown, 404);
    const invitation = await runTask(resolveService(container, VISITOR_GREMIUM).invitation(token));
    if (invitation.state === 'expired') return refuse(INVITATION_MESSAGES.expired, 410);
    if (invitation.state === 'used') return refuse(INVITATION_MESSAGES.used, 409);
    const user = await resolveService(container, VISITOR_ACCOUNTS).currentUser()();
    return {
      token,
      gremiumName: invitation.gremiumName,
      role: invitation.role,
      validUntil: `${formatDate(invitation.expiresAt)}, ${formatTime(invitation.expiresAt)} Uhr`,
      loggedIn: E.isRight(user) && user.right.user !== null,
      back: gremiumJoinPagePath(token),
      registration: `${REGISTRATION_PAGE_PATH}?${new URLSearchParams({ email: invitation.email, redirect: gremiumJoinPagePath(token) }).toString()}`,
    };
  };

/** The button joins; the member then lands on the Gremium's members page, loaded anew so the menu knows the Gremium. */
export const gremiumJoinAction =
  (container: PageContainer) =>
  async ({ request }: ActionFunctionArgs) => {
    const { values, refused } = await readPageForm(request);
    if (refused) return formRefused(JOIN_TARGET, values);
    const token = values.token ?? '';
    const joined = await resolveService(container, VISITOR_GREMIUM).join(token)();
    if (E.isLeft(joined)) return gremiumFailure(gremiumJoinPagePath(token), JOIN_TARGET, values, joined.left);
    return redirectDocument(donePath(GREMIUM_MEMBERS_PATH, 'beigetreten'));
  };
