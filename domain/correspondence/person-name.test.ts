import { describe, expect, it } from 'vitest';
import { fullName, fullNameAfterPreposition, letterGreeting } from './person-name';

describe('fullName', () => {
  it('prints salutation, first and last name', () => {
    expect(fullName({ salutation: 'Frau Dr.', firstname: 'Anna', lastname: 'Müller' })).toBe('Frau Dr. Anna Müller');
  });

  it('leaves out a salutation that says nothing', () => {
    expect(fullName({ salutation: 'Keine Angabe', firstname: 'Jonas', lastname: 'Weber' })).toBe('Jonas Weber');
    expect(fullName({ salutation: 'Divers', firstname: 'Kim', lastname: 'Sommer' })).toBe('Kim Sommer');
    expect(fullName({ firstname: ' Jonas ', lastname: 'Weber' })).toBe('Jonas Weber');
  });
});

describe('letterGreeting', () => {
  it('greets a woman with Sehr geehrte and her titles', () => {
    expect(letterGreeting({ salutation: 'Frau Prof. Dr.', firstname: 'Anna', lastname: 'Müller' })).toBe('Sehr geehrte Frau Prof. Dr. Müller,');
  });

  it('greets a man with Sehr geehrter', () => {
    expect(letterGreeting({ salutation: 'Herr', firstname: 'Jonas', lastname: 'Weber' })).toBe('Sehr geehrter Herr Weber,');
  });

  it('greets everyone else by full name with Guten Tag', () => {
    expect(letterGreeting({ salutation: 'Divers', firstname: 'Kim', lastname: 'Sommer' })).toBe('Guten Tag Kim Sommer,');
    expect(letterGreeting({ salutation: 'Dr.', firstname: 'Kim', lastname: 'Sommer' })).toBe('Guten Tag Dr. Kim Sommer,');
    expect(letterGreeting({ firstname: 'Kim', lastname: 'Sommer' })).toBe('Guten Tag Kim Sommer,');
  });
});

describe('fullNameAfterPreposition', () => {
  it('gives Herr its form after a preposition and leaves Frau, titles and silent salutations alone', () => {
    expect(fullNameAfterPreposition({ salutation: 'Herr', firstname: 'Can', lastname: 'Demir' })).toBe('Herrn Can Demir');
    expect(fullNameAfterPreposition({ salutation: 'Herr Dr.', firstname: 'Jonas', lastname: 'Weber' })).toBe('Herrn Dr. Jonas Weber');
    expect(fullNameAfterPreposition({ salutation: 'Frau', firstname: 'Anna', lastname: 'Lange' })).toBe('Frau Anna Lange');
    expect(fullNameAfterPreposition({ salutation: 'Divers', firstname: 'Kim', lastname: 'Wolf' })).toBe('Kim Wolf');
  });
});
