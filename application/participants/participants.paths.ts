import type { ParticipantListFormat } from './participant-list.codecs';

/** A date's participant list in the back office: the page (and its JSON), and its files. */
export const PARTICIPANT_PATHS = {
  list: '/manage/termine/:eventId/teilnehmer',
  file: '/manage/termine/:eventId/teilnehmer/:file',
} as const;

export const participantListPath = (eventId: number): string => `/manage/termine/${String(eventId)}/teilnehmer`;
export const participantFilePath = (eventId: number, format: ParticipantListFormat): string => `${participantListPath(eventId)}/teilnehmerliste.${format}`;
