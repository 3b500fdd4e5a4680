import type { FastifyReply } from 'fastify';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../domain/errors/app-error';
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

export { decodeInput } from '../../application/codecs/decode';
