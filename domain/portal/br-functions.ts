import * as E from 'fp-ts/Either';

/** The functions a person can hold in a works council and its neighbouring bodies (BetrVG, SGB IX). */
export const BR_FUNCTIONS = ['Vorsitz', 'stellv. Vorsitz', 'Mitglied', 'Ersatzmitglied', 'Schriftführung', 'SBV', 'JAV'] as const;

export type BrFunction = (typeof BR_FUNCTIONS)[number];

export const BR_FUNCTION_MESSAGES = {
  unknown: 'Bitte wählen Sie nur Funktionen aus der Liste.',
  chairAndDeputy: 'Vorsitz und stellv. Vorsitz schließen sich aus. Bitte wählen Sie eines von beiden.',
  memberAndSubstitute: 'Mitglied und Ersatzmitglied schließen sich aus. Bitte wählen Sie eines von beiden.',
} as const;

const isBrFunction = (value: string): value is BrFunction => (BR_FUNCTIONS as readonly string[]).includes(value);

/**
 * The functions a person chose, each once and in the list's order. One person cannot be chair
 * and deputy chair, nor a regular and a substitute member of the same council, at once.
 */
export const selectBrFunctions = (chosen: readonly string[]): E.Either<string, readonly BrFunction[]> => {
  if (!chosen.every(isBrFunction)) return E.left(BR_FUNCTION_MESSAGES.unknown);
  const selected = new Set<string>(chosen);
  if (selected.has('Vorsitz') && selected.has('stellv. Vorsitz')) return E.left(BR_FUNCTION_MESSAGES.chairAndDeputy);
  if (selected.has('Mitglied') && selected.has('Ersatzmitglied')) return E.left(BR_FUNCTION_MESSAGES.memberAndSubstitute);
  return E.right(BR_FUNCTIONS.filter((name) => selected.has(name)));
};
