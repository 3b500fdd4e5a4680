/**
 * German texts of the admin area (/manage, /cache, /obj-export). The spec gives none (§6:
 * "Permission rules: not shown"), so they follow the style of the accounts' texts.
 */
export const ADMIN_MESSAGES = {
  loginRequired: 'Bitte melden Sie sich als Administrator an.',
  accessDenied: 'Zugriff verweigert: Dieser Bereich ist Administratoren vorbehalten.',
  staffLoginRequired: 'Bitte melden Sie sich mit Ihrem Konto der Seminarverwaltung an.',
  staffAccessDenied: 'Zugriff verweigert: Dieser Bereich ist der Seminarverwaltung vorbehalten.',
  /** The access-denied page: heading, lead and the hint for admins. */
  accessDeniedHeading: 'Zugriff verweigert',
  adminsOnly: 'Dieser Bereich ist Administratoren vorbehalten.',
  adminLoginHint:
    'Wenn Sie Administrator sind, melden Sie sich bitte mit Ihrem Administratorkonto an und rufen Sie die Seite erneut auf. Für Skripte und die Kommandozeile (ifb) gibt es API-Tokens.',
  tokenInvalid: 'Das API-Token ist ungültig, abgelaufen oder widerrufen.',
  tokenNameMissing: 'Bitte geben Sie dem API-Token einen Namen (1 bis 100 Zeichen).',
  tokenLifetime: 'Die Gültigkeit muss 1 bis 365 Tage betragen.',
  unknownToken: 'Dieses API-Token gibt es nicht.',
  invalidTokenId: 'Bitte geben Sie eine gültige Token-Nummer an.',
  bodyExpected: 'Bitte senden Sie die Angaben als JSON-Objekt.',
} as const;
