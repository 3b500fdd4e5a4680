import { useEffect } from 'react';
import { concatMap, from } from 'rxjs';
import { useCommerce } from '../commerce/commerce-context';
import { useService } from '../di/services-context';
import { CATALOGUE } from '../di/ui.tokens';
import type * as CartTrackingRules from './cart-tracking';
import { trackingConsentOf } from './consent-storage';
import { useConsent } from './consent-context';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * The tracking rules (pricing, event kinds, the record's shape) load with the first cart change,
 * not with every page.
 */
const trackingFor: typeof CartTrackingRules.trackingFor = async (change, consent, catalogue) =>
  (await import('./cart-tracking')).trackingFor(change, consent, catalogue);

/** Pushes the cart tracking records to window.dataLayer, only with marketing consent (spec §4). */
export const CartTracking = () => {
  const commerce = useCommerce();
  const consent = useConsent();
  const catalogue = useService(CATALOGUE);
  useEffect(() => {
    const subscription = commerce.cartChanges
      // In order, one after the other: the data layer must see add and remove as they happened.
      .pipe(concatMap((change) => from(trackingFor(change, trackingConsentOf(consent.current), catalogue))))
      .subscribe((events) => {
        if (events.length === 0) return;
        window.dataLayer = window.dataLayer ?? [];
        for (const event of events) window.dataLayer.push({ ecommerce: null }, event);
      });
    return () => {
      subscription.unsubscribe();
    };
  }, [commerce, consent, catalogue]);
  return null;
};
