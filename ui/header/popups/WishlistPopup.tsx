import { loginPathWithRedirect } from '../../../domain/login/login-path';
import { WishlistEntries } from '../../commerce/WishlistEntries';
import { primaryButton } from '../../theme/controls.styles';
import { boxHeading, smallPrint } from '../../theme/page.styles';
import * as styles from './popups.styles';

export const WISHLIST_NOTICE = 'Merkliste nutzen – Favoriten speichern!';
export const WISHLIST_PAGE = '/meinifb/merkliste';

/**
 * The wishlist popup: for a visitor the notice and the way to log in (back to the wishlist page
 * afterwards, spec §6); for a user the kept events, loaded when the popup first opens.
 */
export const WishlistPopup = ({ loggedIn, headingId }: { readonly loggedIn: boolean; readonly headingId: string }) => (
  <div className={styles.body}>
    <h2 id={headingId} className={boxHeading}>
      Merkliste
    </h2>
    {loggedIn ? (
      <>
        <WishlistEntries />
        <a className={`${primaryButton} ${styles.primaryLink}`} href={WISHLIST_PAGE}>
          Zur Merkliste
        </a>
      </>
    ) : (
      <>
        <p>
          <strong>{WISHLIST_NOTICE}</strong>
        </p>
        <p className={smallPrint}>Melden Sie sich an, um Seminare auf Ihrer Merkliste zu sammeln und später zu buchen.</p>
        <a className={`${primaryButton} ${styles.primaryLink}`} href={loginPathWithRedirect(WISHLIST_PAGE)}>
          Anmelden und Merkliste öffnen
        </a>
      </>
    )}
  </div>
);
