import type { Temporal } from 'temporal-polyfill';
import { formatDate } from '../calendar/calendar';
import type { ParticipantStatus } from './participant-status';

export interface ParticipantState {
  readonly status: ParticipantStatus;
  readonly reservedUntil: Temporal.Instant | null;
  /** 1 for the next on the waiting list; null when not waiting or the place is unknown. */
  readonly waitlistPosition: number | null;
  /** Seats held for colleagues not named yet (domain/cart/held-seats); absent for a named participant. */
  readonly heldSeats?: number;
}

/**
 * How the portal names where a participant stands ('gebucht', 'reserviert bis 12.03.2027' …);
 * held seats say how many ('3 Plätze reserviert bis 12.03.2027', '1 Platz gebucht').
 */
export const participantStateText = (state: ParticipantState): string => {
  if (state.heldSeats === undefined) return oneSeatText(state);
  const seats = state.heldSeats === 1 ? '1 Platz' : `${String(state.heldSeats)} Plätze`;
  switch (state.status) {
    case 'lapsed':
      return `Reservierung für ${seats} abgelaufen`;
    case 'expired':
      return `Angebot der Warteliste für ${seats} abgelaufen`;
    default:
      return `${seats} ${oneSeatText(state)}`;
  }
};

const oneSeatText = ({ status, reservedUntil, waitlistPosition }: ParticipantState): string => {
  switch (status) {
    case 'booked':
      return 'gebucht';
    case 'reserved':
      return reservedUntil === null ? 'reserviert' : `reserviert bis ${formatDate(reservedUntil)}`;
    case 'waitlisted':
      return waitlistPosition === null ? 'auf der Warteliste' : `auf der Warteliste Platz ${String(waitlistPosition)}`;
    case 'cancelled':
      return 'storniert';
    case 'lapsed':
      return 'Reservierung abgelaufen';
    case 'expired':
      return 'Angebot der Warteliste abgelaufen';
  }
};
