import { charCount } from './field-rule';
import { PASSWORD_MIN_LENGTH } from './password-rule';

/** 0 (guessed at once) to 4 (out of reach of guessing), as zxcvbn counts it. */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordStrength {
  readonly score: PasswordScore;
  /** German, for the hint under the field: 'Passwortstärke: …'. */
  readonly label: string;
  /** What would make it stronger; empty when nothing needs to. */
  readonly advice: string;
}

const LABELS: Readonly<Record<PasswordScore, string>> = {
  0: 'sehr schwach',
  1: 'schwach',
  2: 'mittel',
  3: 'gut',
  4: 'sehr gut',
};

const ADVICE = {
  tooShort: `Verwenden Sie mindestens ${String(PASSWORD_MIN_LENGTH)} Zeichen.`,
  common: 'Dieses Passwort ist weit verbreitet. Wählen Sie ein anderes.',
  longer: 'Länger ist besser: Ein Satz aus mehreren Wörtern ist leicht zu merken und schwer zu erraten.',
  none: '',
} as const;

/** Characters an attacker has to try per position, by the kinds of characters used. */
const alphabetSize = (password: string): number => {
  let size = 0;
  if (/[a-zäöüß]/.test(password)) size += 26;
  if (/[A-ZÄÖÜ]/.test(password)) size += 26;
  if (/\d/.test(password)) size += 10;
  if (/[ !-/:-@[-`{-~]/.test(password)) size += 33;
  if (/[^\x20-\x7eäöüßÄÖÜ]/.test(password)) size += 100;
  return Math.max(size, 10);
};

/**
 * Characters that add next to nothing to a guesser: the same as before ('aaaa') or the next
 * in a run ('abcd', '4321', 'qwertz' rows are left to the common list).
 */
const predictableCount = (password: string): number => {
  const codes = Array.from(password.toLowerCase(), (char) => char.codePointAt(0) ?? 0);
  let predictable = 0;
  for (let index = 1; index < codes.length; index += 1) {
    const step = (codes[index] ?? 0) - (codes[index - 1] ?? 0);
    if (step === 0 || step === 1 || step === -1) predictable += 1;
  }
  return predictable;
};

/** Bits of guessing work, roughly: unpredictable characters times the bits of the alphabet. */
export const passwordEntropyBits = (password: string): number => {
  const effective = Math.max(0, charCount(password) - predictableCount(password));
  return effective * Math.log2(alphabetSize(password));
};

const scoreOf = (bits: number): PasswordScore => (bits < 28 ? 1 : bits < 40 ? 2 : bits < 64 ? 3 : 4);

/**
 * The strength hint of the registration: too short or common is 'sehr schwach' whatever else;
 * beyond that an estimate of the guessing work. Only a hint: the rule that refuses a password
 * is the form's (§5) plus the common-password check, never this score.
 */
export const passwordStrength = (password: string, isCommon: boolean): PasswordStrength => {
  if (charCount(password) < PASSWORD_MIN_LENGTH) return { score: 0, label: LABELS[0], advice: ADVICE.tooShort };
  if (isCommon) return { score: 0, label: LABELS[0], advice: ADVICE.common };
  const score = scoreOf(passwordEntropyBits(password));
  return { score, label: LABELS[score], advice: score >= 3 ? ADVICE.none : ADVICE.longer };
};
