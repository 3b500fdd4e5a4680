/** The calls of data access and account deletion, shared by the server's routes, the HTTP proxy and the pages. */
const P = '/api-meinifb';

export const PRIVACY_PATHS = {
  /** POST: "Meine Daten herunterladen" — the ZIP is made in the background and mailed as a link. */
  requestExport: `${P}/datenauskunft`,
  /** POST { token }: the ZIP of the mailed link, once (a POST, so mail scanners opening the link use nothing up). */
  downloadExport: `${P}/datenauskunft/herunterladen`,
  /** POST { password }: "Konto löschen". */
  deleteAccount: `${P}/konto-loeschen`,
  /** Back office: an access request of a person without an account, answered by e-mail address. */
  staffExport: '/manage/datenschutz/auskunft',
} as const;

/** The page the export mail links to: it shows the download button for the token. */
export const DATA_EXPORT_PAGE_PATH = '/meinifb/einstellungen/datenauskunft';
export const dataExportPagePath = (token: string): string => `${DATA_EXPORT_PAGE_PATH}?token=${encodeURIComponent(token)}`;

/** The settings page's form that asks for the export again (where a spent link sends the visitor). */
export const DATA_EXPORT_FORM_PATH = '/meinifb/einstellungen#datenauskunft';

/** The back office's page of access requests. */
export const MANAGE_PRIVACY_PATH = '/manage/datenschutz';
