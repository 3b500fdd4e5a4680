import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('password strength hint', () => {
  it('calls a password under 8 characters or a common one very weak, with what to do', () => {
    expect(passwordStrength('kurz', false)).toEqual({ score: 0, label: 'sehr schwach', advice: 'Verwenden Sie mindestens 8 Zeichen.' });
    expect(passwordStrength('Passwort1', true)).toEqual({
      score: 0,
      label: 'sehr schwach',
      advice: 'Dieses Passwort ist weit verbreitet. Wählen Sie ein anderes.',
    });
  });

  it('counts runs and repeats as next to nothing', () => {
    expect(passwordStrength('abcdefgh', false).score).toBe(1);
    expect(passwordStrength('aaaaaaaaaaaa', false).score).toBe(1);
    expect(passwordStrength('12345678', false).score).toBe(1);
  });

  it('rates a long sentence of words higher than a short mix of characters', () => {
    const sentence = passwordStrength('Lange-Pause-am-Elbufer', false);
    expect(sentence).toEqual({ score: 4, label: 'sehr gut', advice: '' });
    expect(passwordStrength('Xq7!pLm2', false).score).toBeLessThan(sentence.score);
    expect(passwordStrength('sommer12', false)).toMatchObject({ score: 2, label: 'mittel' });
  });
});
