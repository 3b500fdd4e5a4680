import { WERBEMITTEL_PAGES } from '../../../application/werbemittel/werbemittel.paths';
import { QuickLoginCard } from '../../header/popups/QuickLoginCard';
import * as pageParts from '../../theme/page.styles';

/**
 * /werbemittelshop-login: the shop is for customers with a meinifb account, so its login is the
 * portal's (e-mail, then password), which brings them into the shop afterwards.
 */
export const ShopLoginPage = () => (
  <section className={pageParts.page} aria-labelledby="werbemittel-login-titel">
    <h1 id="werbemittel-login-titel" className={pageParts.pageHeading}>
      Werbemittelshop
    </h1>
    <p className={pageParts.lead}>
      Flyer, Plakate, Kugelschreiber und mehr, mit denen Sie im Betrieb für Seminare werben: kostenlos für Betriebsräte. Bitte melden Sie sich mit
      Ihrem meinifb-Konto an, um zu bestellen.
    </p>
    <QuickLoginCard cardStyle="navigation-bar" rounded redirect={WERBEMITTEL_PAGES.shop} />
  </section>
);
