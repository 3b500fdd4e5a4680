/** The German texts of data access and account deletion, shared by the use cases, the routes and the pages. */
export const PRIVACY_MESSAGES = {
  exportRequested: 'Wir stellen Ihre Daten zusammen. Sie erhalten in wenigen Minuten eine E-Mail mit einem Link zum Herunterladen; er ist 48 Stunden gültig und funktioniert einmal.',
  exportLinkGone: 'Dieser Link ist abgelaufen, wurde schon benutzt oder gehört zu einem anderen Konto. Sie können Ihre Daten in den Einstellungen erneut anfordern.',
  tooManyExports: 'Sie haben Ihre Daten heute schon angefordert. Bitte warten Sie auf die E-Mail oder versuchen Sie es morgen erneut.',
  passwordRequired: 'Bitte geben Sie zur Bestätigung Ihr Passwort ein.',
  wrongPassword: 'Das Passwort stimmt nicht. Ihr Konto wurde nicht gelöscht.',
  lastGremiumAdmin:
    'Sie sind die einzige Administratorin bzw. der einzige Administrator Ihres Gremiums. Bitte übertragen Sie die Verwaltung zuerst unter „Gremium“ an ein anderes Mitglied; danach können Sie Ihr Konto löschen.',
  staffAccount: 'Konten von Mitarbeitenden löscht die Verwaltung, nicht das Kundenportal.',
  whileImpersonating: 'Während einer Kontoübernahme kann das Konto nicht gelöscht werden.',
  accountDeleted: 'Ihr Konto wurde gelöscht. Eine Bestätigung ist unterwegs an Ihre E-Mail-Adresse.',
  emailRequired: 'Bitte geben Sie die E-Mail-Adresse der anfragenden Person ein.',
  nothingStored: 'Zu dieser E-Mail-Adresse sind bei uns keine Daten gespeichert.',
} as const;
