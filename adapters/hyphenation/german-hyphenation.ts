import german from 'hyphen/de';
import { SOFT_HYPHEN, type Hyphenation } from '../../application/ports/hyphenation';

/**
 * German hyphenation by TeX's patterns (the hyphen package, current spelling), on the server only:
 * the patterns are some 750 KB of JavaScript, which no page's start-up may carry; the pages get
 * the hyphenated titles with their data. The package keeps each word it has seen, so a title is
 * worked out once per process.
 */
export const GERMAN_HYPHENATION: Hyphenation = {
  // Words shorter than five letters ("Teil", "und") do not break; the patterns leave at least two letters on each side.
  hyphenate: (text) => german.hyphenateSync(text, { hyphenChar: SOFT_HYPHEN, minWordLength: 5, html: false }),
};
