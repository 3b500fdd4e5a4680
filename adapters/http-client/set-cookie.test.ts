import { describe, expect, it } from 'vitest';
import { parseSetCookie } from './set-cookie';

describe('parseSetCookie', () => {
  it('reads name, value and every attribute, case-insensitively', () => {
    expect(
      parseSetCookie(
        ' XSRF-TOKEN = abc%3D ; path=/api ; DOMAIN=.Ifb.De; Max-Age=120; expires=Wed, 21 Oct 2015 07:28:00 GMT; SECURE; httponly; SameSite=Strict',
      ),
    ).toEqual({
      name: 'XSRF-TOKEN',
      value: 'abc%3D',
      domain: 'ifb.de',
      path: '/api',
      maxAgeSeconds: 120,
      expiresAtMs: Date.UTC(2015, 9, 21, 7, 28, 0),
      secure: true,
      httpOnly: true,
    });
  });

  it('keeps a value that itself contains "="', () => {
    expect(parseSetCookie('token=a=b==')?.value).toBe('a=b==');
  });

  it('takes the defaults when there are no attributes', () => {
    expect(parseSetCookie('a=')).toEqual({
      name: 'a',
      value: '',
      domain: undefined,
      path: undefined,
      maxAgeSeconds: undefined,
      expiresAtMs: undefined,
      secure: false,
      httpOnly: false,
    });
  });

  it('ignores attribute values it cannot read', () => {
    expect(parseSetCookie('a=1; Max-Age=soon; Expires=someday; Domain=; Path=nowhere')).toMatchObject({
      maxAgeSeconds: undefined,
      expiresAtMs: undefined,
      domain: undefined,
      path: undefined,
    });
  });

  it('ignores an Expires that is no cookie date, such as 0, and keeps an earlier valid one', () => {
    expect(parseSetCookie('a=1; Expires=0')?.expiresAtMs).toBeUndefined();
    expect(parseSetCookie('a=1; Expires=Wed, 21 Oct 2015 07:28:00 GMT; Expires=0')?.expiresAtMs).toBe(
      Date.UTC(2015, 9, 21, 7, 28, 0),
    );
  });

  it('reads an Expires without a zone as UTC, not local time', () => {
    expect(parseSetCookie('a=1; Expires=Wed, 21 Oct 2015 07:28:00')?.expiresAtMs).toBe(Date.UTC(2015, 9, 21, 7, 28, 0));
  });

  it('reads a negative Max-Age (an expiry in the past)', () => {
    expect(parseSetCookie('a=1; Max-Age=-5')?.maxAgeSeconds).toBe(-5);
  });

  it('lets a later attribute override an earlier one', () => {
    expect(parseSetCookie('a=1; Path=/a; Path=/b')?.path).toBe('/b');
  });

  it('rejects a line without a name', () => {
    expect(parseSetCookie('=1')).toBeUndefined();
    expect(parseSetCookie('just-a-word')).toBeUndefined();
    expect(parseSetCookie('')).toBeUndefined();
  });
});
