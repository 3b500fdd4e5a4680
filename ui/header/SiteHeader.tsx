import { useLocation } from 'react-router';
import { useSiteLayout } from '../layout/use-site-layout';
import { useSite } from '../site/use-site';
import * as styles from './header.styles';
import { MobileMenu } from './mobile/MobileMenu';
import { markCurrent } from './navigation/current-item';
import { MainNavigation } from './navigation/MainNavigation';
import { HeaderActions } from './popups/HeaderActions';
import { HeaderSearch } from './search/HeaderSearch';
import { useHydrated } from './use-hydrated';

/**
 * The page header: logo, main navigation (flyouts from 1200 px, else the mobile menu), and at
 * the right the tools: search, then the header popups' triggers (<HeaderActions /> from
 * ui/header/popups goes into the actions slot), then the mobile menu button.
 */
export const SiteHeader = () => {
  const { navigation } = useSiteLayout();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const site = useSite();
  const items = navigation === null ? [] : markCurrent(navigation.items, pathname);
  return (
    <header className={styles.header} data-enhanced={hydrated ? '' : undefined}>
      <div className={styles.headerInner}>
        <a className={styles.logo} href="/">
          ifb <span>{site === 'works-council' ? 'Betriebsrat-Wissen' : 'Seminare'}</span>
        </a>
        {navigation === null ? null : <MainNavigation navigation={navigation} items={items} />}
        <div className={styles.tools}>
          <HeaderSearch />
          <div className={styles.actionsSlot}>
            <HeaderActions />
          </div>
          {items.length > 0 ? <MobileMenu items={items} /> : null}
        </div>
      </div>
    </header>
  );
};
