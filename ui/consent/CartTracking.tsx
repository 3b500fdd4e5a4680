import { useEffect } from 'react';
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
    // In order, one after the other: the data layer must see add and remove as they happened, so
    // each change's records wait for the previous change's (the rules load with the first one).
    let queue: Promise<void> = Promise.resolve();
    let live = true;
    const subscription = commerce.cartChanges.subscribe((change) => {
      queue = queue
        .then(() => trackingFor(change, trackingConsentOf(consent.current), catalogue))
        .then((events) => {
          if (!live || events.length === 0) return;
          window.dataLayer = window.dataLayer ?? [];
          for (const event of events) window.dataLayer.push({ ecommerce: null }, event);
        })
        // The rules failed to load (offline): this change goes untracked, the next ones are tried.
        .catch(() => undefined);
    });
    return () => {
      live = false;
      subscription.unsubscribe();
    };
  }, [commerce, consent, catalogue]);
  return null;
};
