import { describe, expect, it } from 'vitest';
import { cents } from '../money/money';
import { planCost, type PlannedSeminar, type SeminarPrices } from './plan-cost';

const event = (eventId: number): PlannedSeminar => ({ kind: 'event', eventId });
const theme = (slug: string): PlannedSeminar => ({ kind: 'theme', slug });

const TIERED: SeminarPrices = { prices: { price: cents(100_000), priceParticipantTwo: cents(90_000) }, estimate: false };
const FROM_THEME: SeminarPrices = { prices: { price: cents(50_000) }, estimate: true };

const prices = (seminar: PlannedSeminar): SeminarPrices | undefined =>
  seminar.kind === 'event' ? (seminar.eventId === 1 ? TIERED : undefined) : seminar.slug === 'betrvg-1' ? FROM_THEME : undefined;

describe('planCost', () => {
  it('books members of the same seminar together: the second pays the second tier', () => {
    const cost = planCost(
      [
        { seminar: event(1), title: 'BetrVG Teil 1' },
        { seminar: event(1), title: 'BetrVG Teil 1' },
      ],
      prices,
    );
    expect(cost.lines).toEqual([{ seminar: event(1), title: 'BetrVG Teil 1', participants: 2, total: cents(190_000), estimate: false }]);
    expect(cost.total).toBe(cents(190_000));
    expect(cost.estimate).toBe(false);
  });

  it('a theme without a chosen date counts with its cheapest date and makes the total an estimate', () => {
    const cost = planCost(
      [
        { seminar: event(1), title: 'A' },
        { seminar: theme('betrvg-1'), title: 'B' },
      ],
      prices,
    );
    expect(cost.total).toBe(cents(150_000));
    expect(cost.estimate).toBe(true);
  });

  it('leaves seminars without a price out of the total and counts their members', () => {
    const cost = planCost(
      [
        { seminar: theme('ohne-termin'), title: 'C' },
        { seminar: theme('ohne-termin'), title: 'C' },
        { seminar: event(1), title: 'A' },
      ],
      prices,
    );
    expect(cost.total).toBe(cents(100_000));
    expect(cost.unpriced).toBe(2);
    expect(cost.lines[0]?.total).toBeNull();
  });

  it('an empty plan costs nothing', () => {
    expect(planCost([], prices)).toEqual({ lines: [], total: cents(0), estimate: false, unpriced: 0 });
  });
});
