import { describe, expect, it } from 'vitest';
import { canonicalJson } from './fingerprint';

describe('request fingerprint', () => {
  it('does not depend on the order of keys, and leaves out absent fields', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, 'x'], c: null }, e: undefined })).toBe('{"a":{"c":null,"d":[1,"x"]},"b":1}');
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
  });

  it('tells different requests apart', () => {
    expect(canonicalJson({ channel: 'online', options: {} })).not.toBe(canonicalJson({ channel: 'fax', options: {} }));
    expect(canonicalJson(undefined)).toBe('null');
  });
});
