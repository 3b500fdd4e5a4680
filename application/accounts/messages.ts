import { SESSION_EXPIRED_MESSAGE } from '../http/page-form';

/**
 * German texts of the accounts API. The spec gives none of them (§5 has only the field rules),
 * so they follow its style: polite "Sie", a full sentence, what to do next.
 */
export const ACCOUNT_MESSAGES = {
  emailTaken: 'Für diese E-Mail-Adresse besteht bereits ein Konto. Bitte melden Sie sich an.',
  wrongCredentials: 'Die E-Mail-Adresse oder das Passwort ist nicht korrekt.',
  passwordMissing: 'Bitte geben Sie Ihr Passwort ein.',
  passwordTooLong: 'Das Passwort darf höchstens 256 Zeichen lang sein.',
  passwordTooCommon: 'Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.',
  textExpected: 'Bitte geben Sie hier einen Text ein.',
  textTooLong: 'Die Eingabe ist zu lang.',
  bodyExpected: 'Bitte senden Sie die Angaben als JSON-Objekt.',
  unsafeRedirect: 'Bitte geben Sie eine Seite dieser Website an (ein Pfad, der mit / beginnt).',
  invalidUserId: 'Bitte geben Sie eine gültige Benutzernummer an.',
  loginRequired: 'Bitte melden Sie sich an.',
  unknownUser: 'Diesen Benutzer gibt es nicht.',
  notGremiumMember: 'Diese Seite ist nur für Mitglieder eines Gremiums.',
  adminsOnly: 'Diese Aktion ist Administratoren vorbehalten.',
  cannotImpersonateAdmin: 'Das Konto eines Administrators kann nicht übernommen werden.',
  notImpersonating: 'Sie haben kein Benutzerkonto übernommen.',
  tooManyLoginFailures: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
  tooManyRequests: 'Zu viele Anfragen. Bitte versuchen Sie es in Kürze erneut.',
  emailNotConfirmed:
    'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse: Klicken Sie auf den Link in der E-Mail, die wir Ihnen nach der Registrierung geschickt haben.',
  confirmationUnknown: 'Dieser Bestätigungslink ist ungültig. Bitte prüfen Sie, ob Sie den Link vollständig aus der E-Mail übernommen haben.',
  confirmationExpired:
    'Dieser Bestätigungslink ist abgelaufen. Bitte melden Sie sich an und lassen Sie sich eine neue Bestätigungs-Mail senden.',
  confirmationUsed: 'Dieser Bestätigungslink wurde bereits verwendet. Ihre E-Mail-Adresse ist bestätigt; bitte melden Sie sich an.',
  resetLinkUnknown:
    'Dieser Link zum Zurücksetzen des Passworts ist ungültig. Bitte prüfen Sie, ob Sie ihn vollständig aus der E-Mail übernommen haben, oder fordern Sie einen neuen Link an.',
  resetLinkExpired: 'Dieser Link zum Zurücksetzen des Passworts ist abgelaufen: Er ist nur 1 Stunde gültig. Bitte fordern Sie einen neuen Link an.',
  resetLinkUsed:
    'Dieser Link zum Zurücksetzen des Passworts wurde bereits verwendet. Bitte melden Sie sich mit Ihrem neuen Passwort an oder fordern Sie einen neuen Link an.',
  resetTokenMissing: 'Bitte öffnen Sie den Link aus der E-Mail „Ihr neues Passwort für meinifb“.',
  tokenMissing: 'Bitte öffnen Sie den Link aus der Bestätigungs-Mail.',
  sessionExpired: SESSION_EXPIRED_MESSAGE,
} as const;
