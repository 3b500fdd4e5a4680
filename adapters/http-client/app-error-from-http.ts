import {
  conflict,
  forbidden,
  invalid,
  notFound,
  rateLimited,
  unauthenticated,
  unavailable,
  type AppError,
} from '../../domain/errors/app-error';
import type { HttpClientError } from './http-client-error';
import type { HttpStatusError } from './transport-error';

/** When a 429 names no readable Retry-After: a minute is what "in Kürze" promises. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** A 409 normally carries the server's own message; this is for one that does not. */
export const DEFAULT_CONFLICT_MESSAGE = 'Die Anfrage konnte wegen eines Konflikts nicht ausgeführt werden.';

// The server's German message wins; without one, the AppError's own default text is used.
const fromStatus = ({ status, body, retryAfterSeconds }: HttpStatusError): AppError => {
  const message = body?.message;
  switch (status) {
    case 400:
    case 413:
    case 422:
      return invalid(body?.fieldErrors ?? {}, message);
    case 401:
      return unauthenticated(message);
    case 403:
      return forbidden(message);
    case 404:
    case 410:
      return notFound(message);
    case 409:
      return conflict(message ?? DEFAULT_CONFLICT_MESSAGE);
    case 429:
      return rateLimited(retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS, message);
    default:
      // 5xx, and statuses our server never answers on purpose (3xx, other 4xx): the user can do
      // nothing but try again later.
      return unavailable(message);
  }
};

/**
 * The one place where HTTP statuses map back onto the AppError union (the server's mapping is
 * its mirror image). No answer, an abort, a timeout or an answer that breaks the contract all
 * mean the service is not usable right now.
 */
export const appErrorFromHttp = (error: HttpClientError): AppError => {
  switch (error._tag) {
    case 'HttpStatusError':
      return fromStatus(error);
    case 'NetworkError':
    case 'TimeoutError':
    case 'AbortedError':
    case 'ResponseDecodeError':
      return unavailable();
  }
};
