import { errorKindOf, EXIT, type ExitCode } from '../application/errors/error-kinds';
import type { AppError } from '../domain/errors/app-error';

export { EXIT, type ExitCode };

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

/** The CliFailure an AppError means: its message, exit code and code from the one table of error kinds. */
export const failureOf = (error: AppError, hint?: string): CliFailure =>
  new CliFailure(
    hint === undefined ? error.message : `${error.message} ${hint}`,
    errorKindOf(error).exitCode,
    error._tag === 'Invalid' ? error.fieldErrors : {},
    errorKindOf(error).code,
  );
