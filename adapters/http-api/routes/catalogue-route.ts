import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type * as t from 'io-ts';
import type { AppError } from '../../../domain/errors/app-error';
import { decodeInput, respond } from '../respond';

/** A GET of the catalogue that needs no input. */
export const getRoute = <A, O>(
  server: FastifyInstance,
  path: string,
  wire: t.Encoder<A, O>,
  run: () => TE.TaskEither<AppError, A>,
): void => {
  server.get(path, (_request, reply) => respond(reply, pipe(run(), TE.map(wire.encode))));
};

/**
 * A GET of the catalogue whose input (query or path parameters, picked by `from`) is decoded
 * first: what does not fit answers 400 with German field messages and reaches no use case.
 */
export const getRouteWith = <I, A, O>(
  server: FastifyInstance,
  path: string,
  input: { readonly from: (request: FastifyRequest) => unknown; readonly codec: t.Type<I, unknown> },
  wire: t.Encoder<A, O>,
  run: (input: I) => TE.TaskEither<AppError, A>,
): void => {
  server.get(path, (request, reply) =>
    respond(
      reply,
      pipe(
        TE.fromEither(decodeInput(input.codec, input.from(request))),
        TE.chain(run),
        TE.map(wire.encode),
      ),
    ),
  );
};

export const query = (request: FastifyRequest): unknown => request.query;
export const params = (request: FastifyRequest): unknown => request.params;
