import { data, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { FORM_TOO_MANY_HEADER } from '../../application/http/page-form';
import { tooManyRequestsMessage } from '../../application/http/too-many-requests';
import type { PageError } from '../routing/run-task';
import { PAGES_ROUTE_ID } from '../routes';

/**
 * The server's loader above every page (withTooManyPostsRefused; the browser never gets the
 * header, so its routes go without: not a byte more at start). A page's plain form post one too many for its rate limit comes as a GET of
 * the form's page with the header (adapters/http-api/form-rate-limit.ts), so no action runs:
 * the site's error page in the layout answers, with the German wait, 429 and Retry-After, as
 * the API's 429 does.
 */
export const refuseTooManyPosts = ({ request }: LoaderFunctionArgs): null => {
  const retryAfter = request.headers.get(FORM_TOO_MANY_HEADER);
  if (retryAfter === null) return null;
  const seconds = Math.max(1, Math.ceil(Number(retryAfter)) || 1);
  const error: PageError = { message: tooManyRequestsMessage(seconds), status: 429 };
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's way to answer with a status
  throw data(error, { status: 429, headers: { 'Retry-After': String(seconds) } });
};

/** The routes with refuseTooManyPosts as the loader of the route above every page (the pages' error boundary shows it). */
export const withTooManyPostsRefused = (routes: RouteObject[]): RouteObject[] =>
  routes.map((route) =>
    route.index === true || route.children === undefined
      ? route
      : { ...route, children: route.children.map((child) => (child.id === PAGES_ROUTE_ID && child.index !== true ? { ...child, loader: refuseTooManyPosts } : child)) },
  );
