/**
 * The closed set of expected failures (DESIGN.md, Errors). Use cases return them as values
 * (Either / TaskEither); the server maps them to statuses in one place and the HTTP client
 * maps statuses back in one place. Anything else is a bug and is thrown.
 */
export type FieldErrors = Readonly<Record<string, string>>;

/**
 * Why an input was refused, where HTTP tells the cases apart: a well-formed request that cannot
 * be processed (an idempotency key reused for another payload) is not a malformed one.
 */
export type InvalidReason = 'idempotency-key-reused';

export type AppError =
  | { readonly _tag: 'Invalid'; readonly message: string; readonly fieldErrors: FieldErrors; readonly reason?: InvalidReason }
  | { readonly _tag: 'NotFound'; readonly message: string }
  | { readonly _tag: 'Unauthenticated'; readonly message: string }
  | { readonly _tag: 'Forbidden'; readonly message: string }
  | { readonly _tag: 'Conflict'; readonly message: string }
  | { readonly _tag: 'RateLimited'; readonly message: string; readonly retryAfterSeconds: number }
  /** cause is for the operator's log only; it never reaches the visitor. */
  | { readonly _tag: 'Unavailable'; readonly message: string; readonly cause?: unknown };

export type AppErrorTag = AppError['_tag'];

/** The member of the union with the given tag, so a constructor's result keeps its precise type. */
export type AppErrorOf<Tag extends AppErrorTag> = Extract<AppError, { readonly _tag: Tag }>;

export const invalid = (fieldErrors: FieldErrors, message = 'Bitte prüfen Sie Ihre Eingaben.'): AppErrorOf<'Invalid'> => ({
  _tag: 'Invalid',
  message,
  fieldErrors,
});
export const notFound = (message = 'Die angeforderte Seite wurde nicht gefunden.'): AppErrorOf<'NotFound'> => ({
  _tag: 'NotFound',
  message,
});
export const unauthenticated = (message = 'Bitte melden Sie sich an.'): AppErrorOf<'Unauthenticated'> => ({
  _tag: 'Unauthenticated',
  message,
});
export const forbidden = (message = 'Sie haben keine Berechtigung für diese Aktion.'): AppErrorOf<'Forbidden'> => ({
  _tag: 'Forbidden',
  message,
});
export const conflict = (message: string): AppErrorOf<'Conflict'> => ({ _tag: 'Conflict', message });
export const rateLimited = (
  retryAfterSeconds: number,
  message = 'Zu viele Anfragen. Bitte versuchen Sie es in Kürze erneut.',
): AppErrorOf<'RateLimited'> => ({ _tag: 'RateLimited', message, retryAfterSeconds });
/** What a visitor is told of a failure nobody foresaw (a bug): that it happened, and nothing of it. */
export const UNEXPECTED_ERROR_MESSAGE = 'Es ist ein unerwarteter Fehler aufgetreten. Bitte versuchen Sie es später erneut.';

export const unavailable = (
  message = 'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es später erneut.',
  cause?: unknown,
): AppErrorOf<'Unavailable'> => (cause === undefined ? { _tag: 'Unavailable', message } : { _tag: 'Unavailable', message, cause });
