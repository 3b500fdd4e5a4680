import type { ParticipantPosition } from '../pricing/participant-count';

/** '1. Teilnehmer', '2. Teilnehmer' … (spec §9). */
export const participantLabel = (position: ParticipantPosition): string => `${position}. Teilnehmer`;
