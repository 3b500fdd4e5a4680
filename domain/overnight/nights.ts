import type { Temporal } from 'temporal-polyfill';
import { berlinDate } from '../calendar/calendar';

/**
 * Hotel nights between a start and an end: the Berlin calendar days from arrival to departure,
 * not 24-hour periods (a seminar from Monday 09:00 to Wednesday 12:00 has two nights). Never
 * negative, so an end before the start gives no night rather than a refund.
 */
export const nightsBetween = (start: Temporal.Instant, end: Temporal.Instant): number =>
  Math.max(0, berlinDate(start).until(berlinDate(end), { largestUnit: 'days' }).days);
