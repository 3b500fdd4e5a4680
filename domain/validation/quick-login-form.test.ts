import { describe, expect, it } from 'vitest';
import { initialQuickLoginState, quickLoginEmail, quickLoginReducer } from './quick-login-form';

describe('quick login form', () => {
  it('validates the trimmed e-mail and sends it trimmed', () => {
    const typed = quickLoginReducer(initialQuickLoginState, { type: 'changed', field: 'email', value: '  erika@example.de ' });
    const sent = quickLoginReducer(typed, { type: 'submitted' });
    expect(sent.status).toBe('loading');
    expect(quickLoginEmail(sent)).toBe('erika@example.de');
  });

  it('blocks an empty or malformed e-mail with the spec messages', () => {
    const empty = quickLoginReducer(initialQuickLoginState, { type: 'submitted' });
    expect(empty.fieldErrors).toEqual({ email: 'Bitte geben Sie eine E-Mail-Adresse an' });
    const malformed = quickLoginReducer(empty, { type: 'changed', field: 'email', value: 'erika(at)example.de' });
    expect(malformed.fieldErrors).toEqual({ email: 'Bitte geben Sie eine gültige E-Mail-Adresse an' });
    expect(malformed.status).toBe('editing');
  });
});
