import * as E from 'fp-ts/Either';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import type { CacheInfoWire } from '../../../application/cache/cache.codecs';
import { CACHE_PATHS } from '../../../application/cache/cache-admin.port';
import { loginPathWithRedirect } from '../../../domain/login/login-path';
import { resolveService, type PageContainer } from '../../di/page-container';
import { CACHE_ADMIN } from '../../di/ui.tokens';
import { refuseAccess } from '../../routing/access-denied';
import { runTask } from '../../routing/run-task';

/** The query the clear forms come back with (POST-redirect-GET): which cache was cleared, or `alle`. */
export const CLEARED_PARAM = 'geleert';
export const ALL_CACHES = 'alle';

/** JSON-safe: the caches and what was just cleared. */
export interface CachesPageData {
  readonly caches: readonly CacheInfoWire[];
  readonly cleared: string | null;
}

/** The caches with their hit rates (spec §2 /cache/*), read through the cache admin port; anyone but a site admin is refused (403). */
export const cachesLoader =
  (container: PageContainer) =>
  async ({ request }: LoaderFunctionArgs) => {
    const result = await resolveService(container, CACHE_ADMIN).listCaches()();
    if (E.isLeft(result) && result.left._tag === 'Unauthenticated') {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's redirect
      throw redirect(loginPathWithRedirect(CACHE_PATHS.list));
    }
    if (E.isLeft(result) && result.left._tag === 'Forbidden') {
      refuseAccess();
    }
    const { caches } = await runTask(() => Promise.resolve(result));
    const cleared = new URL(request.url).searchParams.get(CLEARED_PARAM);
    const known = cleared === ALL_CACHES || caches.some((cache) => cache.name === cleared);
    return data<CachesPageData>({ caches, cleared: known ? cleared : null });
  };
