import { berlinDateText } from '../../dates/instant-text';

// Intl, not Temporal: the works-council pages render these in the browser too (domain/calendar/instant-text.ts).

/** dd.mm.yyyy of an ISO instant, in Berlin (the date a reader expects). */
export const germanDate = (iso: string | null): string | null => (iso === null ? null : berlinDateText(iso));

/** dd.mm.yyyy of an ISO calendar date ('2026-03-14'). */
export const germanPlainDate = (iso: string): string => {
  const date = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (date === null) throw new RangeError(`not an ISO date: ${iso}`);
  const [, year, month, day] = date;
  return `${day ?? ''}.${month ?? ''}.${year ?? ''}`;
};
