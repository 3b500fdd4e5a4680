import type { EntitlementBody } from './entitlement-paths';

/**
 * What the route's head and loader need (the long texts stay in the lazy page chunk:
 * entitlement-texts.ts). Apart from the paths, which the seminar page links with at start.
 */
export interface EntitlementPage {
  /** Short name for the links between the three pages. */
  readonly label: string;
  readonly title: string;
  readonly description: string;
  /** The catalogue rubric whose seminars match the body. */
  readonly rubric: string;
}

export const ENTITLEMENT_PAGES: Readonly<Record<EntitlementBody, EntitlementPage>> = {
  br: {
    label: 'Betriebsrat',
    title: 'Schulungsanspruch für Betriebsräte',
    description:
      'Welche Schulungen Betriebsratsmitglieder besuchen dürfen, wer die Kosten trägt und wie der Betriebsrat die Teilnahme beschließt: § 37 Abs. 6 und 7 BetrVG einfach erklärt.',
    rubric: 'betriebsverfassungsrecht',
  },
  sbv: {
    label: 'Schwerbehindertenvertretung',
    title: 'Schulungsanspruch für die Schwerbehindertenvertretung',
    description:
      'Welche Schulungen Vertrauenspersonen und ihre Stellvertretung besuchen dürfen und wer die Kosten trägt: § 179 Abs. 4 SGB IX einfach erklärt.',
    rubric: 'schwerbehindertenvertretung',
  },
  jav: {
    label: 'JAV',
    title: 'Schulungsanspruch für die JAV',
    description:
      'Welche Schulungen Mitglieder der Jugend- und Auszubildendenvertretung besuchen dürfen und wer entscheidet: § 65 BetrVG mit § 37 BetrVG einfach erklärt.',
    rubric: 'jav',
  },
};
