/** Where "Konto löschen" ends: a public page, since the visitor is logged out by then. */
export const ACCOUNT_DELETED_PATH = '/meinifb/konto-geloescht';
