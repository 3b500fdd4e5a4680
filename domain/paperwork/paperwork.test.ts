import { Temporal } from 'temporal-polyfill';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PARTICIPANT_STATUSES } from '../cart/participant-status';
import { instant } from '../cart/cart.arbitraries';
import { mayCertifyAttendance, mayRecordAttendance } from './attendance';
import { REPRESENTATION_LAW, representationOf } from './representation';

describe('which law sends a member to a seminar', () => {
  it('is the SBV law for a seminar only for the SBV', () => {
    expect(representationOf(['Vertrauenspersonen der schwerbehinderten Menschen', 'stellvertretende Mitglieder der SBV'])).toBe('SBV');
    expect(REPRESENTATION_LAW.SBV.trainingBasis).toBe('§ 179 Abs. 4 Satz 3 SGB IX');
  });

  it('is the JAV law for a seminar only for the JAV', () => {
    expect(representationOf(['Mitglieder der JAV'])).toBe('JAV');
    expect(REPRESENTATION_LAW.JAV.trainingBasis).toContain('§ 65');
  });

  it('is the works council law for a mixed audience and when the data says nothing', () => {
    expect(representationOf(['Betriebsratsmitglieder', 'Vertrauenspersonen der schwerbehinderten Menschen'])).toBe('BR');
    expect(representationOf([])).toBe('BR');
    expect(REPRESENTATION_LAW.BR.trainingBasis).toBe('§ 37 Abs. 6 BetrVG');
    expect(REPRESENTATION_LAW.BR.costBasis).toBe('§ 40 BetrVG');
  });
});

describe('the certificate of attendance', () => {
  const end = Temporal.Instant.from('2027-03-12T15:00:00Z');

  it('is issued from the end of the seminar on, for a booked participant whose attendance was recorded', () => {
    expect(mayCertifyAttendance('booked', true, end, end.subtract({ seconds: 1 }))).toBe(false);
    expect(mayCertifyAttendance('booked', true, end, end)).toBe(true);
  });

  it('is never issued without recorded attendance', () => {
    fc.assert(
      fc.property(instant, instant, (eventEnd, now) => {
        expect(mayCertifyAttendance('booked', false, eventEnd, now)).toBe(false);
      }),
    );
  });

  it('lets staff record attendance of a booked participant once the seminar has begun', () => {
    const start = Temporal.Instant.from('2027-03-10T08:00:00Z');
    expect(mayRecordAttendance('booked', start, start.subtract({ seconds: 1 }))).toBe(false);
    expect(mayRecordAttendance('booked', start, start)).toBe(true);
    expect(mayRecordAttendance('reserved', start, end)).toBe(false);
  });

  it('is never issued for a participant who was not booked', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PARTICIPANT_STATUSES.filter((status) => status !== 'booked')), instant, instant, (status, eventEnd, now) => {
        expect(mayCertifyAttendance(status, true, eventEnd, now)).toBe(false);
      }),
    );
  });
});
