/**
 * A citation of a norm as legal texts write it: "§ 37 Abs. 6 BetrVG", "§ 179 Abs. 4 Satz 3 SGB IX".
 * What a link needs of it: the section ("§ 37") and the law's abbreviation ("BetrVG").
 */
export interface NormCitation {
  readonly section: string;
  readonly law: string;
}

/** § number, then any of Abs./Satz/Nr./S./Halbsatz with their numbers, then the law's abbreviation. */
const CITATION = /^§\s*(\d+[a-z]?)(?:\s+(?:Abs\.|Satz|S\.|Nr\.|Halbsatz)\s*\d+[a-z]?)*\s+([A-ZÄÖÜ][A-Za-zÄÖÜäöüß-]*(?:\s+[IVX]+)?)$/;

/** The cited norm, or undefined for a text that is not one citation of one norm ("§§ 37, 40 BetrVG", prose). */
export const normCitation = (text: string): NormCitation | undefined => {
  const match = CITATION.exec(text.trim().replace(/\s+/g, ' '));
  return match === null ? undefined : { section: `§ ${match[1] ?? ''}`, law: match[2] ?? '' };
};
