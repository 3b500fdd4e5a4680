import * as E from 'fp-ts/Either';
import { data, redirect, redirectDocument, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { ADMIN_PATHS } from '../../../application/admin/admin.paths';
import { formatDate, formatTime } from '../../../domain/calendar/calendar';
import { loginPathWithRedirect } from '../../../domain/login/login-path';
import { resolveService, type PageContainer } from '../../di/page-container';
import { VISITOR_ACCOUNTS } from '../../di/ui.tokens';
import { formFailure, formRefused, readPageForm } from '../../forms/page-form-action';
import { refuseAccess } from '../../routing/access-denied';
import { runTask } from '../../routing/run-task';

export const IMPERSONATION_TARGET = 'kontouebernahme';

export interface LogRow {
  readonly action: 'Beginn' | 'Ende';
  readonly admin: string;
  readonly user: string;
  /** dd.mm.yyyy, HH:MM Uhr (Berlin). */
  readonly at: string;
}

/** JSON-safe: the search, the account found and the log. */
export interface ImpersonationPageData {
  readonly email: string;
  readonly found: { readonly userId: number; readonly name: string; readonly email: string; readonly impersonable: boolean } | null;
  readonly log: readonly LogRow[];
}

/** A visitor is sent to the login and back; a logged-in non-admin gets the access-denied page with 403 (spec §6). */
export const impersonationLoader =
  (container: PageContainer) =>
  async ({ request }: LoaderFunctionArgs) => {
    const email = (new URL(request.url).searchParams.get('email') ?? '').trim().slice(0, 320);
    const result = await resolveService(container, VISITOR_ACCOUNTS).impersonationOverview(email === '' ? {} : { email })();
    if (E.isLeft(result) && result.left._tag === 'Unauthenticated') {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's redirect
      throw redirect(loginPathWithRedirect(ADMIN_PATHS.impersonation));
    }
    if (E.isLeft(result) && result.left._tag === 'Forbidden') {
      refuseAccess();
    }
    const overview = await runTask(() => Promise.resolve(result));
    return data<ImpersonationPageData>({
      email,
      found: overview.found,
      log: overview.log.map((entry) => ({
        action: entry.action === 'start' ? 'Beginn' : 'Ende',
        admin: entry.adminEmail,
        user: entry.userEmail,
        at: `${formatDate(entry.at)}, ${formatTime(entry.at)} Uhr`,
      })),
    });
  };

/**
 * Start (intent=start, the account's id) and end (intent=end, also from the banner while acting
 * as the user). Either way a full page load follows, so the header shows whose session it is.
 */
export const impersonationAction =
  (container: PageContainer) =>
  async ({ request }: ActionFunctionArgs) => {
    const { values, refused } = await readPageForm(request);
    if (refused) return formRefused(IMPERSONATION_TARGET, values);
    const accounts = resolveService(container, VISITOR_ACCOUNTS);
    const userId = Number(values.userId);
    const result =
      values.intent === 'end'
        ? await accounts.endImpersonation()()
        : Number.isSafeInteger(userId) && userId > 0
          ? await accounts.impersonate(userId)()
          : E.left({ _tag: 'Invalid' as const, message: 'Bitte wählen Sie ein Benutzerkonto.', fieldErrors: {} });
    if (E.isLeft(result) && result.left._tag === 'Unauthenticated') return redirect(loginPathWithRedirect(ADMIN_PATHS.impersonation));
    if (E.isLeft(result)) return formFailure(IMPERSONATION_TARGET, values, result.left);
    return redirectDocument(values.intent === 'end' ? ADMIN_PATHS.impersonation : '/meinifb');
  };
