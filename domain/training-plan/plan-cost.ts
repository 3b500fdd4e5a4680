import type { PriceRecord } from '../event/event';
import { sumCents, type Cents } from '../money/money';
import { participantCount } from '../pricing/participant-count';
import { totalPrice } from '../pricing/pricing';

/** What a plan entry books: a fixed date, or a theme whose date is not chosen yet. */
export type PlannedSeminar = { readonly kind: 'event'; readonly eventId: number } | { readonly kind: 'theme'; readonly slug: string };

/** The prices one seminar of the plan costs; for a theme, those of its cheapest upcoming date. */
export interface SeminarPrices {
  readonly prices: PriceRecord;
  /** True for a theme priced by its cheapest date: the real date may cost more. */
  readonly estimate: boolean;
}

export interface PlanCostLine {
  readonly seminar: PlannedSeminar;
  readonly title: string;
  readonly participants: number;
  /** Null when the seminar has no price (a theme without an upcoming date). */
  readonly total: Cents | null;
  readonly estimate: boolean;
}

export interface PlanCost {
  readonly lines: readonly PlanCostLine[];
  readonly total: Cents;
  /** Some line is priced by its theme's cheapest date: the total reads 'ab'. */
  readonly estimate: boolean;
  /** Entries left out of the total because their seminar has no price. */
  readonly unpriced: number;
}

const keyOf = (seminar: PlannedSeminar): string => (seminar.kind === 'event' ? `event:${String(seminar.eventId)}` : `theme:${seminar.slug}`);

/**
 * The cost of a plan: members planned for the same seminar are booked together, so each
 * seminar costs the tiered total for its participant count (domain/pricing, spec §9), not
 * n times the single price. Lines keep the order in which the plan first names a seminar.
 */
export const planCost = (
  entries: readonly { readonly seminar: PlannedSeminar; readonly title: string }[],
  pricesOf: (seminar: PlannedSeminar) => SeminarPrices | undefined,
): PlanCost => {
  const groups = new Map<string, { seminar: PlannedSeminar; title: string; participants: number }>();
  for (const entry of entries) {
    const key = keyOf(entry.seminar);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, { seminar: entry.seminar, title: entry.title, participants: 1 });
    else group.participants += 1;
  }
  const lines = [...groups.values()].map(({ seminar, title, participants }): PlanCostLine => {
    const priced = pricesOf(seminar);
    return {
      seminar,
      title,
      participants,
      total: priced === undefined ? null : totalPrice(priced.prices, participantCount(participants)),
      estimate: priced?.estimate ?? false,
    };
  });
  return {
    lines,
    total: sumCents(lines.flatMap((line) => (line.total === null ? [] : [line.total]))),
    estimate: lines.some((line) => line.total !== null && line.estimate),
    unpriced: lines.filter((line) => line.total === null).reduce((count, line) => count + line.participants, 0),
  };
};
