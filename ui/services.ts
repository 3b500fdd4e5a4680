import type { Catalogue } from '../application/catalogue/catalogue.port';

/**
 * What the pages need from the application. The server passes the in-process services, the
 * browser the HTTP proxies (ui/composition-root.ts): loaders do not know which.
 */
export interface UiServices {
  readonly catalogue: Catalogue;
}
