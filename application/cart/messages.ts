/**
 * German texts of the cart API. The spec gives none beyond the field rules (§5) and the cart
 * popup (§2), so they follow its style: polite "Sie", a full sentence, what to do next.
 */
export const CART_MESSAGES = {
  bodyExpected: 'Bitte senden Sie die Angaben als JSON-Objekt.',
  eventIdExpected: 'Bitte geben Sie eine gültige Veranstaltungsnummer an.',
  cartItemIdExpected: 'Bitte geben Sie eine gültige Nummer des Warenkorb-Eintrags an.',
  recipientIdExpected: 'Bitte geben Sie eine gültige Teilnehmernummer an.',
  flagExpected: 'Bitte geben Sie ja (true) oder nein (false) an.',
  eventUnknown: 'Diese Veranstaltung gibt es nicht (mehr).',
  eventStarted: 'Dieser Termin hat bereits begonnen und kann nicht mehr gebucht werden.',
  eventCancelled: 'Dieser Termin wurde abgesagt und kann nicht mehr gebucht werden.',
  cartItemUnknown: 'Dieser Termin ist nicht (mehr) in Ihrem Warenkorb.',
  recipientUnknown: 'Diesen Teilnehmer gibt es in Ihrem Warenkorb nicht (mehr).',
  cartFull: 'Ihr Warenkorb ist voll. Bitte bestellen Sie zuerst die Termine, die schon darin sind.',
  tooManyRecipients: 'Für einen Termin können höchstens 50 Teilnehmer auf einmal angemeldet werden.',
} as const;

/** Caps that keep one cart from growing without bound; far above any real order. */
export const MAX_CART_ITEMS = 30;
export const MAX_RECIPIENTS_PER_ITEM = 50;
