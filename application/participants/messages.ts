/** The participant lists' German answers. */
export const PARTICIPANT_LIST_MESSAGES = {
  unknownEvent: 'Diesen Termin gibt es nicht.',
  unknownParticipant: 'Diese Teilnahme gehört nicht zu diesem Termin.',
  notYet: 'Die Teilnahme lässt sich erst ab Beginn des Termins und nur für gebuchte Teilnehmende erfassen.',
  attended: 'Bitte wählen Sie, ob die Person teilgenommen hat.',
  format: 'Die Teilnehmerliste gibt es als PDF, CSV oder XLSX.',
} as const;
