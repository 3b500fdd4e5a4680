import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, byDay, dayLabel, initialsOf, timeOf } from './slot-text';

describe('slot texts', () => {
  it('reads the Berlin day and time off the wire text', () => {
    expect(timeOf('2026-11-23T09:30:00+01:00')).toBe('09:30');
    expect(dayLabel('2026-11-23')).toBe('Montag, 23.11.2026');
  });

  it('names the weekday as Intl does, without asking it', () => {
    const weekday = new Intl.DateTimeFormat('de-DE', { weekday: 'long', timeZone: 'UTC' });
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true }), (date) => {
        const day = date.toISOString().slice(0, 10);
        expect(dayLabel(day)).toBe(`${weekday.format(new Date(`${day}T00:00:00Z`))}, ${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`);
      }),
    );
  });

  it('moves by days across months and years', () => {
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2027-03-01', -7)).toBe('2027-02-22');
  });

  it('groups slots by day in order', () => {
    const slots = [{ start: '2026-11-23T09:00:00+01:00' }, { start: '2026-11-23T09:30:00+01:00' }, { start: '2026-11-24T09:00:00+01:00' }];
    expect(byDay(slots).map((day) => [day.day, day.slots.length])).toEqual([
      ['2026-11-23', 2],
      ['2026-11-24', 1],
    ]);
  });

  it('takes first and last name for the initials, not a title', () => {
    expect(initialsOf('Dr. Miriam Albers')).toBe('MA');
    expect(initialsOf('Hans Peter Müller-Lüdenscheidt')).toBe('HM');
    expect(initialsOf('Sabine Krüger')).toBe('SK');
  });
});
