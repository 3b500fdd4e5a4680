import * as styles from './site.styles';

/** The page footer. */
export const SiteFooter = () => (
  <footer className={styles.footer}>
    <div className={styles.footerInner}>
      <span>© ifb Seminare – Seminare für Betriebsräte, SBV und JAV</span>
      <span>
        <a href="/service/kontakt">Kontakt</a>
      </span>
    </div>
  </footer>
);
