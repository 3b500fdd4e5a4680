const FOLDS: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/** A URL slug from a German text: 'SGB IX' → 'sgb-ix', 'Änderungskündigung' → 'aenderungskuendigung'. */
export const slugOf = (text: string): string =>
  text
    .toLocaleLowerCase('de-DE')
    .replace(/[äöüß]/g, (letter) => FOLDS[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
