/** The German messages of a training series' modules (back-office form and API). */
export const SERIES_MODULE_MESSAGES = {
  startMissing: 'Bitte geben Sie den Beginn des Moduls an (TT.MM.JJJJ HH:MM).',
  endMissing: 'Bitte geben Sie das Ende des Moduls an (TT.MM.JJJJ HH:MM).',
  dateTimeFormat: 'Bitte geben Sie Datum und Uhrzeit als TT.MM.JJJJ HH:MM oder JJJJ-MM-TT HH:MM an.',
  endBeforeStart: 'Das Ende des Moduls muss nach seinem Beginn liegen.',
  startInPast: 'Ein neues oder verschobenes Modul darf nicht in der Vergangenheit liegen.',
  overlap: (previousRow: number, previousEnd: string): string =>
    `Ein Modul beginnt erst nach dem Ende des vorigen: Modul ${String(previousRow)} endet am ${previousEnd}.`,
  venueFormat: 'Bitte wählen Sie einen Veranstaltungsort oder „online“.',
  venueUnknown: 'Dieses Hotel gibt es nicht.',
  modulesMissing: 'Eine Ausbildung in Modulen braucht mindestens ein Modul mit Beginn und Ende.',
  modulesOnlyForSeries: 'Module hat nur eine Ausbildung in Modulen; wählen Sie diese Art oder lassen Sie die Module leer.',
} as const;
