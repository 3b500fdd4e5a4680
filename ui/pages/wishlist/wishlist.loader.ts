import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { redirect } from 'react-router';
import { WishlistWithEventWire } from '../../../application/wishlist/wishlist.codecs';
import { loginPathWithRedirect } from '../../commerce/login-path';
import { resolveService, type PageContainer } from '../../di/page-container';
import { VISITOR_WISHLIST } from '../../di/ui.tokens';
import { runTask } from '../../routing/run-task';
import { WISHLIST_PAGE_PATH } from './wishlist.paths';

export { WISHLIST_PAGE_PATH };


/** JSON-safe: the entries as the wire carries them, decoded again by the page. */
export interface WishlistPageData {
  readonly entries: t.OutputOf<typeof WishlistWithEventWire>;
}

/** /meinifb/merkliste: a visitor is sent to the login, which brings them back here (spec §6). */
export const wishlistLoader = (container: PageContainer) => async (): Promise<WishlistPageData> => {
  const result = await resolveService(container, VISITOR_WISHLIST).entriesWithEvent()();
  if (E.isLeft(result) && result.left._tag === 'Unauthenticated') {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's redirect
    throw redirect(loginPathWithRedirect(WISHLIST_PAGE_PATH));
  }
  const entries = await runTask(() => Promise.resolve(result));
  return { entries: WishlistWithEventWire.encode(entries) };
};
