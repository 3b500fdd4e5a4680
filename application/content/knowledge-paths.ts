/** The knowledge extras of the works-council host (spec §2 exports faq, leitfaden, downloads, za-videos, youtube). */
export const KNOWLEDGE_PATHS = {
  faq: '/faq',
  guides: '/leitfaden',
  downloads: '/downloads',
  videos: '/videos',
} as const;

/**
 * The external forum of the works-council site (spec §2: "an external forum"), linked from its
 * header and footer. Its address is not in the spec: a host of the provider's own domain (as the
 * Mediathek's), one constant to change.
 */
export const FORUM_URL = 'https://forum.ifb-seminare.example.org/';

/**
 * The page of one of the provider's own films (za-videos): /mediathek/{media id}, the address
 * the film's record names. The films are shown in the seminars and sent on request; the page
 * describes the film, it plays nothing.
 */
export const FILMS_PATH = '/mediathek';
export const filmPath = (videoId: string): string => `${FILMS_PATH}/${encodeURIComponent(videoId)}`;
