import type { ResponseDecodeError } from './response-decoder';
import type { TransportError } from './transport-error';

/** Everything a call through the HTTP client can fail with before it becomes an AppError. */
export type HttpClientError = TransportError | ResponseDecodeError;
