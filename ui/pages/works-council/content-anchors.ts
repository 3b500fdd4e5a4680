/** '§ 37' → 'p37', '§ 87a' → 'p87a': the anchor of a norm, so a link can point at it. */
export const normAnchor = (number: string): string => `p${number.replace(/^§+\s*/, '').replace(/[^0-9a-zA-Z]+/g, '-').toLowerCase()}`;

/** The letter an entry is filed under: umlauts with their base letter, digits under '#'. */
export const indexLetter = (title: string): string => {
  const first = title.trim().charAt(0).toLocaleUpperCase('de-DE');
  const base = first.normalize('NFD').charAt(0);
  return /[A-Z]/.test(base) ? base : '#';
};
