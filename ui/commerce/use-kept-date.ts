import { useEffect, useSyncExternalStore } from 'react';
import { useService } from '../di/services-context';
import { VISITOR_SUMMARY } from '../di/ui.tokens';
import { useCommerce } from './commerce-context';
import { keptDatesOf } from './kept-dates';

/**
 * Whether the date is on the visitor's Merkliste. On a page whose HTML is everyone's the
 * Merkliste is asked once the header knows a user is logged in (a guest has none); until then,
 * and while hydrating, the answer is the server's HTML's.
 */
export const useKeptDate = (eventId: number): boolean => {
  const commerce = useCommerce();
  const { lateVisitor } = commerce;
  const keptDates = keptDatesOf(commerce);
  const summary = useService(VISITOR_SUMMARY);
  const lateUser = useSyncExternalStore(lateVisitor.subscribe, () => lateVisitor.user, () => null);
  useEffect(() => {
    if (lateUser !== null) keptDates.ask(() => summary.keptEventIds());
  }, [lateUser, keptDates, summary]);
  return useSyncExternalStore(
    keptDates.subscribe,
    () => keptDates.has(eventId),
    () => keptDates.rendered(eventId),
  );
};
