import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SALUTATION_OPTIONS } from '../validation/salutation';
import { fullName, letterGreeting } from './person-name';

const namePart = fc.constantFrom('Anna', 'Jürgen', 'Özlem', 'Müller', 'Yılmaz', 'Groß', 'von Berg');
const person = fc.record({
  salutation: fc.option(fc.constantFrom(...SALUTATION_OPTIONS), { nil: undefined }),
  firstname: namePart,
  lastname: namePart,
});

describe('person name properties', () => {
  it('every greeting names the last name and ends with a comma', () => {
    fc.assert(
      fc.property(person, (p) => {
        const greeting = letterGreeting(p);
        expect(greeting).toContain(p.lastname);
        expect(greeting.endsWith(',')).toBe(true);
      }),
    );
  });

  it('the full name always ends with first and last name, single-spaced', () => {
    fc.assert(
      fc.property(person, (p) => {
        const name = fullName(p);
        expect(name.endsWith(`${p.firstname} ${p.lastname}`)).toBe(true);
        expect(name).not.toMatch(/\s{2}|^\s|\s$/);
      }),
    );
  });
});
