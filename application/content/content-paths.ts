import { KNOWLEDGE_PATHS } from './knowledge-paths';
import type { ContentKind } from './content-kind';

/**
 * The product part of the lexicon's path (spec: /{product}slexikon/{br|sbv|jav}/{x}): the
 * works-council site's lexicon has one section per committee, all under this product name.
 */
export const LEXICON_PRODUCT = 'betriebsrat';

interface Addressable {
  readonly id: number;
  readonly kind: ContentKind;
  readonly section: string;
  readonly slug: string;
}

const enc = encodeURIComponent;

/**
 * The page of an item on the works-council host (spec §2). A guide has a page of its own; FAQ,
 * downloads and videos are shown on their overview, so they get its path with an anchor.
 */
export const contentPath = ({ id, kind, section, slug }: Addressable): string => {
  switch (kind) {
    case 'article':
      return `/fachartikel/${enc(slug)}`;
    case 'news':
      return `/news/${enc(slug)}`;
    case 'interview':
      return `/br-magazin-interview/${enc(slug)}`;
    case 'law':
      return `/gesetze/${enc(slug)}`;
    case 'lexicon':
      return `/${LEXICON_PRODUCT}slexikon/${enc(section)}/${enc(slug)}`;
    case 'ruling':
      return `/rechtsprechung/urteil/${enc(slug)}`;
    case 'job':
      return `/jobs-karriere/offene-stellen/${enc(section)}/${String(id)}`;
    case 'election-news':
      return `/wahlseiten-news/${enc(slug)}`;
    case 'entitlement':
      return `/schulungsanspruch/${enc(section)}`;
    case 'faq':
      return `/faq#${enc(slug)}`;
    case 'guide':
      return guidePath(slug);
    case 'download':
      return `/downloads#${enc(slug)}`;
    case 'video':
      return `/videos#${enc(slug)}`;
  }
};

export const topicPath = (slug: string): string => `/themen/${enc(slug)}`;
export const tagPath = (slug: string): string => `/tag/${enc(slug)}`;
/** The PDF of a news item (spec: /news/pdf/{x}). */
export const newsPdfPath = (slug: string): string => `/news/pdf/${enc(slug)}`;

/** The election news archive (spec §2, with its trailing slash) and a category of it. */
export const ELECTION_NEWS_ARCHIVE_PATH = '/wahlseiten-news/archiv/';
export const electionNewsCategoryPath = (slug: string): string => `/wahlseiten-news/kategorie/${enc(slug)}`;

/** The open positions: all, and those of one category (the {x} of an offer's path). */
export const JOBS_PATH = '/jobs-karriere/offene-stellen';
export const jobCategoryPath = (slug: string): string => `${JOBS_PATH}/${enc(slug)}`;

export const guidePath = (slug: string): string => `${KNOWLEDGE_PATHS.guides}/${enc(slug)}`;
/** A download's file (GET /downloads/datei/{x}). */
export const downloadFilePath = (slug: string): string => `${KNOWLEDGE_PATHS.downloads}/datei/${enc(slug)}`;
