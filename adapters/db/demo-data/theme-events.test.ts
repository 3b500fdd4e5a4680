import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { scheduleWindow } from './event-schedule';
import { createRng } from './prng';
import { seminarEvents, seriesEvent, sortedByStart } from './theme-events';
import type { ThemeContext } from './theme-events';

const context = (seed: number): ThemeContext => ({
  rng: createRng(seed),
  window: scheduleWindow(Temporal.Instant.from('2026-03-10T10:00:00Z')),
  priceLevel: 4,
});

describe('seminarEvents', () => {
  it('offers the first date in presence and the second online', () => {
    const [first, second] = seminarEvents(context(1), 3, 6);
    expect(first).toMatchObject({ isOnline: false, modules: [] });
    expect(first!.hotelId).toBeGreaterThan(100);
    expect(second).toMatchObject({ isOnline: true, hotelId: null, modules: [] });
  });

  it('condenses a five-day seminar online to at most three days', () => {
    const online = seminarEvents(context(2), 5, 40).filter((event) => event.isOnline);
    expect(online.length).toBeGreaterThan(1);
    for (const event of online) {
      const start = Temporal.Instant.from(event.slot.startAt);
      const end = Temporal.Instant.from(event.slot.endAt);
      expect(start.until(end).total('hours')).toBeLessThan(3 * 24);
    }
  });
});

describe('seriesEvent', () => {
  it('spans its modules and holds a presence series at a venue, an online series without one', () => {
    const presence = seriesEvent(context(3), 4, false);
    expect(presence.modules).toHaveLength(4);
    expect(presence.slot).toEqual({ startAt: presence.modules[0]!.slot.startAt, endAt: presence.modules[3]!.slot.endAt });
    expect(presence.hotelId).toBe(presence.modules[0]!.hotelId);
    expect(presence.isOnline).toBe(false);

    const online = seriesEvent(context(3), 3, true);
    expect(online).toMatchObject({ isOnline: true, hotelId: null });
    expect(online.modules.map((module) => module.hotelId)).toEqual([null, null, null]);
  });

  it('tours several venues in some series and stays at one hotel in others', () => {
    const venueCounts = Array.from({ length: 20 }, (_, seed) => new Set(seriesEvent(context(seed), 5, false).modules.map((m) => m.hotelId)).size);
    expect(venueCounts).toContain(1);
    expect(venueCounts.some((count) => count > 1)).toBe(true);
  });

  it('needs at least one module', () => {
    expect(() => seriesEvent(context(4), 0, false)).toThrow(RangeError);
  });
});

describe('sortedByStart', () => {
  it('orders dates by their start instant', () => {
    const drafts = seminarEvents(context(5), 2, 9);
    const starts = sortedByStart(drafts).map((draft) => Temporal.Instant.from(draft.slot.startAt).epochMilliseconds);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(sortedByStart(drafts)).toHaveLength(drafts.length);
  });
});
