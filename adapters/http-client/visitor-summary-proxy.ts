import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { SessionUserWire } from '../../application/accounts/accounts.codecs';
import { ACCOUNT_PATHS } from '../../application/accounts/accounts.paths';
import { CART_PATHS } from '../../application/cart/cart.paths';
import type { VisitorSummary } from '../../application/visitor/visitor-summary.port';
import { WISHLIST_PATHS } from '../../application/wishlist/wishlist.paths';
import { unavailable, type AppError } from '../../domain/errors/app-error';
import { appErrorFromHttp } from './app-error-from-http';
import type { CookieSource } from './cookie-source';
import { HttpStatusError } from './transport-error';

/** { user: { firstname, impersonated, backOffice? } | null }, as GET /kundenportal/get-user answers (CurrentUserWire). */
const userOf = (body: unknown): E.Either<AppError, SessionUserWire | null> => {
  const user = typeof body === 'object' && body !== null && 'user' in body ? body.user : undefined;
  if (user === null) return E.right(null);
  if (typeof user === 'object' && 'firstname' in user && 'impersonated' in user) {
    const { firstname, impersonated } = user;
    const role = 'backOffice' in user ? user.backOffice : undefined;
    const backOffice: Pick<SessionUserWire, 'backOffice'> = role === 'staff' || role === 'site-admin' ? { backOffice: role } : {};
    if (typeof firstname === 'string' && typeof impersonated === 'boolean') return E.right({ firstname, impersonated, ...backOffice });
  }
  return E.left(unavailable());
};

/** The small cart is a list of its dates; the frame needs only how many. */
const countOf = (body: unknown): E.Either<AppError, number> => (Array.isArray(body) ? E.right(body.length) : E.left(unavailable()));

/** The Merkliste's event ids, as GET /wishlist/get answers (a list of whole numbers). */
const eventIdsOf = (body: unknown): E.Either<AppError, readonly number[]> =>
  Array.isArray(body) && body.every((id) => Number.isInteger(id)) ? E.right(body as number[]) : E.left(unavailable());

/**
 * The visitor summary over HTTP with fetch and plain shape checks: none of the transport's
 * codecs (its error body is io-ts) and none of the contracts' (the small cart's dates decode to
 * Temporal instants), since the frame reads only a name, a flag, a length and a list of ids. A broken answer is
 * the service being unusable, as for the codec-checked proxies.
 */
export class VisitorSummaryProxy implements VisitorSummary {
  constructor(private readonly connection: { readonly baseUrl: string; readonly cookies: CookieSource }) {}

  user(): TE.TaskEither<AppError, SessionUserWire | null> {
    return async () => E.flatMap(await this.get(ACCOUNT_PATHS.user), userOf);
  }

  cartCount(): TE.TaskEither<AppError, number> {
    return async () => E.flatMap(await this.get(CART_PATHS.cartSmall), countOf);
  }

  keptEventIds(): TE.TaskEither<AppError, readonly number[]> {
    return async () => {
      const answer = E.flatMap(await this.get(WISHLIST_PATHS.get), eventIdsOf);
      // A guest's Merkliste call is refused: a guest has kept nothing.
      return E.isLeft(answer) && answer.left._tag === 'Unauthenticated' ? E.right([]) : answer;
    };
  }

  private async get(path: string): Promise<E.Either<AppError, unknown>> {
    const url = `${this.connection.baseUrl}${path}`;
    const cookie = this.connection.cookies.cookieHeader(url);
    try {
      const response = await fetch(url, { headers: { Accept: 'application/json', ...(cookie === undefined ? {} : { Cookie: cookie }) } });
      this.connection.cookies.receive(url, response.headers);
      if (!response.ok) return E.left(appErrorFromHttp(new HttpStatusError(response.status)));
      return E.right(await response.json());
    } catch (cause) {
      return E.left(unavailable(undefined, cause));
    }
  }
}
