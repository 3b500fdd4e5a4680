/** The German messages of a seminar's fields in the back office. */
export const SEMINAR_MESSAGES = {
  titleMissing: 'Bitte geben Sie den Titel an.',
  titleWithoutLetters: 'Der Titel braucht Buchstaben oder Ziffern (aus ihm wird die Adresse des Seminars).',
  descriptionMissing: 'Bitte geben Sie eine Beschreibung an.',
  targetGroupsMissing: 'Bitte nennen Sie mindestens eine Zielgruppe.',
  rubricUnknown: 'Bitte wählen Sie eine der Rubriken.',
  actionFieldMissing: 'Bitte geben Sie das Handlungsfeld an.',
  publishedFormat: 'Bitte geben Sie „ja“ oder „nein“ an.',
  tooLong: (max: number): string => `Bitte höchstens ${max.toLocaleString('de-DE')} Zeichen.`,
} as const;
