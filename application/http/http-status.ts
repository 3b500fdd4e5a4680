import type { AppError, AppErrorTag, InvalidReason } from '../../domain/errors/app-error';

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

/** Refused inputs whose reason HTTP names with a status of its own (the IETF Idempotency-Key draft asks 422). */
export const HTTP_STATUS_OF_INVALID_REASON: Readonly<Record<InvalidReason, number>> = {
  'idempotency-key-reused': 422,
};

/** The status of one failure: its tag's, or its reason's where it has one. */
export const httpStatusOf = (error: AppError): number =>
  error._tag === 'Invalid' && error.reason !== undefined ? HTTP_STATUS_OF_INVALID_REASON[error.reason] : HTTP_STATUS[error._tag];
