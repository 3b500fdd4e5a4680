import { Temporal } from 'temporal-polyfill';
import type { ParticipantStatus } from '../cart/participant-status';

/**
 * A certificate of attendance (Teilnahmebescheinigung) is issued once the seminar has ended,
 * and only for a participant whose seat was booked: a reservation, a place on the waiting list
 * or a cancelled seat attended nothing.
 */
export const mayCertifyAttendance = (status: ParticipantStatus, eventEnd: Temporal.Instant, now: Temporal.Instant): boolean =>
  status === 'booked' && Temporal.Instant.compare(now, eventEnd) >= 0;
