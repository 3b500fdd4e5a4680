import { createContext, useContext, useState, type ReactNode } from 'react';
import { VisitorCommerce } from './visitor-commerce';

const CommerceContext = createContext<VisitorCommerce | null>(null);

const browserStorage = () => (typeof window === 'undefined' ? null : window.localStorage);

/** One VisitorCommerce for the page; the server's cart count and Merkliste (root loader) seed it. */
export const CommerceProvider = ({
  serverCartCount,
  serverKept = null,
  children,
}: {
  readonly serverCartCount?: number | null;
  readonly serverKept?: readonly number[] | null;
  readonly children: ReactNode;
}) => {
  const [commerce] = useState(() => new VisitorCommerce(serverCartCount, browserStorage(), serverKept));
  return <CommerceContext value={commerce}>{children}</CommerceContext>;
};

/**
 * The page's VisitorCommerce. Outside a provider (a component rendered on its own, e.g. in a
 * test) it gets a store of its own, so the buttons still work, only unshared.
 */
export const useCommerce = (): VisitorCommerce => {
  const shared = useContext(CommerceContext);
  const [own] = useState(() => shared ?? new VisitorCommerce(null, browserStorage()));
  return shared ?? own;
};
