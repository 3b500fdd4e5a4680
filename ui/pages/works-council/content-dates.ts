import { Temporal } from 'temporal-polyfill';
import { formatDate, formatPlainDate } from '../../../domain/calendar/calendar';

// Apart from content-labels.ts: the labels are needed by the routes every page loads, Temporal only by the pages.
/** dd.mm.yyyy of an ISO instant, in Berlin (the date a reader expects). */
export const germanDate = (iso: string | null): string | null => (iso === null ? null : formatDate(Temporal.Instant.from(iso)));

/** dd.mm.yyyy of an ISO calendar date ('2026-03-14'). */
export const germanPlainDate = (iso: string): string => formatPlainDate(Temporal.PlainDate.from(iso));
