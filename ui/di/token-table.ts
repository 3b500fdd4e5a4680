import type { Token } from '../../application/tokens';
import { pageBindings, type PageContainer, type PageServices } from './page-container';

/**
 * The page container of a render on the server and of a tab in the browser: the bindings as a
 * table. Pages bind constants only (one request, one visitor), which is all a table does.
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
