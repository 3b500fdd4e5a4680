import * as t from 'io-ts';

/**
 * A codec for one of a fixed list of strings, built from the list the domain owns, so a new value
 * is added in one place and every wire format follows.
 */
export const oneOf = <K extends string>(values: readonly K[], name?: string): t.KeyofC<Record<K, null>> =>
  t.keyof(Object.fromEntries(values.map((value) => [value, null])) as Record<K, null>, name);
