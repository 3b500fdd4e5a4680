/** Why a paper of a participation is not given, in German; the status each is answered with. */
export const PAPERWORK_MESSAGES = {
  unknown: 'Diese Teilnahme gibt es nicht.',
  notSeated: 'Für eine stornierte, verfallene oder wartende Teilnahme gibt es keine Unterlagen.',
  certificateNotYet: 'Die Teilnahmebescheinigung gibt es nach dem Ende des Seminars, für gebuchte Teilnehmende, deren Teilnahme erfasst ist.',
} as const;
export type PaperworkRefusal = keyof typeof PAPERWORK_MESSAGES;

export const PAPERWORK_REFUSAL_STATUS: Readonly<Record<PaperworkRefusal, number>> = { unknown: 404, notSeated: 409, certificateNotYet: 409 };

/** The refusal a message stands for (the service's answers carry the message). */
export const paperworkRefusalOf = (message: string): PaperworkRefusal | undefined =>
  (Object.keys(PAPERWORK_MESSAGES) as PaperworkRefusal[]).find((key) => PAPERWORK_MESSAGES[key] === message);
