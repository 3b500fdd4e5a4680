import type { Representation } from '../../../domain/paperwork/representation';

/** The bodies with a page of their own: /schulungsanspruch/{br|sbv|jav}. */
export const ENTITLEMENT_BODIES = ['br', 'sbv', 'jav'] as const;
export type EntitlementBody = (typeof ENTITLEMENT_BODIES)[number];

export const isEntitlementBody = (value: string | undefined): value is EntitlementBody => (ENTITLEMENT_BODIES as readonly string[]).includes(value ?? '');

export const entitlementPath = (body: EntitlementBody): string => `/schulungsanspruch/${body}`;

const BODY_OF: Readonly<Record<Representation, EntitlementBody>> = { BR: 'br', SBV: 'sbv', JAV: 'jav' };

/** The page of the body a seminar is for (domain/paperwork reads it from the target groups). */
export const entitlementPathFor = (representation: Representation): string => entitlementPath(BODY_OF[representation]);

/** What the route's head and loader need (the long texts stay in the lazy page chunk: entitlement-texts.ts). */
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
