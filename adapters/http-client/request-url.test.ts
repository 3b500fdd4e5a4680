import { describe, expect, it } from 'vitest';
import { queryString, requestUrl } from './request-url';

describe('requestUrl', () => {
  it('joins base URL and path with exactly one slash', () => {
    expect(requestUrl('http://127.0.0.1:3000', '/api/get-rubrics')).toBe('http://127.0.0.1:3000/api/get-rubrics');
    expect(requestUrl('http://127.0.0.1:3000/', 'api/get-rubrics')).toBe('http://127.0.0.1:3000/api/get-rubrics');
    expect(requestUrl('http://127.0.0.1:3000//', '/wishlist/get')).toBe('http://127.0.0.1:3000/wishlist/get');
  });

  it('keeps the path relative under an empty base URL (the browser on its own origin)', () => {
    expect(requestUrl('', '/order-api/get-shopping-cart-small')).toBe('/order-api/get-shopping-cart-small');
  });

  it('uses an absolute or protocol-relative URL in the path as it is', () => {
    expect(requestUrl('http://127.0.0.1:3000', 'https://www.ifb.de/api/get-tags')).toBe('https://www.ifb.de/api/get-tags');
    expect(requestUrl('http://127.0.0.1:3000', '//www.ifb.de/api/get-tags')).toBe('//www.ifb.de/api/get-tags');
  });

  it('appends the query, with "&" when the path has one already', () => {
    expect(requestUrl('', '/api/fetch-user-email-availability', { email: 'anna@beispiel.de' })).toBe(
      '/api/fetch-user-email-availability?email=anna%40beispiel.de',
    );
    expect(requestUrl('', '/api/consumer?objectType=event', { internalId: 5 })).toBe(
      '/api/consumer?objectType=event&internalId=5',
    );
  });

  it('adds no "?" for an empty query', () => {
    expect(requestUrl('', '/wishlist/get', { page: undefined })).toBe('/wishlist/get');
  });
});

describe('queryString', () => {
  it('encodes strings, numbers, booleans and arrays, skipping undefined and null', () => {
    expect(queryString({ q: 'Köln & Bonn', n: 3, b: false, a: ['x', 1], u: undefined, z: null })).toBe(
      'q=K%C3%B6ln+%26+Bonn&n=3&b=false&a=x&a=1',
    );
  });
});
