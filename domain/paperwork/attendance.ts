import { Temporal } from 'temporal-polyfill';
import type { ParticipantStatus } from '../cart/participant-status';

/**
 * A certificate of attendance (Teilnahmebescheinigung) is issued once the seminar has ended,
 * only for a participant whose seat was booked (a reservation, a place on the waiting list or a
 * cancelled seat attended nothing) and whose attendance staff recorded from the trainer's list.
 */
export const mayCertifyAttendance = (status: ParticipantStatus, attended: boolean, eventEnd: Temporal.Instant, now: Temporal.Instant): boolean =>
  status === 'booked' && attended && Temporal.Instant.compare(now, eventEnd) >= 0;

/** Attendance is recorded for a booked participant once the seminar has begun (from the trainer's signed list). */
export const mayRecordAttendance = (status: ParticipantStatus, eventStart: Temporal.Instant, now: Temporal.Instant): boolean =>
  status === 'booked' && Temporal.Instant.compare(now, eventStart) >= 0;
