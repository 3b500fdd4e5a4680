import { useLocation } from 'react-router';
import { QuickLoginCard } from './QuickLoginCard';
import { smallPrint } from '../../theme/page.styles';
import * as styles from './popups.styles';

/** The visitor's user popup: the quick login card; after login the visitor comes back to this page. */
export const LoginPopup = ({ headingId }: { readonly headingId: string }) => {
  const location = useLocation();
  return (
    <div className={styles.body}>
      <QuickLoginCard headingId={headingId} redirect={`${location.pathname}${location.search}`} />
      <p className={smallPrint}>
        Mit meinifb behalten Sie Ihre Seminare, Buchungen und Ihre Merkliste im Blick.
      </p>
    </div>
  );
};
