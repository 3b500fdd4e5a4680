/**
 * The addresses of the legal texts, apart from the texts (legal-texts.ts): the route table every
 * page loads needs the addresses, only a legal page needs its text.
 */
export const LEGAL_PATHS = {
  impressum: '/impressum',
  datenschutz: '/datenschutz',
  agb: '/agb',
  barrierefreiheit: '/barrierefreiheit',
} as const;
