/**
 * pdfkit breaks a word wider than its column wherever the column ends ("lea.hartm|ann@nord.de").
 * E-mail addresses and URLs are such words in narrow table cells; they read better, and are
 * copied correctly, when broken after '@', '.', '-', '_' or '/'. This puts line breaks at those
 * points before pdfkit sees the text; a piece that is still too wide is left to pdfkit.
 */
const BREAK_AFTER = /(?<=[@./_-])/u;

const breakWord = (word: string, fits: (text: string) => boolean): string => {
  if (fits(word)) return word;
  const lines: string[] = [];
  let line = '';
  for (const piece of word.split(BREAK_AFTER)) {
    if (line !== '' && !fits(line + piece)) {
      lines.push(line);
      line = piece;
    } else {
      line += piece;
    }
  }
  lines.push(line);
  return lines.join('\n');
};

/** The text with every word that does not fit on a line of its own broken at sensible points. */
export const breakLongWords = (text: string, fits: (text: string) => boolean): string =>
  text
    .split('\n')
    .map((line) => line.split(' ').map((word) => breakWord(word, fits)).join(' '))
    .join('\n');
