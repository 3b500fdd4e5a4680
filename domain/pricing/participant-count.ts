import * as O from 'fp-ts/Option';
import * as RNEA from 'fp-ts/ReadonlyNonEmptyArray';

/**
 * A positive whole number of participants. The brand keeps a raw number (a count from a form,
 * zero, a negative) from reaching the price rules, which are only defined from one participant.
 */
export type ParticipantCount = number & { readonly __brand: 'ParticipantCount' };

/**
 * A 1-based participant position in a booking. Position k is also the number of participants
 * up to and including k, so it shares the brand.
 */
export type ParticipantPosition = ParticipantCount;

export const isParticipantCount = (value: number): value is ParticipantCount =>
  Number.isSafeInteger(value) && value >= 1;

/** For untrusted input (a form, a query): none when the value is not a positive whole number. */
export const decodeParticipantCount = (value: number): O.Option<ParticipantCount> =>
  isParticipantCount(value) ? O.some(value) : O.none;

/** For values the code itself vouches for; throws, since anything else is a bug in the caller. */
export const participantCount = (value: number): ParticipantCount => {
  if (!isParticipantCount(value)) throw new RangeError(`Not a positive whole number of participants: ${value}`);
  return value;
};

export const ONE_PARTICIPANT: ParticipantCount = participantCount(1);

/** Positions 1..count, in booking order; never empty, since a count is at least one. */
export const participantPositions = (count: ParticipantCount): RNEA.ReadonlyNonEmptyArray<ParticipantPosition> =>
  RNEA.map(participantCount)(RNEA.range(1, count));
