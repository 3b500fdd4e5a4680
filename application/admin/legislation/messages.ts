/** German texts of the legislation import (/manage/legislation). */
export const LEGISLATION_MESSAGES = {
  malformedTitle: 'Die XML-Datei ist fehlerhaft. Es wurde nichts importiert.',
  malformed: (line: number, column: number | undefined, detail: string) =>
    `Die XML-Datei ist nicht wohlgeformt (Zeile ${String(line)}${column === undefined ? '' : `, Spalte ${String(column)}`}): ${detail}`,
  unreadable: (detail: string) => `Die XML-Datei konnte nicht gelesen werden: ${detail}`,
  notGiiTitle: 'Die XML-Datei ist kein Gesetz im Format von gesetze-im-internet.de. Es wurde nichts importiert.',
  notGii: 'Das Wurzelelement muss <dokumente> sein.',
  noAbbreviation: 'Keine <norm> nennt die Abkürzung des Gesetzes (<jurabk>).',
  severalLaws: (abbreviations: readonly string[]) =>
    `Die Datei enthält mehrere Gesetze (${abbreviations.join(', ')}); bitte importieren Sie eines je Datei.`,
  noNorms: 'Die Datei enthält keine Vorschriften (<norm> mit <enbez> wie „§ 1“).',
  emptyBody: 'Bitte senden Sie die XML-Datei des Gesetzes (Content-Type application/xml).',
} as const;
