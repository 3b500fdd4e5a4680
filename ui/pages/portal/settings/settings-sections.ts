/**
 * The forms of the settings page (spec §7: one call each). Each posts its name in a hidden
 * field, so the page's one action knows which use case to run and which form answers.
 */
export const SETTINGS_SECTIONS = {
  personalData: 'persoenliche-daten',
  loginEmail: 'anmelde-e-mail',
  hotel: 'hotel',
  consents: 'einwilligungen',
  advertising: 'werbung',
  brFunctions: 'br-funktionen',
  dataExport: 'datenauskunft',
  deleteAccount: 'konto-loeschen',
} as const;

export type SettingsSection = (typeof SETTINGS_SECTIONS)[keyof typeof SETTINGS_SECTIONS];

export const SECTION_FIELD = '_bereich';
/** The marker the redirect after saving carries: the saved form then confirms it. */
export const SAVED_PARAM = 'gespeichert';

const SECTIONS: readonly string[] = Object.values(SETTINGS_SECTIONS);
export const isSettingsSection = (value: string | undefined): value is SettingsSection => value !== undefined && SECTIONS.includes(value);

export const savedSection = (search: URLSearchParams): string | null => search.get(SAVED_PARAM);

/** A group of checkboxes posts one field per choice: 'prefix:choice' = 'on'. */
export const choiceField = (prefix: string, choice: string | number): string => `${prefix}:${String(choice)}`;

export const chosen = (values: Readonly<Record<string, string>>, prefix: string): readonly string[] =>
  Object.keys(values)
    .filter((name) => name.startsWith(`${prefix}:`) && values[name] === 'on')
    .map((name) => name.slice(prefix.length + 1));
