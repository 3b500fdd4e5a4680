/**
 * German letters that URLs spell out rather than drop (ä → ae, not a), and letters that have no
 * accent to strip (ı, ł, ø) and would otherwise split a name.
 */
const TRANSLITERATIONS: Readonly<Record<string, string>> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ẞ: 'SS',
  ı: 'i',
  ł: 'l',
  Ł: 'L',
  ø: 'o',
  Ø: 'O',
  æ: 'ae',
  Æ: 'Ae',
  œ: 'oe',
  Œ: 'Oe',
};

/** Every letter spelled out above, as one pattern: one pass over the text instead of one per letter. */
const TRANSLITERATED = new RegExp(`[${Object.keys(TRANSLITERATIONS).join('')}]`, 'g');

const spell = (text: string): string =>
  text
    .normalize('NFC')
    .replace(TRANSLITERATED, (letter) => TRANSLITERATIONS[letter] ?? letter)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * Slugs already spelled: pages and recommendations slug the same few hundred theme titles, tags
 * and places on every request. Bounded, so that slugging arbitrary input cannot grow it forever.
 */
const spelled = new Map<string, string>();
const SPELLED_MAX = 4096;

/**
 * URL slug: lowercase ASCII words joined by single hyphens ('Mobbing & Konflikte' →
 * 'mobbing-konflikte'). Other accents are stripped to their base letter (é → e).
 */
export const slugify = (text: string): string => {
  const known = spelled.get(text);
  if (known !== undefined) return known;
  const slug = spell(text);
  if (spelled.size >= SPELLED_MAX) spelled.clear();
  spelled.set(text, slug);
  return slug;
};
