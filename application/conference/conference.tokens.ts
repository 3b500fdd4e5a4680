import { token } from '../tokens';
import type { ConferenceBookingsForRequest } from './conference-booking.port';
import type { ConferenceRegistrationStore } from './conference-registration.repository';

export const CONFERENCE_REGISTRATION_STORE = token<ConferenceRegistrationStore>('ConferenceRegistrationStore');
export const CONFERENCE_BOOKINGS = token<ConferenceBookingsForRequest>('ConferenceBookings');
