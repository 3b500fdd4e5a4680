/** Who asks about a participant's booking. */
export interface BookingCaller {
  readonly userId: number;
  readonly email: string;
  readonly gremiumId: number | null;
  readonly gremiumAdmin: boolean;
}

/** The booking as far as access goes: who ordered it, for whom, for which Gremium. */
export interface BookingOwners {
  readonly orderUserId: number | null;
  readonly orderGremiumId: number | null;
  /** The participant's e-mail address. */
  readonly email: string;
}

const sameAddress = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Who may see and change a participant's booking (and its papers): the account that ordered
 * it, the participant (the same e-mail address), and the admins of the Gremium it was ordered for.
 */
export const mayManageBooking = (caller: BookingCaller, booking: BookingOwners): boolean =>
  booking.orderUserId === caller.userId ||
  sameAddress(booking.email, caller.email) ||
  (caller.gremiumAdmin && booking.orderGremiumId !== null && booking.orderGremiumId === caller.gremiumId);
