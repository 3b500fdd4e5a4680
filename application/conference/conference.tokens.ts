import { token } from '../tokens';
import type { ConferenceBookingsForRequest } from './conference-booking.port';
import type { ConferenceBookingStore } from './conference-booking.repository';

export const CONFERENCE_BOOKING_STORE = token<ConferenceBookingStore>('ConferenceBookingStore');
export const CONFERENCE_BOOKINGS = token<ConferenceBookingsForRequest>('ConferenceBookings');
