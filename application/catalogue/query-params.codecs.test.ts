import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { idFromString, idListFromString, slugFromString } from './query-params.codecs';

const ids = idListFromString('Ids', 3, 'Bitte eine Liste.');
const slug = slugFromString('Slug', 'Bitte ein Slug.');
const hotelId = idFromString('HotelId', 'Bitte eine Nummer.');
const messageOf = (result: E.Either<readonly { readonly message?: string | undefined }[], unknown>): string | undefined =>
  E.isLeft(result) ? result.left[0]?.message : undefined;

describe('idListFromString', () => {
  it('reads comma lists and repeated parameters, once per id, in the order given', () => {
    expect(ids.decode('3,1, 2')).toEqual(E.right([3, 1, 2]));
    expect(ids.decode(['3', '1,3'])).toEqual(E.right([3, 1]));
    expect(ids.decode('7,7,7,7')).toEqual(E.right([7]));
    expect(ids.encode([3, 1])).toBe('3,1');
  });

  it.each([[''], ['1,,2'], ['a'], ['0'], ['-1'], ['01'], ['2147483648'], [[1, 2]], [42], [undefined]])('refuses %j', (input) => {
    expect(messageOf(ids.decode(input))).toBe('Bitte eine Liste.');
  });

  it('refuses more distinct ids than the limit with its own message', () => {
    expect(messageOf(ids.decode('1,2,3,4'))).toBe('Bitte fragen Sie nach höchstens 3 Einträgen auf einmal.');
  });

  it('knows a valid list when it sees one', () => {
    expect(ids.is([1, 2])).toBe(true);
    expect(ids.is([])).toBe(false);
    expect(ids.is([1, 2, 3, 4])).toBe(false);
    expect(ids.is(['1'])).toBe(false);
  });
});

describe('slugFromString and idFromString', () => {
  it('take URL names and plain positive numbers only', () => {
    expect(slug.decode('sbv-fachtagung-2027')).toEqual(E.right('sbv-fachtagung-2027'));
    expect(messageOf(slug.decode('SBV Fachtagung'))).toBe('Bitte ein Slug.');
    expect(messageOf(slug.decode(7))).toBe('Bitte ein Slug.');
    expect(slug.is('a-b')).toBe(true);
    expect(slug.is('a_b')).toBe(false);
    expect(hotelId.decode('101')).toEqual(E.right(101));
    expect(messageOf(hotelId.decode('1e3'))).toBe('Bitte eine Nummer.');
    expect(messageOf(hotelId.decode(101))).toBe('Bitte eine Nummer.');
    expect(hotelId.is(101)).toBe(true);
    expect(hotelId.is(0)).toBe(false);
  });
});
