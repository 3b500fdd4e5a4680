import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { PARTICIPANT_FIELDS, PARTICIPANT_FORM } from '../../domain/cart/participant-form';
import { formCodecProps, formRequestCodec, nullableFormCodecProps } from './form-codecs';

const request = formRequestCodec(PARTICIPANT_FORM, 'Participant');

describe('codecs derived from a form definition', () => {
  it('a request may leave any field out (a missing field counts as empty for the rule)', () => {
    expect(request.decode({ firstname: 'Anna' })).toEqual(E.right({ firstname: 'Anna' }));
  });

  it('bounds each field by its wire size: an e-mail address may be longer than a name', () => {
    const long = 'a'.repeat(250);
    expect(E.isRight(request.decode({ email: long }))).toBe(true);
    expect(E.isLeft(request.decode({ firstname: long }))).toBe(true);
  });

  it('refuses a field that is not text', () => {
    expect(E.isLeft(request.decode({ lastname: 42 }))).toBe(true);
  });

  it('an answer carries every field of the definition, in its order', () => {
    expect(Object.keys(formCodecProps(PARTICIPANT_FORM))).toEqual(PARTICIPANT_FIELDS);
    const stored = t.type(nullableFormCodecProps(PARTICIPANT_FORM));
    expect(stored.is(Object.fromEntries(PARTICIPANT_FIELDS.map((name) => [name, null])))).toBe(true);
  });
});
