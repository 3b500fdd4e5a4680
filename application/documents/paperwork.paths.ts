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
 * The page a browser is shown in place of a refused PDF, at the PDF's own address (so the page
 * hydrates on it): the reason rides in the rendered path's query as a key of PAPERWORK_MESSAGES,
 * never free text, and the server builds that path itself (a visitor's query is not passed on).
 */
export const PAPERWORK_REFUSED_PATH = '/meinifb/teilnahme/:id/:paper';
export const paperworkRefusedPath = (participantId: number, kind: PaperworkKind, reason: PaperworkRefusal): string =>
  `${paperworkPath(participantId, kind)}?grund=${encodeURIComponent(reason)}`;
