/**
 * Which body sends a member to a seminar, and under which law: a works council (Betriebsrat)
 * under § 37 Abs. 6 BetrVG, the Schwerbehindertenvertretung under § 179 Abs. 4 SGB IX, the
 * Jugend- und Auszubildendenvertretung under § 65 Abs. 1 with § 37 Abs. 6 BetrVG. The employer
 * bears the costs under § 40 BetrVG (for the SBV § 179 Abs. 8 SGB IX).
 */
export type Representation = 'BR' | 'SBV' | 'JAV';

export interface RepresentationLaw {
  /** The body as the papers name it. */
  readonly body: string;
  /** Who decides the sending (the JAV's member is sent by the works council on the JAV's request). */
  readonly decidingBody: string;
  readonly trainingBasis: string;
  readonly costBasis: string;
}

export const REPRESENTATION_LAW: Readonly<Record<Representation, RepresentationLaw>> = {
  BR: { body: 'Betriebsrat', decidingBody: 'Betriebsrat', trainingBasis: '§ 37 Abs. 6 BetrVG', costBasis: '§ 40 BetrVG' },
  SBV: {
    body: 'Schwerbehindertenvertretung',
    decidingBody: 'Schwerbehindertenvertretung',
    trainingBasis: '§ 179 Abs. 4 Satz 3 SGB IX',
    costBasis: '§ 179 Abs. 8 SGB IX',
  },
  JAV: {
    body: 'Jugend- und Auszubildendenvertretung',
    decidingBody: 'Betriebsrat (auf Antrag der Jugend- und Auszubildendenvertretung)',
    trainingBasis: '§ 65 Abs. 1 i. V. m. § 37 Abs. 6 BetrVG',
    costBasis: '§ 65 Abs. 1 i. V. m. § 40 BetrVG',
  },
};

const SBV_WORDS = /schwerbehindert|\bSBV\b/i;
const JAV_WORDS = /Jugend- und Auszubildendenvertr|\bJAV\b/i;

/**
 * The body a seminar is for, read from its target groups: a seminar only for the SBV (or only
 * for the JAV) is sent under that law; a seminar open to the works council, or one whose data
 * says nothing, under the works council's.
 */
export const representationOf = (targetGroups: readonly string[]): Representation => {
  if (targetGroups.length === 0) return 'BR';
  if (targetGroups.every((group) => SBV_WORDS.test(group))) return 'SBV';
  if (targetGroups.every((group) => JAV_WORDS.test(group))) return 'JAV';
  return 'BR';
};
