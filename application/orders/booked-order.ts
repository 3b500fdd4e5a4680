import type { Temporal } from 'temporal-polyfill';
import type { BookingType } from '../../domain/cart/booking-type';
import type { ParticipantStatus } from '../../domain/cart/participant-status';
import type { Cents } from '../../domain/money/money';
import type { Bookable } from './bookable';
import type { Person } from './orders.repository';

/**
 * One request for seats: a named participant's seat, or a group of seats one person holds
 * together (a reservation of N seats, a waiting-list entry of its own).
 */
export interface SeatRequest extends Person {
  readonly function: string;
  readonly bookingType: BookingType;
  readonly hotelOverNightOption: string;
  readonly seats: number;
}

/** The requests of an order for one bookable, in the order they were entered. */
export interface BookingLine {
  readonly eventId: number;
  readonly requests: readonly SeatRequest[];
}

export interface BookedSeat {
  readonly request: SeatRequest;
  readonly participantId: number;
  readonly status: Extract<ParticipantStatus, 'booked' | 'reserved' | 'waitlisted'>;
  /** Euro cents for the request's seats, at the tiers of its positions (domain/pricing). */
  readonly price: Cents;
  readonly reservedUntil: Temporal.Instant | null;
  readonly waitlistEntryId: string | undefined;
  readonly waitlistPosition: number | undefined;
}

export interface BookedLine {
  readonly bookable: Bookable;
  readonly seats: readonly BookedSeat[];
}

/** What an order came to: its number, prices and, per bookable, who got which seat. */
export interface BookedOrder {
  readonly orderId: number;
  readonly orderNumber: string;
  readonly orderedAt: Temporal.Instant;
  readonly total: Cents;
  readonly groupDiscount: Cents;
  readonly lines: readonly BookedLine[];
}
