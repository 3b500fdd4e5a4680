/** Labels of the logged-in menu's header row (spec §2). */
export const SETTINGS_LABEL = 'Einstellungen';
export const LOGOUT_LABEL = 'abmelden';

/** A logged-in menu entry as the portal delivers it (spec §2). */
export interface LoggedInMenuEntry {
  readonly title: string;
  readonly uri: string;
  readonly visible: boolean;
  readonly active: boolean;
}

export interface ShownMenuEntry {
  readonly title: string;
  readonly uri: string;
  readonly highlighted: boolean;
}

/**
 * Entries to show: visible and titled (a blank title counts as untitled), in order. Only the
 * first active one is highlighted, so the menu never marks two places as "you are here".
 */
export const shownMenuEntries = (entries: readonly LoggedInMenuEntry[]): readonly ShownMenuEntry[] => {
  const shown = entries.filter((entry) => entry.visible && entry.title.trim() !== '');
  const highlightedIndex = shown.findIndex((entry) => entry.active);
  return shown.map((entry, index) => ({ title: entry.title, uri: entry.uri, highlighted: index === highlightedIndex }));
};
