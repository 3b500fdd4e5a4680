import * as E from 'fp-ts/Either';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import type { CacheInfoWire } from '../../../application/cache/cache.codecs';
import { CACHE_PATHS } from '../../../application/cache/cache-admin.port';
import { ADMIN_MESSAGES } from '../../../application/admin/messages';
import { loginPathWithRedirect } from '../../../domain/login/login-path';
import { resolveService, type PageContainer } from '../../di/page-container';
import { CACHE_ADMIN } from '../../di/ui.tokens';
import { runTask } from '../../routing/run-task';

/** The query the clear forms come back with (POST-redirect-GET): which cache was cleared, or `alle`. */
export const CLEARED_PARAM = 'geleert';
export const ALL_CACHES = 'alle';

/** JSON-safe: the access-denied message for anyone but a site admin, else the caches and what was just cleared. */
export type CachesPageData =
  | { readonly denied: true; readonly message: string }
  | { readonly denied: false; readonly caches: readonly CacheInfoWire[]; readonly cleared: string | null };

/** The caches with their hit rates (spec §2 /cache/*), read through the cache admin port. */
export const cachesLoader =
  (container: PageContainer) =>
  async ({ request }: LoaderFunctionArgs) => {
    const result = await resolveService(container, CACHE_ADMIN).listCaches()();
    if (E.isLeft(result) && result.left._tag === 'Unauthenticated') {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's redirect
      throw redirect(loginPathWithRedirect(CACHE_PATHS.list));
    }
    if (E.isLeft(result) && result.left._tag === 'Forbidden') {
      return data<CachesPageData>({ denied: true, message: ADMIN_MESSAGES.adminsOnly }, { status: 403 });
    }
    const { caches } = await runTask(() => Promise.resolve(result));
    const cleared = new URL(request.url).searchParams.get(CLEARED_PARAM);
    const known = cleared === ALL_CACHES || caches.some((cache) => cache.name === cleared);
    return data<CachesPageData>({ denied: false, caches, cleared: known ? cleared : null });
  };
