import { POPUP_WIDTH_PX } from '../../../domain/header/popup-geometry';
import type { PopoverDefinition } from '../../../domain/header/popover-definition';
import { CONTACT_PAGE_PATH } from '../../../application/forms/contact.paths';

export type HeaderPopoverId = 'user' | 'wishlist' | 'cart' | 'sister-sites' | 'service';

type Definition = Pick<PopoverDefinition, 'width' | 'mobileFullWidth' | 'keepOpened' | 'url'>;

/**
 * The header popovers (spec §3, §9). `url` is where the trigger leads without script. The
 * user popover is the login card (326 px) for visitors and the user menu (357 px) when logged in.
 */
export const popoverDefinition = (id: HeaderPopoverId, loggedIn: boolean): Definition => {
  switch (id) {
    case 'user':
      return loggedIn
        ? { width: POPUP_WIDTH_PX.user, mobileFullWidth: true, keepOpened: false, url: '/kundenportal/meinifb' }
        : // The login card holds an input: it must not vanish while the visitor types.
          { width: POPUP_WIDTH_PX.login, mobileFullWidth: true, keepOpened: true, url: '/kundenportal/login' };
    case 'wishlist':
      return { width: POPUP_WIDTH_PX.wishlist, mobileFullWidth: true, keepOpened: false, url: '/meinifb/merkliste' };
    case 'cart':
      return { width: POPUP_WIDTH_PX.cart, mobileFullWidth: true, keepOpened: false, url: '/seminare/warenkorb' };
    case 'sister-sites':
      return { width: 300, mobileFullWidth: false, keepOpened: false, url: '/' };
    case 'service':
      return { width: 300, mobileFullWidth: false, keepOpened: false, url: CONTACT_PAGE_PATH };
  }
};
