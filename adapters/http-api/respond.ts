import type { FastifyReply } from 'fastify';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type * as t from 'io-ts';
import { invalid, type AppError, type FieldErrors } from '../../domain/errors/app-error';
import { errorResponse } from './error-response';

/** Runs a use case and answers with its value (200) or its expected failure (mapped status). */
export const respond = async <A>(reply: FastifyReply, task: TE.TaskEither<AppError, A>): Promise<FastifyReply> => {
  const result = await task();
  if (E.isRight(result)) return reply.status(200).send(result.right);
  if (result.left._tag === 'Unavailable' && result.left.cause !== undefined) {
    reply.log.error({ err: result.left.cause }, result.left.message);
  }
  const { status, body, headers } = errorResponse(result.left);
  return reply.status(status).headers(headers).send(body);
};

/** Decodes outside input with a codec; a failure names the fields that did not fit, in German. */
export const decodeInput = <A, O>(codec: t.Type<A, O>, input: unknown): E.Either<AppError, A> =>
  E.mapLeft((errors: t.Errors) => invalid(fieldErrorsOf(errors)))(codec.decode(input));

const fieldErrorsOf = (errors: t.Errors): FieldErrors => {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const path = error.context
      .map((entry) => entry.key)
      .filter((key) => key !== '' && !/^\d+$/.test(key))
      .join('.');
    const field = path === '' ? '_' : path;
    fields[field] ??= error.message ?? 'Dieser Wert ist ungültig.';
  }
  return fields;
};
