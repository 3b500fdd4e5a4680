export { normAnchor } from '../../../application/content/norm-anchor';

/** The letter an entry is filed under: umlauts with their base letter, digits under '#'. */
export const indexLetter = (title: string): string => {
  const first = title.trim().charAt(0).toLocaleUpperCase('de-DE');
  const base = first.normalize('NFD').charAt(0);
  return /[A-Z]/.test(base) ? base : '#';
};
