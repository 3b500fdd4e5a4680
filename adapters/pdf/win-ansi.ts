/**
 * The standard PDF fonts (Helvetica) speak WinAnsi: Latin-1 plus €, typographic quotes and
 * dashes. German text fits, but a name typed into a form may not (Yılmaz, Łukasz, emoji); pdfkit
 * would print garbage for those, so they are mapped to the nearest letter first.
 */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Letters without a decomposition to a base letter, as German transcribes them. */
const TRANSLITERATIONS: Readonly<Record<string, string>> = {
  ı: 'i',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ø: 'o',
  Ø: 'O',
  ħ: 'h',
  ŋ: 'n',
  '\u2009': ' ',
  '\u202f': '\u00a0',
  '\u2212': '-',
};

const isWinAnsi = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  if (code === 0x09 || code === 0x0a) return true;
  if (code < 0x20 || (code >= 0x7f && code < 0xa0)) return false;
  return code <= 0xff || WIN_ANSI_EXTRA.has(char);
};

const fallback = (char: string): string => {
  const mapped = TRANSLITERATIONS[char];
  if (mapped !== undefined) return mapped;
  const base = char.normalize('NFD').replace(/\p{M}/gu, '');
  return base !== '' && Array.from(base).every(isWinAnsi) ? base : '?';
};

/** The text with every character the standard fonts cannot print replaced by its closest one. */
export const winAnsiText = (text: string): string =>
  Array.from(text.replace(/\r\n?/g, '\n')).map((char) => (isWinAnsi(char) ? char : fallback(char))).join('');
