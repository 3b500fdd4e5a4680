import * as styles from './first-add-notice.styles';

/** The first-add notice's content (ui/commerce/FirstAddNotice.tsx decides when it shows). */
export const FirstAddNoticeBox = ({ onClose }: { readonly onClose: () => void }) => (
  <div className={styles.notice}>
    <p className={styles.title}>Ihr Seminar liegt im Warenkorb</p>
    <p className={styles.text}>Ob Buchung oder Reservierung, entscheiden Sie im Warenkorb für jeden Teilnehmer einzeln.</p>
    <div className={styles.row}>
      <a href="/seminare/warenkorb" className={styles.link}>
        Zum Warenkorb
      </a>
      <button type="button" className={styles.close} onClick={onClose}>
        Hinweis schließen
      </button>
    </div>
  </div>
);
