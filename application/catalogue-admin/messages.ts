/** German texts of the back office's catalogue import and export. */
export const CATALOGUE_ADMIN_MESSAGES = {
  problem: (line: number, field: string) => `Zeile ${String(line)}: ${field}`,
  refused: (lines: number) =>
    `Der Import wurde abgelehnt: ${String(lines)} ${lines === 1 ? 'Zeile ist' : 'Zeilen sind'} fehlerhaft. Es wurde nichts geändert.`,
  moreProblems: (count: number) => `… und ${String(count)} weitere Fehler`,
  unknownColumn: (known: readonly string[]) => `Diese Spalte gibt es nicht (bekannt: ${known.join(', ')}).`,
  duplicateColumn: 'Diese Spalte steht doppelt in der Kopfzeile.',
  emptyFile: 'Die Datei ist leer: Es fehlt die Kopfzeile mit den Spaltennamen.',
  fieldCount: (found: number, expected: number) => `Die Zeile hat ${String(found)} statt ${String(expected)} Felder.`,
  unknownTheme: 'Dieses Seminar (Thema) gibt es nicht.',
  themeMissing: 'Für einen neuen Termin fehlt das Seminar (themeSlug).',
  themeChange: 'Ein Termin wechselt nicht das Seminar; legen Sie einen neuen Termin an.',
  eventIdFormat: 'Bitte geben Sie die Nummer eines Termins an oder lassen Sie das Feld für einen neuen Termin leer.',
  unknownEvent: 'Diesen Termin gibt es nicht.',
  cancelledEvent: 'Dieser Termin ist abgesagt und wird nicht mehr geändert.',
  cancelledByPage:
    'Ein Termin wird auf seiner Seite in der Seminarverwaltung abgesagt („Termin absagen“), nicht durch den Import. Bitte lassen Sie die Spalte, wie sie exportiert wurde.',
  cancelledFormat: 'Bitte lassen Sie die Spalte leer oder schreiben Sie „ja“ für einen abgesagten Termin, wie sie exportiert wurde.',
  formRefused: 'Der Termin wurde nicht gespeichert. Bitte korrigieren Sie die markierten Felder.',
  duplicateEvent: (line: number) => `Dieser Termin steht schon in Zeile ${String(line)}.`,
  notUtf8OrWindows: 'Die Datei ist weder UTF-8 noch Windows-1252.',
  bodyExpected: 'Bitte senden Sie die CSV-Datei als Text (Content-Type text/csv).',
} as const;
