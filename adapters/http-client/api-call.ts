import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type * as t from 'io-ts';
import type { AppError } from '../../domain/errors/app-error';
import { appErrorFromHttp } from './app-error-from-http';
import { decodeResponse } from './response-decoder';
import type { HttpRequest, HttpTransport } from './transport';

/**
 * What every HTTP proxy does for one port method: send the request, check the answer against
 * the port's io-ts contract, and turn any failure into an AppError.
 */
export const callApi =
  <A, O>(transport: HttpTransport, codec: t.Type<A, O>) =>
  (request: HttpRequest): TE.TaskEither<AppError, A> =>
    pipe(transport.request(request), TE.chainEitherKW(decodeResponse(codec)), TE.mapLeft(appErrorFromHttp));
