/**
 * The kinds of knowledge content on the works-council site (spec §2, works-council host).
 * One list, so the table's enum, the codecs and the routes never disagree.
 */
export const CONTENT_KINDS = [
  'article',
  'news',
  'interview',
  'law',
  'lexicon',
  'ruling',
  'faq',
  'guide',
  'download',
  'video',
  'job',
  'election-news',
  'entitlement',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Lexicon and Schulungsanspruch pages exist per product: Betriebsrat, SBV and JAV. */
export const PRODUCTS = ['br', 'sbv', 'jav'] as const;
export type Product = (typeof PRODUCTS)[number];

/** Rechtsprechung is kept for the Betriebsrat and the SBV (spec: /rechtsprechung/{br|sbv}/{x}). */
export const RULING_SECTIONS = ['br', 'sbv'] as const;
export type RulingSection = (typeof RULING_SECTIONS)[number];

/** za-videos are the provider's own recordings, youtube ones are embedded from there. */
export const VIDEO_SECTIONS = ['za', 'youtube'] as const;
export type VideoSection = (typeof VIDEO_SECTIONS)[number];

/**
 * The exports of spec §2 (/obj-export/*), each named as there, and the content it holds.
 * `section` narrows a kind that has several (the two video channels).
 */
export const EXPORT_KINDS = {
  leitfaden: { kind: 'guide' },
  lexicon: { kind: 'lexicon' },
  jurisdictions: { kind: 'ruling' },
  downloads: { kind: 'download' },
  articles: { kind: 'article' },
  faq: { kind: 'faq' },
  'za-videos': { kind: 'video', section: 'za' },
  youtube: { kind: 'video', section: 'youtube' },
} as const satisfies Record<string, { readonly kind: ContentKind; readonly section?: string }>;
export type ExportKind = keyof typeof EXPORT_KINDS;
export const EXPORT_KIND_NAMES = Object.keys(EXPORT_KINDS) as readonly ExportKind[];

/** Kinds without sections store '' there, so (kind, section, slug) can be unique. */
export const NO_SECTION = '';
