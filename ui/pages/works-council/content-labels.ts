import type { ContentKind } from '../../../application/content/content-kind';
import { LEXICON_PRODUCT } from '../../../application/content/content-paths';

/** How the site names each kind: the badge on a teaser, the heading of a listing, its path. */
export const KIND_LABEL: Readonly<Record<ContentKind, string>> = {
  article: 'Fachartikel',
  news: 'News',
  interview: 'BR-Magazin-Interview',
  law: 'Gesetz',
  lexicon: 'Lexikon',
  ruling: 'Urteil',
  faq: 'FAQ',
  guide: 'Leitfaden',
  download: 'Download',
  video: 'Video',
  job: 'Stellenangebot',
  'election-news': 'Wahl-News',
  entitlement: 'Schulungsanspruch',
};

export interface ListingText {
  readonly path: string;
  readonly title: string;
  readonly description: string;
}

/** The listing pages of the kinds that have one (spec §2, works-council host). */
export const LISTINGS = {
  article: {
    path: '/fachartikel',
    title: 'Fachartikel für Betriebsräte',
    description: 'Fachartikel zu Mitbestimmung, Arbeitsrecht und Betriebsratsarbeit: verständlich erklärt, mit Praxistipps.',
  },
  news: {
    path: '/news',
    title: 'News für Betriebsräte',
    description: 'Aktuelle Nachrichten aus Arbeitsrecht, Gesetzgebung und Rechtsprechung für Betriebsräte, SBV und JAV.',
  },
  interview: {
    path: '/br-magazin-interview',
    title: 'BR-Magazin-Interviews',
    description: 'Gespräche mit Betriebsräten, Fachanwältinnen und Referenten über ihre Arbeit und aktuelle Themen.',
  },
  law: {
    path: '/gesetze',
    title: 'Gesetze für Betriebsräte',
    description: 'Die wichtigsten Gesetze für die Arbeit von Betriebsrat und Schwerbehindertenvertretung im Wortlaut, Paragraf für Paragraf.',
  },
} as const satisfies Partial<Record<ContentKind, ListingText>>;

export const PRODUCT_LABEL = { br: 'Betriebsrat', sbv: 'Schwerbehindertenvertretung', jav: 'JAV' } as const;

export const lexiconIndexPath = (section: string): string => `/${LEXICON_PRODUCT}slexikon/${encodeURIComponent(section)}`;
export const rulingsPath = (section: string): string => `/rechtsprechung/${encodeURIComponent(section)}`;
