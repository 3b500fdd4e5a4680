import type { AppErrorTag } from '../../domain/errors/app-error';

/**
 * The HTTP status of each expected failure: the API's error answers and the server-rendered
 * pages both use it, so an unknown seminar is a 404 wherever it is asked for.
 */
export const HTTP_STATUS: Readonly<Record<AppErrorTag, number>> = {
  Invalid: 400,
  Unauthenticated: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  RateLimited: 429,
  Unavailable: 503,
};
