import type * as TE from 'fp-ts/TaskEither';
import { NAVIGATION_PATH, SiteNavigationWire } from '../../application/navigation/navigation.codecs';
import type { CurrentNavigation } from '../../application/navigation/navigation.port';
import type { AppError } from '../../domain/errors/app-error';
import { callApi } from './api-call';
import type { HttpTransport } from './transport';

/**
 * The navigation of the site the transport talks to, over GET /api/navigation: the server
 * tells the site from the host, so the browser asks its own origin.
 */
export class NavigationProxy implements CurrentNavigation {
  constructor(private readonly transport: HttpTransport) {}

  current(): TE.TaskEither<AppError, SiteNavigationWire> {
    return callApi(this.transport, SiteNavigationWire)({ path: NAVIGATION_PATH });
  }
}
