import type { Accounts } from '../application/accounts/accounts.port';
import type { InvoiceAdminApi } from '../application/invoices/invoice-admin.port';
import type { AdminApi } from '../application/admin/admin.port';
import type { CatalogueAdminApi } from '../application/catalogue-admin/catalogue-admin.port';
import type { BackOfficeFilesApi } from '../application/order-export/back-office-files.port';

export interface SavedCookie {
  readonly name: string;
  readonly value: string;
}

export interface SavedLogin {
  readonly email: string;
  readonly savedAt: string;
  readonly cookies: readonly SavedCookie[];
}

/** Where the CLI keeps its logins between calls (one per server). */
export interface LoginStore {
  load(baseUrl: string): Promise<SavedLogin | undefined>;
  save(baseUrl: string, login: SavedLogin): Promise<void>;
  remove(baseUrl: string): Promise<boolean>;
}

/** How a call proves who it is: an API token, a saved login, or nothing yet (for `login`). */
export type Authentication =
  | { readonly kind: 'token'; readonly token: string }
  | { readonly kind: 'session'; readonly cookies: readonly SavedCookie[] }
  | { readonly kind: 'none' };

/** The server as the commands reach it; `cookies` is the session after the calls so far. */
export interface Connection {
  readonly admin: AdminApi & InvoiceAdminApi;
  /** The back office's catalogue (staff, or a site admin's token). */
  readonly catalogue: CatalogueAdminApi;
  /** The orders export and the participant lists (staff, or a site admin's token). */
  readonly backOffice: BackOfficeFilesApi;
  readonly accounts: Accounts;
  cookies(): readonly SavedCookie[];
}

export interface CliDependencies {
  readonly sessionFile: string;
  readonly sessions: LoginStore;
  connect(baseUrl: string, auth: Authentication): Connection;
}
