import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { ErrorBodyCodec } from './error-body.codec';

describe('ErrorBodyCodec', () => {
  it('decodes an Invalid body with German field messages, dropping fields outside the contract', () => {
    expect(
      ErrorBodyCodec.decode({
        statusCode: 400,
        error: 'Invalid',
        message: 'Bitte prüfen Sie Ihre Eingaben.',
        fieldErrors: { email: 'Bitte geben Sie eine gültige E-Mail-Adresse an' },
      }),
    ).toEqual(
      E.right({
        error: 'Invalid',
        message: 'Bitte prüfen Sie Ihre Eingaben.',
        fieldErrors: { email: 'Bitte geben Sie eine gültige E-Mail-Adresse an' },
      }),
    );
  });

  it('decodes a body without field errors', () => {
    expect(ErrorBodyCodec.decode({ error: 'NotFound', message: 'Die angeforderte Seite wurde nicht gefunden.' })).toEqual(
      E.right({ error: 'NotFound', message: 'Die angeforderte Seite wurde nicht gefunden.' }),
    );
  });

  it.each([
    ['an HTML page', '<h1>Bad Gateway</h1>'],
    ['no message', { error: 'Invalid' }],
    ['a message that is no text', { error: 'Invalid', message: 42 }],
    ['field errors that are no texts', { error: 'Invalid', message: 'x', fieldErrors: { email: ['a'] } }],
    ['null', null],
  ])('rejects %s', (_what, body) => {
    expect(E.isLeft(ErrorBodyCodec.decode(body))).toBe(true);
  });
});
