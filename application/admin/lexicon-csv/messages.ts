/** German texts of the lexicon CSV import. */
export const LEXICON_CSV_MESSAGES = {
  emptyFile: 'Die CSV-Datei ist leer: Es fehlt die Kopfzeile mit den Spaltennamen.',
  unknownColumn: (name: string, known: readonly string[]) => `Unbekannte Spalte „${name}“. Möglich sind: ${known.join(', ')}.`,
  duplicateColumn: 'Diese Spalte steht zweimal in der Kopfzeile.',
  missingColumn: 'Diese Spalte fehlt in der Kopfzeile.',
  section: 'Bitte geben Sie den Bereich an: br, sbv oder jav.',
  fieldCount: (found: number, expected: number) => `Die Zeile hat ${found} statt ${expected} Spalten.`,
  duplicateEntry: (key: string, line: number) => `Den Eintrag ${key} gibt es in dieser Datei schon (Zeile ${line}).`,
  rejected: (count: number) =>
    count === 1
      ? 'Die CSV-Datei enthält einen Fehler. Es wurde nichts importiert.'
      : `Die CSV-Datei enthält ${count} Fehler. Es wurde nichts importiert.`,
} as const;
