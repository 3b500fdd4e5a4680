export const GREMIUM_ROLES = ['member', 'admin'] as const;
export type GremiumRole = (typeof GREMIUM_ROLES)[number];

export interface GremiumSeat {
  readonly userId: number;
  readonly role: GremiumRole;
}

export const GREMIUM_MESSAGES = {
  lastAdmin:
    'Ein Gremium braucht mindestens eine Person mit Administrationsrechten. Bitte ernennen Sie zuerst ein anderes Mitglied zur Administration.',
  notAMember: 'Diese Person gehört nicht zu Ihrem Gremium.',
} as const;

const adminsAfter = (seats: readonly GremiumSeat[], userId: number, role: GremiumRole | null): number =>
  seats.filter((seat) => (seat.userId === userId ? role === 'admin' : seat.role === 'admin')).length;

/**
 * Whether a member may get the new role (null: leave the Gremium). Someone must stay able to
 * manage members and settings, so the last admin can neither step down nor leave.
 */
export const seatChangeProblem = (seats: readonly GremiumSeat[], userId: number, role: GremiumRole | null): string | undefined => {
  if (!seats.some((seat) => seat.userId === userId)) return GREMIUM_MESSAGES.notAMember;
  return adminsAfter(seats, userId, role) === 0 ? GREMIUM_MESSAGES.lastAdmin : undefined;
};
