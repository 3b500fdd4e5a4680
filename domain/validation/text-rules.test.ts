import { describe, expect, it } from 'vitest';
import { messageRule, personalNotesRule } from './text-rules';

describe('message and personal notes', () => {
  it('needs a message of at least 2 characters', () => {
    expect(messageRule('')).toBe('Bitte geben Sie eine Nachricht ein');
    expect(messageRule('?')).toBe('Bitte geben Sie eine Nachricht ein');
    expect(messageRule('Hallo')).toBeUndefined();
  });

  it('lets personal notes be empty but caps them at 5000 characters', () => {
    expect(personalNotesRule('')).toBeUndefined();
    expect(personalNotesRule('x'.repeat(5000))).toBeUndefined();
    expect(personalNotesRule('x'.repeat(5001))).toBe('Die Anmerkungen dürfen höchstens 5000 Zeichen enthalten');
  });
});
