import type { ErrorBody } from '../../application/http/error-body.codec';
import { httpStatusOf } from '../../application/http/http-status';
import type { AppError, AppErrorTag } from '../../domain/errors/app-error';

const CODE: Readonly<Record<AppErrorTag, string>> = {
  Invalid: 'invalid',
  Unauthenticated: 'unauthenticated',
  Forbidden: 'forbidden',
  NotFound: 'not_found',
  Conflict: 'conflict',
  RateLimited: 'rate_limited',
  Unavailable: 'unavailable',
};

/**
 * How long a caller should wait before sending a refused request again when the service was
 * unavailable (a busy database, a renderer that failed): long enough for a load peak to pass,
 * short enough that a visitor who reloads is served.
 */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

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
    error: CODE[error._tag],
    message: error.message,
    ...(error._tag === 'Invalid' ? { fieldErrors: error.fieldErrors } : {}),
  },
  headers: retryAfterOf(error),
});
