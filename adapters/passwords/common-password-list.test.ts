import { describe, expect, it } from 'vitest';
import { createCommonPasswordList } from './common-password-list';

describe('the common password list', () => {
  const list = createCommonPasswordList();

  it('knows the passwords attackers try first, in any case, German ones included', () => {
    for (const password of ['password', '12345678', 'iloveyou', 'Passwort1', 'HALLO123', 'schalke04', 'qwertzuiop', 'ichliebedich']) {
      expect(list.isCommon(password)).toBe(true);
    }
  });

  it('lets uncommon passwords through', () => {
    for (const password of ['Lange-Pause-am-Elbufer', 'Betriebsversammlung im Mai', 'k7#Qm!2xZ']) {
      expect(list.isCommon(password)).toBe(false);
    }
  });

  it('can be built from any list', () => {
    expect(createCommonPasswordList(['Geheim-Wort']).isCommon('geheim-wort')).toBe(true);
    expect(createCommonPasswordList([]).isCommon('password')).toBe(false);
  });
});
