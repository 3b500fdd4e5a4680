import type { AppError } from '../domain/errors/app-error';

/** Exit codes: done, failed, used wrongly. */
export const EXIT = { done: 0, failed: 1, usage: 2 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/**
 * A failure the CLI reports in one clear line (plus the field messages of a rejected input),
 * never with a stack trace.
 */
export class CliFailure extends Error {
  constructor(
    message: string,
    readonly exitCode: ExitCode = EXIT.failed,
    readonly details: Readonly<Record<string, string>> = {},
    readonly code = 'failed',
  ) {
    super(message);
    this.name = 'CliFailure';
  }
}

export const usageError = (message: string): CliFailure => new CliFailure(message, EXIT.usage, {}, 'usage');

const CODES: Readonly<Record<AppError['_tag'], string>> = {
  Invalid: 'invalid',
  Unauthenticated: 'unauthenticated',
  Forbidden: 'forbidden',
  NotFound: 'not_found',
  Conflict: 'conflict',
  RateLimited: 'rate_limited',
  Unavailable: 'unavailable',
};

export const failureOf = (error: AppError, hint?: string): CliFailure =>
  new CliFailure(
    hint === undefined ? error.message : `${error.message} ${hint}`,
    EXIT.failed,
    error._tag === 'Invalid' ? error.fieldErrors : {},
    CODES[error._tag],
  );
