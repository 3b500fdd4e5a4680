import type { OrderAction, ParticipantAction } from '../../../../application/back-office/order-desk.paths';

/** The participant actions as their links and headings say them. */
export const PARTICIPANT_ACTION_LABELS: Readonly<Record<ParticipantAction, string>> = {
  stornieren: 'Stornieren',
  ersetzen: 'Ersatzteilnehmer eintragen',
  buchen: 'Reservierung verbindlich buchen',
  verlaengern: 'Reservierung verlängern',
  'platz-anbieten': 'Freien Platz anbieten',
};

/** What the order page says after an action was done (the address names it: POST-redirect-GET). */
export const DONE_TEXT: Readonly<Record<OrderAction | ParticipantAction, string>> = {
  stornieren: 'Die Teilnahme ist storniert. Die E-Mail an die Teilnehmenden ist unterwegs.',
  ersetzen: 'Der Ersatzteilnehmer ist eingetragen; beide erhalten eine E-Mail.',
  buchen: 'Die Reservierung ist jetzt eine verbindliche Buchung.',
  verlaengern: 'Die Reservierung ist verlängert.',
  'platz-anbieten': 'Der Platz ist angeboten; die E-Mail mit dem Angebot ist unterwegs.',
  'bestaetigung-senden': 'Die Bestellbestätigung wird erneut gesendet.',
  'rechnung-erstellen': 'Die Rechnung der Bestellung steht unter „Rechnungen“.',
};

export const INVOICE_KIND_LABELS: Readonly<Record<string, string>> = {
  invoice: 'Rechnung',
  'credit-note': 'Gutschrift',
  'cancellation-fee': 'Rechnung der Stornogebühr',
};
