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

/**
 * URL slug: lowercase ASCII words joined by single hyphens ('Mobbing & Konflikte' →
 * 'mobbing-konflikte'). Other accents are stripped to their base letter (é → e).
 */
export const slugify = (text: string): string =>
  Object.entries(TRANSLITERATIONS)
    .reduce((spelled, [letter, replacement]) => spelled.replaceAll(letter, replacement), text.normalize('NFC'))
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
