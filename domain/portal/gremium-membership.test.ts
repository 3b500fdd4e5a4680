import { describe, expect, it } from 'vitest';
import { seatChangeProblem } from './gremium-membership';

const SEATS = [
  { userId: 2, role: 'admin' as const },
  { userId: 3, role: 'member' as const },
  { userId: 4, role: 'member' as const },
];

describe('seatChangeProblem', () => {
  it('lets members change role or leave while an admin remains', () => {
    expect(seatChangeProblem(SEATS, 3, 'admin')).toBeUndefined();
    expect(seatChangeProblem(SEATS, 4, null)).toBeUndefined();
    expect(seatChangeProblem([...SEATS, { userId: 5, role: 'admin' }], 2, 'member')).toBeUndefined();
  });

  it('keeps the last admin from stepping down or leaving', () => {
    const message =
      'Ein Gremium braucht mindestens eine Person mit Administrationsrechten. Bitte ernennen Sie zuerst ein anderes Mitglied zur Administration.';
    expect(seatChangeProblem(SEATS, 2, 'member')).toBe(message);
    expect(seatChangeProblem(SEATS, 2, null)).toBe(message);
  });

  it('refuses a person outside the Gremium', () => {
    expect(seatChangeProblem(SEATS, 9, 'member')).toBe('Diese Person gehört nicht zu Ihrem Gremium.');
  });
});
