import type { LoaderFunctionArgs, RouteObject, StaticHandler } from 'react-router';
import { FORM_TOO_MANY_HEADER, PAGE_ACCESS_DENIED_HEADER } from '../../application/http/page-form';
import { refuseTooManyPosts } from '../forms/too-many-posts';
import { PAGES_ROUTE_ID } from '../routes';
import { refuseAccess } from './access-denied';

/**
 * A logged-in visitor without the admin role on an admin page (the access gate sets the header):
 * the pages' error boundary says so with 403 at the page's own address. Rendered as the requested
 * route, the browser hydrates the very route the server rendered (the access-denied route in
 * the page's place left the browser matching another route: it rendered the whole layout a
 * second time below the server's).
 */
const refuseWithoutAdminRights = ({ request }: LoaderFunctionArgs): void => {
  if (request.headers.get(PAGE_ACCESS_DENIED_HEADER) !== null) refuseAccess();
};

/** The server's loader above every page: the refusals only the server decides (its headers never come from the browser). */
const refuseOnServer = (args: LoaderFunctionArgs): null => {
  refuseWithoutAdminRights(args);
  return refuseTooManyPosts(args);
};

/** The loaders of a refused request: the frame's and the refusal's, none of the refused page's (its data is not what the visitor gets). */
const REFUSAL_LOADERS: ReadonlySet<string> = new Set(['root', PAGES_ROUTE_ID]);

/** How to query a request: one the server refuses runs no loader of the page it refuses. */
export const queryOptionsFor = (request: Request): Parameters<StaticHandler['query']>[1] =>
  request.headers.get(PAGE_ACCESS_DENIED_HEADER) === null && request.headers.get(FORM_TOO_MANY_HEADER) === null
    ? {}
    : { filterMatchesToLoad: (match) => REFUSAL_LOADERS.has(match.route.id) };

/**
 * The routes with refuseOnServer as the loader of the route above every page (the pages' error
 * boundary shows what it throws). The browser's routes go without: not a byte more at start.
 */
export const withServerRefusals = (routes: RouteObject[]): RouteObject[] =>
  routes.map((route) =>
    route.index === true || route.children === undefined
      ? route
      : { ...route, children: route.children.map((child) => (child.id === PAGES_ROUTE_ID && child.index !== true ? { ...child, loader: refuseOnServer } : child)) },
  );
