/**
 * Where words may break: the text with soft hyphens (U+00AD) between its syllables, so a long
 * German compound ("Betriebsverfassungsrecht") breaks at a syllable in every browser, not in the
 * middle of one (CSS `hyphens: auto` needs a German dictionary the browser may not have). Only for
 * text a visitor reads on the page; titles of documents, search, meta data and JSON-LD stay plain.
 */
export interface Hyphenation {
  hyphenate(text: string): string;
}

export const SOFT_HYPHEN = '\u00AD';

/** Text as it was written, without the soft hyphens hyphenate() put in. */
export const withoutSoftHyphens = (text: string): string => text.replaceAll(SOFT_HYPHEN, '');
