import type { RecommendationWire } from '../../../application/recommendations/recommendations.codecs';
import { formatDate } from '../../../domain/calendar/calendar';
import { linkTo, type Here, type SiteLink } from './site-link';

/** A recommendation as a page shows it: JSON-safe, linked for the host it is shown on. */
export interface RecommendationCard extends SiteLink {
  readonly kind: RecommendationWire['kind'];
  readonly title: string;
  /** Why it is shown ('Gleiches Thema: Arbeitszeit'). */
  readonly reason: string;
  readonly teaser: string | null;
  /** A seminar's or conference's next date, German (dd.mm.yyyy); news and videos show none. */
  readonly nextDate: string | null;
  /** The title of the seminar (of several) it follows from. */
  readonly subject: string | null;
}

/** Only these carry a date still to come (the service leaves out past ones); a news item's date is its publication. */
const DATED: ReadonlySet<RecommendationWire['kind']> = new Set(['theme', 'conference']);

/** The cards of the port's answer, in its (deterministic) order. */
export const recommendationCards = (items: readonly RecommendationWire[], here: Here): readonly RecommendationCard[] =>
  items.map((item) => ({
    kind: item.kind,
    title: item.title,
    ...linkTo(item.site, item.path, here),
    reason: item.reason,
    teaser: item.teaser ?? null,
    nextDate: DATED.has(item.kind) && item.date !== undefined ? formatDate(item.date) : null,
    subject: item.subject ?? null,
  }));
