import { describe, expect, it } from 'vitest';
import type { AppError } from '../../domain/errors/app-error';
import { DEFAULT_CONFLICT_MESSAGE, DEFAULT_RETRY_AFTER_SECONDS, appErrorFromHttp } from './app-error-from-http';
import type { ErrorBody } from '../../application/http/error-body.codec';
import { ResponseDecodeError } from './response-decoder';
import { AbortedError, HttpStatusError, NetworkError, TimeoutError } from './transport-error';

const UNAVAILABLE = 'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es später erneut.';

describe('appErrorFromHttp: statuses without a server body take the AppError defaults', () => {
  it.each<[number, AppError]>([
    [400, { _tag: 'Invalid', message: 'Bitte prüfen Sie Ihre Eingaben.', fieldErrors: {} }],
    [413, { _tag: 'Invalid', message: 'Bitte prüfen Sie Ihre Eingaben.', fieldErrors: {} }],
    [422, { _tag: 'Invalid', message: 'Bitte prüfen Sie Ihre Eingaben.', fieldErrors: {} }],
    [401, { _tag: 'Unauthenticated', message: 'Bitte melden Sie sich an.' }],
    [403, { _tag: 'Forbidden', message: 'Sie haben keine Berechtigung für diese Aktion.' }],
    [404, { _tag: 'NotFound', message: 'Die angeforderte Seite wurde nicht gefunden.' }],
    [410, { _tag: 'NotFound', message: 'Die angeforderte Seite wurde nicht gefunden.' }],
    [409, { _tag: 'Conflict', message: DEFAULT_CONFLICT_MESSAGE }],
    [
      429,
      {
        _tag: 'RateLimited',
        message: 'Zu viele Anfragen. Bitte versuchen Sie es in Kürze erneut.',
        retryAfterSeconds: DEFAULT_RETRY_AFTER_SECONDS,
      },
    ],
    [500, { _tag: 'Unavailable', message: UNAVAILABLE }],
    [502, { _tag: 'Unavailable', message: UNAVAILABLE }],
    [503, { _tag: 'Unavailable', message: UNAVAILABLE }],
    [504, { _tag: 'Unavailable', message: UNAVAILABLE }],
    [304, { _tag: 'Unavailable', message: UNAVAILABLE }],
    [405, { _tag: 'Unavailable', message: UNAVAILABLE }],
  ])('%i → %o', (status, expected) => {
    expect(appErrorFromHttp(new HttpStatusError(status))).toEqual(expected);
  });
});

describe('appErrorFromHttp: the server body', () => {
  it('gives a 400 its German field messages and message', () => {
    const body: ErrorBody = {
      error: 'Invalid',
      message: 'Bitte prüfen Sie Ihre Eingaben.',
      fieldErrors: { postalCode: 'Die Postleitzahl ist ungültig', phone: 'Die angegebene Telefonnummer ist zu kurz' },
    };
    expect(appErrorFromHttp(new HttpStatusError(400, body))).toEqual({
      _tag: 'Invalid',
      message: 'Bitte prüfen Sie Ihre Eingaben.',
      fieldErrors: { postalCode: 'Die Postleitzahl ist ungültig', phone: 'Die angegebene Telefonnummer ist zu kurz' },
    });
  });

  it("shows the server's message of a 409", () => {
    const body = { error: 'Conflict', message: 'Dieser Teilnehmer ist bereits angemeldet.' };
    expect(appErrorFromHttp(new HttpStatusError(409, body))).toEqual({
      _tag: 'Conflict',
      message: 'Dieser Teilnehmer ist bereits angemeldet.',
    });
  });

  it('takes the Retry-After seconds of a 429', () => {
    expect(appErrorFromHttp(new HttpStatusError(429, undefined, 30))).toMatchObject({
      _tag: 'RateLimited',
      retryAfterSeconds: 30,
    });
  });
});

describe('appErrorFromHttp: no usable answer means Unavailable', () => {
  it.each([
    ['Network Error', new NetworkError()],
    ['timeout', new TimeoutError(50)],
    ['Request aborted', new AbortedError()],
    ['contract mismatch', new ResponseDecodeError('CartItem', ['body: expected CartItem, got "x"'])],
  ])('%s → Unavailable', (_what, error) => {
    expect(appErrorFromHttp(error)).toEqual({ _tag: 'Unavailable', message: UNAVAILABLE });
  });
});
