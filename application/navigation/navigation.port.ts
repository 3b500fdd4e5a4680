import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../domain/errors/app-error';
import type { Site } from '../../domain/site/site';
import type { SiteNavigationWire } from './navigation.codecs';

/** Which navigation to build: the site's, with links to the sister site on its origin. */
export interface NavigationRequest {
  readonly site: Site;
  /** e.g. 'http://betriebsrat.localhost:3000': where the other site variant is reached. */
  readonly sisterOrigin: string;
}

/** The header navigation of both site variants (spec §2, §3); the server binds the service. */
export interface Navigation {
  navigation(request: NavigationRequest): TE.TaskEither<AppError, SiteNavigationWire>;
}

/**
 * The navigation of the site a page belongs to, as pages reach it: the server binds it to the
 * request's site, the browser to GET /api/navigation (the host decides the site).
 */
export interface CurrentNavigation {
  current(): TE.TaskEither<AppError, SiteNavigationWire>;
}
