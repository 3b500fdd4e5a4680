/** The German messages of a seminar date's fields (back-office form, CSV import, API). */
export const SEMINAR_DATE_MESSAGES = {
  startMissing: 'Bitte geben Sie den Beginn an (TT.MM.JJJJ HH:MM).',
  endMissing: 'Bitte geben Sie das Ende an (TT.MM.JJJJ HH:MM).',
  dateTimeFormat: 'Bitte geben Sie Datum und Uhrzeit als TT.MM.JJJJ HH:MM oder JJJJ-MM-TT HH:MM an.',
  endBeforeStart: 'Das Ende muss nach dem Beginn liegen.',
  startInPast: 'Ein neuer Termin darf nicht in der Vergangenheit liegen.',
  oneDayOnline: 'Ein eintägiger Termin findet nicht online statt.',
  oneDayAcrossDays: 'Ein eintägiger Termin beginnt und endet am selben Tag.',
  notOneDay: 'Ein Präsenztermin, der am selben Tag beginnt und endet, ist eintägig.',
  oneDayFormat: 'Bitte geben Sie „ja“ oder „nein“ an.',
  kindUnknown: 'Bitte wählen Sie die Art: online, presence (Präsenz) oder series (Ausbildungsreihe).',
  seriesWithoutModules:
    'Eine Ausbildungsreihe braucht Module: Tragen Sie sie im Abschnitt „Module“ ein, beim Anlegen des Termins oder später auf seiner Seite (Back-Office, Termin).',
  timesFromModules: 'Beginn und Ende einer Ausbildungsreihe folgen aus ihren Modulen; ändern Sie die Module auf der Seite des Termins.',
  kindFromModules: 'Die Art eines Termins mit Modulen folgt aus ihnen: Ausbildung in Modulen, oder online, wenn kein Modul einen Ort hat.',
  venueFromModules: 'Der Ort einer Ausbildungsreihe ist der ihres ersten Moduls mit Ort; ändern Sie die Module auf der Seite des Termins.',
  onlineWithVenue: 'Ein Online-Termin hat keinen Veranstaltungsort.',
  venueMissing: 'Bitte wählen Sie einen Veranstaltungsort (Hotel).',
  venueFormat: 'Bitte geben Sie die Nummer eines Hotels an.',
  venueUnknown: 'Dieses Hotel gibt es nicht.',
  capacityFormat: 'Bitte geben Sie die Kapazität als ganze Zahl ab 1 an.',
  capacityBelowTaken: (taken: number): string =>
    `Die Kapazität darf nicht unter den bereits vergebenen Plätzen liegen (${String(taken)} vergeben).`,
  priceMissing: 'Bitte geben Sie den Preis an.',
  priceFormat: 'Bitte geben Sie den Preis in Euro mit höchstens zwei Nachkommastellen an, z. B. 890,00.',
  publishedFormat: 'Bitte geben Sie „ja“ oder „nein“ an.',
} as const;
