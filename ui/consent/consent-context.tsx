import { createContext, useContext, useState, type ReactNode } from 'react';
import { consentCookieDomainOfDocument } from '../site/site-of-document';
import { consentCookieStorage } from './consent-cookie';
import type { ConsentStorage } from './consent-storage';
import { ConsentStore } from './consent-store';

const ConsentContext = createContext<ConsentStore | null>(null);

/** Local storage, where a decision was kept before it moved to the shared cookie; null where the browser forbids it. */
const localStorageOf = (): ConsentStorage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

const browserStorage = (): ConsentStorage | null =>
  typeof window === 'undefined'
    ? null
    : consentCookieStorage(document, { domain: consentCookieDomainOfDocument(document), secure: window.location.protocol === 'https:' }, localStorageOf());

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
