import type { FastifyRequest } from 'fastify';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { IDEMPOTENCY_KEY_HEADER } from '../../../application/cart/cart.paths';
import { IdempotencyKeyCodec } from '../../../application/orders/orders.codecs';
import { invalid, type AppError } from '../../../domain/errors/app-error';

/** The key from its header; a missing or malformed one is named under the header's own name. */
export const idempotencyKeyOf = (request: FastifyRequest): E.Either<AppError, string> =>
  pipe(
    IdempotencyKeyCodec.decode(request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]),
    E.mapLeft((errors) => {
      const message = errors[0]?.message ?? '';
      return invalid({ [IDEMPOTENCY_KEY_HEADER]: message }, message);
    }),
  );
