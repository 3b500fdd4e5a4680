import { Temporal } from 'temporal-polyfill';
import { BERLIN } from '../calendar/calendar';
import { cents, type Cents } from '../money/money';
import type { ParticipantStatus } from './participant-status';

/**
 * The provider's cancellation terms (Stornobedingungen), as German seminar providers for works
 * councils commonly set them: a binding booking is free to cancel until six weeks before the
 * seminar begins, half the fee is due until two weeks before, the full fee after that. A
 * substitute (Ersatzteilnehmer) may take the seat at any time at no cost. A reservation and a
 * place on the waiting list bind nobody, so giving them up is always free.
 * These are the one source of the terms: the portal page shows them, the fee is computed from them.
 */
export const CANCELLATION_TERMS = {
  freeUntilWeeksBefore: 6,
  reducedUntilWeeksBefore: 2,
  /** Percent of the participant's fee due between the two limits. */
  reducedShare: 50,
} as const;

/** The terms in the provider's words, one sentence a line. */
export const CANCELLATION_TERMS_TEXT: readonly string[] = [
  `Eine Buchung können Sie bis ${String(CANCELLATION_TERMS.freeUntilWeeksBefore)} Wochen vor Seminarbeginn kostenfrei stornieren.`,
  `Bei einer Stornierung bis ${String(CANCELLATION_TERMS.reducedUntilWeeksBefore)} Wochen vor Seminarbeginn berechnen wir ${String(CANCELLATION_TERMS.reducedShare)} % der Seminargebühr, danach die volle Seminargebühr.`,
  'Statt zu stornieren können Sie jederzeit kostenfrei eine Ersatzteilnehmerin oder einen Ersatzteilnehmer benennen.',
  'Reservierungen und Plätze auf der Warteliste sind unverbindlich und kostenfrei zu stornieren.',
];

/** Percent of the fee due when the participant is cancelled at `now`. */
export type CancellationShare = 0 | typeof CANCELLATION_TERMS.reducedShare | 100;

const weeksBefore = (start: Temporal.Instant, weeks: number): Temporal.Instant =>
  start.toZonedDateTimeISO(BERLIN).subtract({ weeks }).toInstant();

/**
 * The share of the fee a cancellation at `now` costs: nothing for what did not bind (a
 * reservation, the waiting list), for a booking by the weeks left until the start (Berlin
 * calendar weeks, so the change to summer time moves no limit by an hour).
 */
export const cancellationShare = (status: ParticipantStatus, eventStart: Temporal.Instant, now: Temporal.Instant): CancellationShare => {
  if (status !== 'booked') return 0;
  if (Temporal.Instant.compare(now, weeksBefore(eventStart, CANCELLATION_TERMS.freeUntilWeeksBefore)) < 0) return 0;
  if (Temporal.Instant.compare(now, weeksBefore(eventStart, CANCELLATION_TERMS.reducedUntilWeeksBefore)) < 0) return CANCELLATION_TERMS.reducedShare;
  return 100;
};

/** The fee due for a share of the participant's price, rounded to whole cents (half a cent up). */
export const cancellationFee = (price: Cents, share: CancellationShare): Cents => cents(Math.round((price * share) / 100));
