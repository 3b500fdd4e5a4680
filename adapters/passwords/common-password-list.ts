import { dictionary } from '@zxcvbn-ts/language-common';
import type { CommonPasswords } from '../../application/accounts/common-passwords';

/**
 * Common passwords of German speakers that the international list misses (it has "passwort",
 * "hallo123", "schalke04" and the like already): the German keyboard row, and a few words.
 */
const GERMAN_SUPPLEMENT: readonly string[] = [
  'qwertz',
  'qwertz123',
  'qwertz1234',
  'qwertzu',
  'qwertzui',
  'qwertzuiop',
  'qwertzuiopü',
  'ichliebedich',
  'schatz123',
  'schatzi123',
  'geheim123',
  'passwort123',
  'passwort1234',
  'kennwort',
  'kennwort1',
  'kennwort123',
  'hallo1234',
  'hallohallo',
  'betriebsrat',
  'betriebsrat1',
  'betriebsrat123',
  'meinifb',
  'meinifb123',
];

/**
 * The ranked list of zxcvbn-ts (@zxcvbn-ts/language-common: about 49,000 passwords from leaked
 * password sets, most common first), compared case-insensitively, plus the German supplement.
 * Shipped as package data: nothing is fetched at run time.
 */
export const createCommonPasswordList = (
  passwords: readonly string[] = [...dictionary['passwords-common'], ...GERMAN_SUPPLEMENT],
): CommonPasswords => {
  const known = new Set(passwords.map((password) => password.toLowerCase()));
  return { isCommon: (password) => known.has(password.toLowerCase()) };
};
