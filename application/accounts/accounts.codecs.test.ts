import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { LoginRequest, RegistrationRequest, UserIdFromString, text } from './accounts.codecs';

const messagesOf = (result: E.Either<readonly { readonly message?: string | undefined }[], unknown>) =>
  E.isLeft(result) ? result.left.map((error) => error.message) : [];

describe('accounts request codecs', () => {
  it('take each field as optional text, so the domain rule can name what is missing', () => {
    expect(RegistrationRequest.decode({})).toEqual(E.right({}));
    expect(LoginRequest.decode({ email: 'a@example.org', password: 'x', unknown: 1 })).toEqual(E.right({ email: 'a@example.org', password: 'x' }));
  });

  it('refuse a body that is not a JSON object with one message', () => {
    for (const body of [null, undefined, 'text', 42, ['a']]) {
      expect(messagesOf(LoginRequest.decode(body))).toEqual(['Bitte senden Sie die Angaben als JSON-Objekt.']);
    }
  });

  it('refuse text that is none or too long, in German', () => {
    expect(messagesOf(text(3).decode(5))).toEqual(['Bitte geben Sie hier einen Text ein.']);
    expect(messagesOf(text(3).decode('abcd'))).toEqual(['Die Eingabe ist zu lang.']);
    expect(text(3).decode('abc')).toEqual(E.right('abc'));
    expect(text(3).is('abc')).toBe(true);
    expect(text(3).is('abcd')).toBe(false);
  });

  it('read a user id from the path, within PostgreSQL integer range', () => {
    expect(UserIdFromString.decode('42')).toEqual(E.right(42));
    expect(UserIdFromString.decode('2147483648')).toMatchObject({ _tag: 'Left' });
    expect(UserIdFromString.decode(42)).toMatchObject({ _tag: 'Left' });
    expect(UserIdFromString.is(42)).toBe(true);
    expect(UserIdFromString.is(0)).toBe(false);
  });
});
