import type { ErrorBody } from '../../application/http/error-body.codec';
import { errorKindOf, httpStatusOf } from '../../application/errors/error-kinds';
import type { AppError } from '../../domain/errors/app-error';
import { isDatabaseBusy } from '../db/transient-failure';

/**
 * How long a caller should wait before sending a refused request again when the service was
 * unavailable (a busy database, a renderer that failed): long enough for a load peak to pass,
 * short enough that a visitor who reloads is served.
 */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** What a caller is told when the database was too busy to answer in time (a statement or lock timeout, no free connection). */
export const DATABASE_BUSY_MESSAGE = 'Der Server ist gerade stark ausgelastet. Bitte versuchen Sie es in wenigen Sekunden erneut.';

/**
 * The message of the answer: a use case that could not reach its store says the service is
 * unreachable (it cannot tell why); where the cause was a busy database, the caller is told
 * that, in the same words as a busy database before any use case ran (server.ts).
 */
const messageOf = (error: AppError): string => (error._tag === 'Unavailable' && isDatabaseBusy(error.cause) ? DATABASE_BUSY_MESSAGE : error.message);

const retryAfterOf = (error: AppError): Readonly<Record<string, string>> => {
  if (error._tag === 'RateLimited') return { 'retry-after': String(error.retryAfterSeconds) };
  if (error._tag === 'Unavailable') return { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS) };
  return {};
};

export interface ErrorResponse {
  readonly status: number;
  readonly body: ErrorBody;
  readonly headers: Readonly<Record<string, string>>;
}

/** The single place where the expected failures of the application become HTTP answers. */
export const errorResponse = (error: AppError): ErrorResponse => ({
  status: httpStatusOf(error),
  body: {
    error: errorKindOf(error).code,
    message: messageOf(error),
    ...(error._tag === 'Invalid' ? { fieldErrors: error.fieldErrors } : {}),
  },
  headers: retryAfterOf(error),
});
