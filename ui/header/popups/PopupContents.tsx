import type { Site } from '../../../domain/site/site';
import { CartPopup } from './CartPopup';
import { LoginPopup } from './LoginPopup';
import type { HeaderPopoverId } from './popover-definitions';
import { ServicePopup } from './ServicePopup';
import { SisterSitesPopup } from './SisterSitesPopup';
import { UserPopup } from './UserPopup';
import { WishlistPopup } from './WishlistPopup';

type User = Parameters<typeof UserPopup>[0]['user'];

/** The dialog around the contents comes with them: it too is only needed once a popup opens. */
export { PopupDialog } from './PopupDialog';

/**
 * What each header popup shows. Loaded by HeaderActions when a popup is first opened: the
 * popups exist only after hydration and on use, so their code (forms, lists) is not part of
 * the JavaScript a page loads at start.
 */
export const PopupContents = ({ id, user, site, headingId }: { readonly id: HeaderPopoverId; readonly user: User | null; readonly site: Site; readonly headingId: string }) => {
  switch (id) {
    case 'user':
      return user === null ? <LoginPopup headingId={headingId} /> : <UserPopup user={user} headingId={headingId} />;
    case 'wishlist':
      return <WishlistPopup loggedIn={user !== null} headingId={headingId} />;
    case 'cart':
      return <CartPopup headingId={headingId} />;
    case 'sister-sites':
      return <SisterSitesPopup site={site} headingId={headingId} />;
    case 'service':
      return <ServicePopup headingId={headingId} />;
  }
};
