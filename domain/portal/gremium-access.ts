import type { GremiumRole } from './gremium-membership';

/** What a caller wants to do with a Gremium: read its pages, or change members, invitations and settings. */
export type GremiumAction = 'read' | 'change';

/** The caller's seat: their Gremium and role, or null for an account outside every Gremium. */
export interface CallerSeat {
  readonly gremiumId: number;
  readonly role: GremiumRole;
}

/**
 * Who may do what (spec §6, Gremium user): every member reads the Gremium's pages; only its
 * admins change anything. 'notMember' for an account outside any Gremium.
 */
export type GremiumAccess = 'allowed' | 'notMember' | 'adminsOnly';

export const gremiumAccess = (caller: CallerSeat | null, action: GremiumAction): GremiumAccess => {
  if (caller === null) return 'notMember';
  if (action === 'change' && caller.role !== 'admin') return 'adminsOnly';
  return 'allowed';
};

/**
 * Whether an account (by its Gremium) is visible to the caller at all: another Gremium's member
 * is answered as unknown, so ids do not tell which accounts exist elsewhere.
 */
export const isVisibleMember = (caller: CallerSeat, memberGremiumId: number | null): boolean => memberGremiumId === caller.gremiumId;
