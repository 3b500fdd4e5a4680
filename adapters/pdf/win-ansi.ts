/**
 * The standard PDF fonts (Helvetica) speak WinAnsi: Latin-1 plus €, typographic quotes and
 * dashes. German text fits, but a name typed into a form may not (Yılmaz, Łukasz, Őri, emoji).
 *
 * Why transliterate rather than embed a font with wider coverage: DejaVu and Liberation are
 * installed on the build machine (/usr/share/fonts), but neither ships with the app (not in the
 * repository, not in node_modules), so a server could not rely on them; embedding one means
 * committing the font files. Until then every character outside WinAnsi is mapped as follows,
 * and nothing visible is ever dropped without a trace:
 * 1. The text is composed (NFC), so a letter typed as base + combining accent ('C' + U+0327)
 *    becomes the WinAnsi letter 'Ç' instead of 'C?'.
 * 2. Letters with a German spelling of their own take it: Hungarian ő/ű are written ö/ü,
 *    'ẞ' is 'SS'; letters without a base letter get the one German transcription uses (ı → i,
 *    ł → l, đ → d, ħ → h, ŋ → n, ŧ → t). These are approximations: 'Yılmaz' prints as 'Yilmaz'.
 * 3. Otherwise the compatibility decomposition (NFKD) without its accents: ğ → g, č → c,
 *    ǆ → dž, ﬁ → fi, the typographic spaces → space.
 * 4. What still has no printable form (Greek, Cyrillic, CJK, emoji, control characters) becomes
 *    '?', one per character, so the reader sees that something is missing. Only invisible
 *    formatting characters (zero-width space and joiners, the byte-order mark) vanish.
 */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Step 2: letters German writes differently, or that have no decomposition to a base letter. */
const TRANSLITERATIONS: Readonly<Record<string, string>> = {
  ő: 'ö',
  Ő: 'Ö',
  ű: 'ü',
  Ű: 'Ü',
  ẞ: 'SS',
  ı: 'i',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ħ: 'h',
  Ħ: 'H',
  ŋ: 'n',
  Ŋ: 'N',
  ŧ: 't',
  Ŧ: 'T',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '–',
  '\u2015': '—',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u202f': '\u00a0',
};

/** Invisible formatting characters: nothing is lost by leaving them out. */
const INVISIBLE = new Set(['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff']);

const isWinAnsi = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  if (code === 0x09 || code === 0x0a) return true;
  if (code < 0x20 || (code >= 0x7f && code < 0xa0)) return false;
  return code <= 0xff || WIN_ANSI_EXTRA.has(char);
};

const fallback = (char: string): string => {
  const mapped = TRANSLITERATIONS[char];
  if (mapped !== undefined) return mapped;
  if (INVISIBLE.has(char)) return '';
  const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
  return base !== '' && Array.from(base).every(isWinAnsi) ? base : '?';
};

/** The text with every character the standard fonts cannot print replaced as described above. */
export const winAnsiText = (text: string): string =>
  Array.from(text.replace(/\r\n?/g, '\n').normalize('NFC'))
    .map((char) => (isWinAnsi(char) ? char : fallback(char)))
    .join('');
