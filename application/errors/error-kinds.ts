import type { AppError, AppErrorTag, InvalidReason } from '../../domain/errors/app-error';

/** How the CLI ends: done, failed, or used wrongly (wrong arguments, or an input that was refused). */
export const EXIT = { done: 0, failed: 1, usage: 2 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** What a caller is told of one kind of expected failure, by each driver. */
export interface ErrorKind {
  /** The kind's name in the API's error body and in the CLI's --json report. */
  readonly code: string;
  readonly httpStatus: number;
  readonly exitCode: ExitCode;
}

/**
 * The one table of the expected failures' answers: the API's error answers, the server-rendered
 * pages and the CLI all read it, so an unknown seminar is a 404 wherever it is asked for, and a
 * refused input is a 4xx and exit code 2 (the house rule for bad input).
 */
export const ERROR_KINDS: Readonly<Record<AppErrorTag, ErrorKind>> = {
  Invalid: { code: 'invalid', httpStatus: 400, exitCode: EXIT.usage },
  Unauthenticated: { code: 'unauthenticated', httpStatus: 401, exitCode: EXIT.failed },
  Forbidden: { code: 'forbidden', httpStatus: 403, exitCode: EXIT.failed },
  NotFound: { code: 'not_found', httpStatus: 404, exitCode: EXIT.failed },
  Conflict: { code: 'conflict', httpStatus: 409, exitCode: EXIT.failed },
  RateLimited: { code: 'rate_limited', httpStatus: 429, exitCode: EXIT.failed },
  Unavailable: { code: 'unavailable', httpStatus: 503, exitCode: EXIT.failed },
};

/** Refused inputs whose reason HTTP names with a status of its own (the IETF Idempotency-Key draft asks 422). */
export const HTTP_STATUS_OF_INVALID_REASON: Readonly<Record<InvalidReason, number>> = {
  'idempotency-key-reused': 422,
};

export const errorKindOf = (error: AppError): ErrorKind => ERROR_KINDS[error._tag];

/** The status of one failure: its kind's, or its reason's where it has one. */
export const httpStatusOf = (error: AppError): number =>
  error._tag === 'Invalid' && error.reason !== undefined ? HTTP_STATUS_OF_INVALID_REASON[error.reason] : errorKindOf(error).httpStatus;
