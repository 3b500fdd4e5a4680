import * as E from 'fp-ts/Either';
import type { Container } from 'inversify';
import type { LoginStepWire } from '../../../application/accounts/accounts.codecs';
import { resolveService } from '../../di/page-container';
import { VISITOR_ACCOUNTS } from '../../di/ui.tokens';

/** The login page's data: the e-mail from the path, whether it has an account, the safe redirect. */
export type LoginPageData = LoginStepWire;

/**
 * /kundenportal/login[/{email}]?redirect=…: the server's login step says whether the address is
 * known and drops a redirect that would leave the site. An address it refuses is simply asked
 * for again on the page rather than failing it.
 */
export const loginLoader =
  (container: Container) =>
  async ({ request, params }: { request: Request; params: { email?: string } }): Promise<LoginPageData> => {
    const redirect = new URL(request.url).searchParams.get('redirect') ?? undefined;
    const accounts = resolveService(container, VISITOR_ACCOUNTS);
    const step = await accounts.loginStep({ email: params.email, redirect })();
    if (E.isRight(step)) return step.right;
    const withoutEmail = await accounts.loginStep({ redirect })();
    return E.isRight(withoutEmail) ? withoutEmail.right : { email: null, known: false, redirect: null };
  };
