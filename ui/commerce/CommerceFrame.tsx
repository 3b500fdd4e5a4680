import type { ReactNode } from 'react';
import { CartTracking } from '../consent/CartTracking';
import { ConsentProvider } from '../consent/consent-context';
import { CookieConsent } from '../consent/CookieConsent';
import { ImpersonationBanner } from '../header/popups/ImpersonationBanner';
import { useLoadedVisitor } from '../header/popups/visitor';
import { CommerceProvider } from './commerce-context';
import { FirstAddNotice } from './FirstAddNotice';

/**
 * Around every page (ui/layout/SiteLayout): the shared cart count seeded by the server's value,
 * the consent, the cart tracking, the first-add notice and the cookie banner.
 */
export const CommerceFrame = ({ children }: { readonly children: ReactNode }) => {
  const { cartCount, keptEventIds } = useLoadedVisitor();
  return (
    <ConsentProvider>
      <CommerceProvider serverCartCount={cartCount} serverKept={keptEventIds}>
        <ImpersonationBanner />
        {children}
        <FirstAddNotice />
        <CartTracking />
        <CookieConsent />
      </CommerceProvider>
    </ConsentProvider>
  );
};
