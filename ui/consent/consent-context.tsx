import { createContext, useContext, useState, type ReactNode } from 'react';
import { ConsentStore } from './consent-store';

const ConsentContext = createContext<ConsentStore | null>(null);

const browserStorage = () => (typeof window === 'undefined' ? null : window.localStorage);

export const ConsentProvider = ({ children }: { readonly children: ReactNode }) => {
  const [store] = useState(() => new ConsentStore(browserStorage()));
  return <ConsentContext value={store}>{children}</ConsentContext>;
};

/** The page's consent store; outside a provider one of its own (reads the same storage). */
export const useConsent = (): ConsentStore => {
  const shared = useContext(ConsentContext);
  const [own] = useState(() => shared ?? new ConsentStore(browserStorage()));
  return shared ?? own;
};
