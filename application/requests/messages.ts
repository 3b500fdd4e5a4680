/** The inbox's German answers. */
export const REQUEST_MESSAGES = {
  unknown: 'Diese Anfrage gibt es nicht.',
  status: 'Bitte wählen Sie einen Status: neu, in Bearbeitung oder erledigt.',
  kind: 'Diese Art von Anfrage gibt es nicht.',
  page: 'Die Seitenzahl ist ungültig.',
  assigneeTooLong: 'Bitte geben Sie für „Zuständig“ höchstens 200 Zeichen ein.',
  noteTooLong: 'Bitte fassen Sie die Notiz in höchstens 4000 Zeichen.',
  offerOnlyInhouse: 'Ein Angebot gibt es nur zu einer Inhouse-Anfrage.',
  offerNoAddress: 'Die Anfrage nennt keine E-Mail-Adresse, an die das Angebot gehen könnte.',
  offerTitle: 'Bitte geben Sie an, was angeboten wird (höchstens 200 Zeichen).',
  offerPrice: 'Bitte geben Sie den Preis in Euro an, z. B. 4900 oder 4900,00.',
  offerText: 'Bitte beschreiben Sie das Angebot (höchstens 4000 Zeichen).',
} as const;
