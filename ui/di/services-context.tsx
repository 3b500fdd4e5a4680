import { createContext, useContext, type ReactNode } from 'react';
import type { Token } from '../../application/tokens';
import { resolveService, type PageContainer } from './page-container';

const ServicesContext = createContext<PageContainer | null>(null);

/** Makes the page container reachable from every component below (DESIGN.md: context + hook). */
export const ServicesProvider = ({ container, children }: { readonly container: PageContainer; readonly children: ReactNode }) => (
  <ServicesContext value={container}>{children}</ServicesContext>
);

/** A port from the page container, e.g. `useService(VISITOR_CART)`. */
export const useService = <T,>(key: Token<T>): T => {
  const container = useContext(ServicesContext);
  if (container === null) throw new Error('useService outside ServicesProvider');
  return resolveService(container, key);
};
