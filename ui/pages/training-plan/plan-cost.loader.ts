import * as E from 'fp-ts/Either';
import type { ThemeDetailWire } from '../../../application/catalogue/theme.codecs';
import type { PlanEntryWire } from '../../../application/training-plan/training-plan.codecs';
import { formatEuro } from '../../../domain/money/money';
import { planCost, type PlannedSeminar, type SeminarPrices } from '../../../domain/training-plan/plan-cost';
import { resolveService, type PageContainer } from '../../di/page-container';
import { CATALOGUE } from '../../di/ui.tokens';

/** A cost line as the page shows it (JSON-safe, formatted for de-DE). */
export interface CostLineView {
  readonly title: string;
  readonly participants: number;
  /** '1.290,00 €', or null when the seminar has no price yet. */
  readonly total: string | null;
  readonly estimate: boolean;
}

export interface PlanCostView {
  readonly lines: readonly CostLineView[];
  readonly total: string;
  readonly estimate: boolean;
  readonly unpriced: number;
}

const seminarOf = (entry: PlanEntryWire): PlannedSeminar =>
  entry.eventId === null ? { kind: 'theme', slug: entry.themeSlug ?? '' } : { kind: 'event', eventId: entry.eventId };

const keyOf = (seminar: PlannedSeminar): string => (seminar.kind === 'event' ? `e${String(seminar.eventId)}` : `t${seminar.slug}`);

/** A theme with its upcoming dates, read once per page however many entries name it; undefined when unknown. */
export type ThemeReader = (slug: string) => Promise<ThemeDetailWire | undefined>;

export const themeReader = (container: PageContainer): ThemeReader => {
  const read = new Map<string, Promise<ThemeDetailWire | undefined>>();
  return (slug) => {
    const known = read.get(slug);
    if (known !== undefined) return known;
    const reading = resolveService(container, CATALOGUE)
      .theme(slug)()
      .then((theme) => (E.isRight(theme) ? theme.right : undefined));
    read.set(slug, reading);
    return reading;
  };
};

/** The prices of one planned seminar from the catalogue: a date's own, or a theme's cheapest upcoming date's. */
const pricesOf = async (container: PageContainer, themes: ThemeReader, seminar: PlannedSeminar): Promise<SeminarPrices | undefined> => {
  if (seminar.kind === 'event') {
    const event = await resolveService(container, CATALOGUE).consumerEvent({ eventId: seminar.eventId, relations: new Set(['content']) })();
    return E.isRight(event) && event.right.content !== undefined ? { prices: event.right.content.prices, estimate: false } : undefined;
  }
  const theme = await themes(seminar.slug);
  if (theme?.cheapest == null) return undefined;
  const cheapestId = theme.cheapest.eventId;
  const cheapest = theme.events.find((event) => event.eventId === cheapestId);
  return cheapest === undefined ? undefined : { prices: cheapest.prices, estimate: true };
};

/**
 * The plan's cost as the page shows it: prices from the catalogue, the sum from the pricing
 * rules (domain/training-plan/plan-cost). A seminar the catalogue cannot price counts apart.
 */
export const planCostView = async (container: PageContainer, entries: readonly PlanEntryWire[], themes: ThemeReader = themeReader(container)): Promise<PlanCostView> => {
  const seminars = new Map(entries.map((entry) => [keyOf(seminarOf(entry)), seminarOf(entry)]));
  const prices = new Map(await Promise.all([...seminars].map(async ([key, seminar]) => [key, await pricesOf(container, themes, seminar)] as const)));
  const cost = planCost(
    entries.map((entry) => ({ seminar: seminarOf(entry), title: entry.title })),
    (seminar) => prices.get(keyOf(seminar)),
  );
  return {
    lines: cost.lines.map((line) => ({
      title: line.title,
      participants: line.participants,
      total: line.total === null ? null : formatEuro(line.total),
      estimate: line.estimate,
    })),
    total: formatEuro(cost.total),
    estimate: cost.estimate,
    unpriced: cost.unpriced,
  };
};
