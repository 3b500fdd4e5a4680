export interface FileCaller {
  readonly userId: number;
  readonly gremiumId: number | null;
  readonly siteAdmin: boolean;
}

export interface EventParticipant {
  readonly userId: number;
  readonly gremiumId: number | null;
}

/**
 * Photos and documents of an event are for the people who took part and for their Gremium
 * (which sends them and prepares the work with them), plus the provider's admins who put them there.
 */
export const mayReadEventFiles = (caller: FileCaller, participants: readonly EventParticipant[]): boolean =>
  caller.siteAdmin ||
  participants.some(
    (participant) => participant.userId === caller.userId || (caller.gremiumId !== null && participant.gremiumId === caller.gremiumId),
  );

/** A file goes away only by the provider's admins or by whoever put it there. */
export const mayDeleteEventFile = (caller: FileCaller, uploadedBy: number | null): boolean =>
  caller.siteAdmin || (uploadedBy !== null && uploadedBy === caller.userId);
