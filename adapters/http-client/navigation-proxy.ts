import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { NAVIGATION_PATH, type SiteNavigationWire } from '../../application/navigation/navigation.codecs';
import type { CurrentNavigation } from '../../application/navigation/navigation.port';
import { unavailable, type AppError } from '../../domain/errors/app-error';
import { appErrorFromHttp } from './app-error-from-http';
import { HttpStatusError } from './transport-error';

const isSite = (value: unknown): value is SiteNavigationWire['site'] => value === 'main' || value === 'works-council';

/** { site, items: [...], layers: [...] }, as GET /api/navigation answers (SiteNavigationWire). */
const navigationOf = (body: unknown): E.Either<AppError, SiteNavigationWire> => {
  if (typeof body !== 'object' || body === null || !('site' in body) || !('items' in body) || !('layers' in body)) return E.left(unavailable());
  const { site, items, layers } = body;
  return isSite(site) && Array.isArray(items) && Array.isArray(layers) ? E.right(body as SiteNavigationWire) : E.left(unavailable());
};

/**
 * The navigation of the site the page came from, over GET /api/navigation with fetch and a
 * plain shape check: every page asks for it when it starts its scripts (the page's own data
 * carries only the top level, ui/layout/hydration-navigation.ts), so it loads neither the
 * transport's nor the contracts' io-ts codecs. The answer is the site's own server's, kept by
 * the browser for a minute; a broken one is the navigation being unavailable, which the header
 * shows as its top level alone.
 */
export class NavigationProxy implements CurrentNavigation {
  constructor(private readonly origin: string) {}

  current(): TE.TaskEither<AppError, SiteNavigationWire> {
    return async () => {
      try {
        const response = await fetch(`${this.origin}${NAVIGATION_PATH}`, { headers: { Accept: 'application/json' } });
        if (!response.ok) return E.left(appErrorFromHttp(new HttpStatusError(response.status)));
        return navigationOf(await response.json());
      } catch (cause) {
        return E.left(unavailable(undefined, cause));
      }
    };
  }
}
