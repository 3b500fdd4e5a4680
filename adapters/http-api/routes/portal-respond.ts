import type { FastifyReply, FastifyRequest } from 'fastify';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type * as t from 'io-ts';
import type { RequestContext } from '../../../application/accounts/accounts.port';
import { decodeInput } from '../../../application/codecs/decode';
import type { DownloadedFile } from '../../../application/portal/event-files.codecs';
import type { AppError } from '../../../domain/errors/app-error';
import { contentDisposition } from '../content-disposition';
import { errorResponse } from '../error-response';
import { respond } from '../respond';
import { sessionOf } from '../session/install-sessions';

/** The caller of a request as the use cases know it: the session and the client's address. */
export const contextOf = (request: FastifyRequest): RequestContext => ({ session: sessionOf(request), clientAddress: request.ip });

/** A route's ':id' decoded with the codec's German message (400 for 'abc', '0', '-3' …). */
export const withParams =
  <P>(codec: t.Type<P, unknown>) =>
  <A>(request: FastifyRequest, work: (params: P) => TE.TaskEither<AppError, A>): TE.TaskEither<AppError, A> =>
    pipe(TE.fromEither(decodeInput(codec, request.params)), TE.chain(work));

/** A body decoded with the codec, then the use case. */
export const withBody = <B, A>(codec: t.Type<B, unknown>, body: unknown, work: (decoded: B) => TE.TaskEither<AppError, A>): TE.TaskEither<AppError, A> =>
  pipe(TE.fromEither(decodeInput(codec, body)), TE.chain(work));

/** Like respond, but a success is 201 Created (a form or feedback that was stored). */
export const respondCreated = async <A>(reply: FastifyReply, task: TE.TaskEither<AppError, A>): Promise<FastifyReply> => {
  const result = await task();
  if (E.isLeft(result)) return respond(reply, TE.left(result.left));
  return reply.status(201).send(result.right);
};

/**
 * A download: the bytes as an attachment, never shown inline (so a stored file can never run as
 * a page of this site), and not kept by shared caches (the files are personal).
 */
export const respondFile = async (reply: FastifyReply, task: TE.TaskEither<AppError, DownloadedFile>): Promise<FastifyReply> => {
  const result = await task();
  if (E.isLeft(result)) {
    const { status, body, headers } = errorResponse(result.left);
    return reply.status(status).headers(headers).send(body);
  }
  const file = result.right;
  return reply
    .status(200)
    .headers({
      'content-type': file.contentType,
      'content-disposition': contentDisposition('attachment', file.fileName),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    })
    .send(Buffer.from(file.content));
};
