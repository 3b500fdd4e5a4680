import * as E from 'fp-ts/Either';
import { useEffect, useState } from 'react';
import { useService } from '../../di/services-context';
import { VISITOR_PORTAL_SETTINGS } from '../../di/ui.tokens';

/**
 * Whether the logged-in user belongs to a Gremium (their memberships), asked when the popup
 * opens: the user wire does not say, and the Gremium entries are for members only.
 */
export const useGremiumMember = (): boolean => {
  const settings = useService(VISITOR_PORTAL_SETTINGS);
  const [member, setMember] = useState(false);
  useEffect(() => {
    let live = true;
    void settings.memberships()().then((result) => {
      if (live) setMember(E.isRight(result) && result.right.memberships.length > 0);
    });
    return () => {
      live = false;
    };
  }, [settings]);
  return member;
};
