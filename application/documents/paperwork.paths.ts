import type { PaperworkRefusal } from './paperwork.messages';

/**
 * The papers of one participation (portal and confirmation mail link to them). Plain links
 * with the session cookie: a visitor is sent to the login and comes back to the paper.
 */
export const PAPERWORK_KINDS = ['entsendungsbeschluss', 'kostenuebernahme', 'teilnahmebescheinigung'] as const;
export type PaperworkKind = (typeof PAPERWORK_KINDS)[number];

export const PAPERWORK_TITLES: Readonly<Record<PaperworkKind, string>> = {
  entsendungsbeschluss: 'Entsendungsbeschluss',
  kostenuebernahme: 'Kostenübernahme',
  teilnahmebescheinigung: 'Teilnahmebescheinigung',
};

export const PAPERWORK_PATH = '/meinifb/teilnahme/:id/:kind.pdf';

export const paperworkPath = (participantId: number, kind: PaperworkKind): string => `/meinifb/teilnahme/${String(participantId)}/${kind}.pdf`;

/**
 * Where a browser is shown, in place of the PDF, why a paper is not there (yet): the reason is a
 * key of PAPERWORK_MESSAGES, never free text, so the address cannot make the page say anything else.
 */
export const PAPERWORK_REFUSED_PATH = '/meinifb/teilnahme/:id/papier/:kind';
export const paperworkRefusedPath = (participantId: number, kind: PaperworkKind, reason: PaperworkRefusal): string =>
  `/meinifb/teilnahme/${String(participantId)}/papier/${kind}?grund=${encodeURIComponent(reason)}`;
