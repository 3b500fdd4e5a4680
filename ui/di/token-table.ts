import type { Token } from '../../application/tokens';
import { pageBindings, type PageContainer, type PageServices } from './page-container';

/**
 * The browser's page container: the same bindings as the server's, as a table. The browser binds
 * constants only (one tab, one visitor), which is all a table does; inversify stays on the server.
 */
export const tokenTable = (services: PageServices): PageContainer => {
  const table = new Map<symbol, unknown>(pageBindings(services));
  return {
    get: <T,>(key: Token<T>): T => {
      if (!table.has(key)) throw new Error(`nothing bound to ${key.description ?? 'a token'}`);
      return table.get(key) as T;
    },
  };
};
