import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { AFTERNOON, END_OF_DAY, MORNING, NOON, pickFirstDay, pickModuleFirstDays, scheduleWindow, timeSlot } from './event-schedule';
import { createRng } from './prng';

const date = (iso: string): Temporal.PlainDate => Temporal.PlainDate.from(iso);
const mondays = (now: string): string[] => scheduleWindow(Temporal.Instant.from(now)).weeks.map(String);

describe('scheduleWindow', () => {
  const weeks = mondays('2026-03-10T10:00:00Z');

  it('starts with the first whole week after today and ends before now + 12 months', () => {
    expect(weeks[0]).toBe('2026-03-16');
    expect(weeks.at(-1)).toBe('2027-03-01');
  });

  it('leaves out weeks with a public holiday and the weeks around Christmas', () => {
    for (const monday of ['2026-03-30', '2026-04-06', '2026-04-27', '2026-05-11', '2026-05-25', '2026-12-21', '2026-12-28']) {
      expect(weeks).not.toContain(monday);
    }
    for (const monday of ['2026-04-13', '2026-05-04', '2026-09-28', '2026-12-14', '2027-01-04']) {
      expect(weeks).toContain(monday);
    }
  });

  it('starts on tomorrow when tomorrow is a Monday, judged by the Berlin calendar', () => {
    // Sunday 22:30 UTC is still Sunday in Berlin in winter (23:30), so Monday is tomorrow.
    expect(mondays('2026-01-11T22:30:00Z')[0]).toBe('2026-01-12');
    // Sunday 23:30 UTC is already Monday 00:30 in Berlin: the next whole week starts a week later.
    expect(mondays('2026-01-11T23:30:00Z')[0]).toBe('2026-01-19');
  });
});

describe('timeSlot', () => {
  it('places Berlin wall-clock times on the right UTC instants across the DST switch', () => {
    expect(timeSlot(date('2026-03-27'), 1, MORNING, END_OF_DAY)).toEqual({
      startAt: '2026-03-27T08:00:00Z',
      endAt: '2026-03-27T15:30:00Z',
    });
    expect(timeSlot(date('2026-03-26'), 5, AFTERNOON, END_OF_DAY)).toEqual({
      startAt: '2026-03-26T12:00:00Z',
      endAt: '2026-03-30T14:30:00Z',
    });
    expect(timeSlot(date('2026-10-26'), 1, MORNING, NOON)).toEqual({
      startAt: '2026-10-26T08:00:00Z',
      endAt: '2026-10-26T11:30:00Z',
    });
  });
});

describe('pickFirstDay', () => {
  it('lets a five-day seminar start only on a Monday and any seminar end by Friday', () => {
    const window = scheduleWindow(Temporal.Instant.from('2026-03-10T10:00:00Z'));
    const rng = createRng(11);
    for (let i = 0; i < 50; i++) {
      expect(pickFirstDay(rng, window, 5).dayOfWeek).toBe(1);
      expect(pickFirstDay(rng, window, 3).dayOfWeek).toBeLessThanOrEqual(3);
    }
  });
});

describe('pickModuleFirstDays', () => {
  const window = scheduleWindow(Temporal.Instant.from('2026-03-10T10:00:00Z'));

  it('spaces the modules of a series at least four weeks apart, in order', () => {
    const modules = pickModuleFirstDays(createRng(5), window, [5, 3, 4, 5, 3, 4]);
    expect(modules.map((module) => module.days)).toEqual([5, 3, 4, 5, 3, 4]);
    modules.slice(1).forEach((module, index) => {
      const previous = modules[index]!;
      expect(previous.firstDay.until(module.firstDay).days).toBeGreaterThanOrEqual(4 * 7 - 4);
    });
  });

  it('cannot place a series longer than the window', () => {
    const shortWindow = { weeks: window.weeks.slice(0, 10) };
    expect(() => pickModuleFirstDays(createRng(5), shortWindow, [3, 3, 3, 3])).toThrow(RangeError);
  });
});
