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
  headers: error._tag === 'RateLimited' ? { 'retry-after': String(error.retryAfterSeconds) } : {},
});
