import { describe, expect, it } from 'vitest';
import { charCount, demand, firstFailure, forbid, maxLength, minLength, normalizeInput, required } from './field-rule';

describe('field rule building blocks', () => {
  it('trims surrounding whitespace, including the no-break space', () => {
    expect(normalizeInput('  Berlin\u00a0\n')).toBe('Berlin');
    expect(normalizeInput(' \t ')).toBe('');
  });

  it('counts characters as a reader does', () => {
    expect(charCount('Müller')).toBe(6);
    expect(charCount('Mu\u0308ller')).toBe(6);
    expect(charCount('👍🏽')).toBe(1);
    expect(charCount('')).toBe(0);
  });

  it('answers the first failing rule in order', () => {
    const rule = firstFailure(required('leer'), minLength(3, 'kurz'));
    expect(rule('')).toBe('leer');
    expect(rule('ab')).toBe('kurz');
    expect(rule('abc')).toBeUndefined();
  });

  it('checks the trimmed value', () => {
    expect(required('leer')('   ')).toBe('leer');
    expect(minLength(2, 'kurz')(' a ')).toBe('kurz');
    expect(maxLength(2, 'lang')(' ab ')).toBeUndefined();
    expect(maxLength(2, 'lang')('abc')).toBe('lang');
    expect(forbid(/^x/, 'x')(' xy')).toBe('x');
    expect(forbid(/^x/, 'x')('yx')).toBeUndefined();
    expect(demand(/^y$/, 'nicht y')(' y ')).toBeUndefined();
    expect(demand(/^y$/, 'nicht y')('yy')).toBe('nicht y');
  });
});
