/** German texts of the wishlist API; the spec gives only the notice 'Merkliste nutzen – Favoriten speichern!'. */
export const WISHLIST_MESSAGES = {
  loginRequired: 'Bitte melden Sie sich an, um Ihre Merkliste zu nutzen.',
  invalidEventId: 'Bitte geben Sie eine gültige Veranstaltungsnummer an.',
  invalidWishlistId: 'Bitte geben Sie einen gültigen Eintrag der Merkliste an.',
  invalidBookmarkId: 'Bitte geben Sie ein gültiges Lesezeichen an.',
  unknownEvent: 'Diese Veranstaltung gibt es nicht (mehr).',
  unknownEntry: 'Diesen Eintrag gibt es auf Ihrer Merkliste nicht.',
  unknownBookmark: 'Dieses Lesezeichen gibt es nicht.',
  bookmarkToDelete: 'Bitte geben Sie das Lesezeichen an, das Sie löschen möchten.',
  wishlistFull: 'Ihre Merkliste ist voll. Bitte entfernen Sie zuerst Einträge, die Sie nicht mehr brauchen.',
  bookmarksFull: 'Sie haben die größte Zahl an Lesezeichen erreicht. Bitte löschen Sie zuerst alte Lesezeichen.',
  adminsOnly: 'Die Auswertung der Merklisten ist Administratoren vorbehalten.',
} as const;
