/**
 * A title folded for German alphabetical order (DIN 5007-1: Ä as A, ß as ss), so both database
 * engines sort the lexicon the same without relying on an ICU collation being installed.
 */
export const sortTitleOf = (title: string): string =>
  title
    .toLocaleLowerCase('de-DE')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
