/**
 * The closed set of expected failures (DESIGN.md, Errors). Use cases return them as values
 * (Either / TaskEither); the server maps them to statuses in one place and the HTTP client
 * maps statuses back in one place. Anything else is a bug and is thrown.
 */
export type FieldErrors = Readonly<Record<string, string>>;

export type AppError =
  | { readonly _tag: 'Invalid'; readonly message: string; readonly fieldErrors: FieldErrors }
  | { readonly _tag: 'NotFound'; readonly message: string }
  | { readonly _tag: 'Unauthenticated'; readonly message: string }
  | { readonly _tag: 'Forbidden'; readonly message: string }
  | { readonly _tag: 'Conflict'; readonly message: string }
  | { readonly _tag: 'RateLimited'; readonly message: string; readonly retryAfterSeconds: number }
  | { readonly _tag: 'Unavailable'; readonly message: string };

export type AppErrorTag = AppError['_tag'];

export const invalid = (fieldErrors: FieldErrors, message = 'Bitte prüfen Sie Ihre Eingaben.'): AppError => ({
  _tag: 'Invalid',
  message,
  fieldErrors,
});
export const notFound = (message = 'Die angeforderte Seite wurde nicht gefunden.'): AppError => ({
  _tag: 'NotFound',
  message,
});
export const unauthenticated = (message = 'Bitte melden Sie sich an.'): AppError => ({
  _tag: 'Unauthenticated',
  message,
});
export const forbidden = (message = 'Sie haben keine Berechtigung für diese Aktion.'): AppError => ({
  _tag: 'Forbidden',
  message,
});
export const conflict = (message: string): AppError => ({ _tag: 'Conflict', message });
export const rateLimited = (
  retryAfterSeconds: number,
  message = 'Zu viele Anfragen. Bitte versuchen Sie es in Kürze erneut.',
): AppError => ({ _tag: 'RateLimited', message, retryAfterSeconds });
export const unavailable = (
  message = 'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es später erneut.',
): AppError => ({ _tag: 'Unavailable', message });
