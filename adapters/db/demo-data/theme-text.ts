/** The rubrics of the demo catalogue, by slug; each theme names the one it belongs to. */
export type RubricSlug =
  | 'betriebsverfassungsrecht'
  | 'arbeitsrecht'
  | 'arbeitsschutz-gesundheit'
  | 'schwerbehindertenvertretung'
  | 'jav'
  | 'wirtschaftsausschuss'
  | 'kommunikation-rhetorik'
  | 'vorsitz-geschaeftsfuehrung'
  | 'tarif-entgelt'
  | 'digitalisierung-datenschutz'
  | 'mobbing-konflikte'
  | 'betriebsratswahl';

export interface RubricText {
  readonly slug: RubricSlug;
  readonly name: string;
  readonly description: string;
}

/**
 * How a theme is held: a seminar of 1–5 days (offered in presence and online), or a training
 * series (Ausbildung) of 3–6 modules, either at venues or entirely online.
 */
export type ThemeFormat =
  | { readonly kind: 'seminar'; readonly days: 1 | 2 | 3 | 4 | 5 }
  | { readonly kind: 'series'; readonly modules: 3 | 4 | 5 | 6; readonly online: boolean };

export interface ThemeText {
  readonly title: string;
  readonly subtitle: string;
  readonly description: string;
  readonly rubric: RubricSlug;
  /** The Handlungsfeld (spec: actionField.name) within the rubric. */
  readonly actionField: string;
  readonly targetGroups: readonly string[];
  readonly tags: readonly string[];
  readonly format: ThemeFormat;
}

export const seminar = (days: 1 | 2 | 3 | 4 | 5): ThemeFormat => ({ kind: 'seminar', days });

export const series = (modules: 3 | 4 | 5 | 6, online: boolean): ThemeFormat => ({ kind: 'series', modules, online });

/** Target groups (Zielgruppen) as the trade names them. */
export const BR = 'Betriebsratsmitglieder';
export const ERSATZ = 'Ersatzmitglieder';
export const VORSITZ = 'Betriebsratsvorsitzende';
export const STELLVERTRETUNG = 'stellvertretende Vorsitzende';
export const SCHRIFTFUEHRUNG = 'Schriftführerinnen und Schriftführer';
export const GBR = 'Gesamt- und Konzernbetriebsräte';
export const SBV = 'Vertrauenspersonen der schwerbehinderten Menschen';
export const SBV_STELLVERTRETUNG = 'stellvertretende Mitglieder der SBV';
export const INKLUSION = 'Inklusionsbeauftragte';
export const JAV = 'Mitglieder der JAV';
export const WA = 'Mitglieder des Wirtschaftsausschusses';
export const WAHLVORSTAND = 'Wahlvorstände';
export const BESCHAEFTIGTE = 'interessierte Beschäftigte';
