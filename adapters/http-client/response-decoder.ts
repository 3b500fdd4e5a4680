import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import type * as t from 'io-ts';

/** The server answered, but not with what the contract promises: a version skew or a bug. */
export class ResponseDecodeError extends Error {
  readonly _tag = 'ResponseDecodeError';
  override readonly name = 'ResponseDecodeError';
  /** One line per mismatch: the path in the body, the expected type and what came instead. */
  readonly problems: readonly string[];

  constructor(contract: string, problems: readonly string[]) {
    super(`The server's answer does not match the contract ${contract}: ${problems.join('; ')}`);
    this.problems = problems;
  }
}

const MAX_PREVIEW = 60;

const preview = (value: unknown): string => {
  const text = value === undefined ? 'undefined' : JSON.stringify(value);
  return text.length > MAX_PREVIEW ? `${text.slice(0, MAX_PREVIEW - 3)}...` : text;
};

const problem = (error: t.ValidationError): string => {
  const path = error.context
    .map(({ key }) => key)
    .filter((key) => key !== '')
    .join('.');
  const expected = error.context.at(-1)?.type.name ?? 'unknown';
  return `${path === '' ? 'body' : path}: expected ${expected}, got ${preview(error.value)}`;
};

/** Checks a response body against its io-ts contract; a mismatch is a value, never a throw. */
export const decodeResponse =
  <A, O>(codec: t.Type<A, O>) =>
  (body: unknown): E.Either<ResponseDecodeError, A> =>
    pipe(
      codec.decode(body),
      E.mapLeft((errors) => new ResponseDecodeError(codec.name, errors.map(problem))),
    );
