import { useEffect, useId, useRef, useState } from 'react';
import type { ConsentChoice } from './consent-storage';
import { boxHeading } from '../theme/page.styles';
import * as forms from '../forms/forms.styles';
import * as styles from './consent.styles';

interface CookieSettingsDialogProps {
  /** The choice the checkboxes start from (the stored one, or none ticked). */
  readonly initial: ConsentChoice;
  readonly onDecide: (choice: ConsentChoice) => void;
  /** Escape or the dialog closed otherwise, without a decision. */
  readonly onDismiss: () => void;
}

/**
 * The cookie settings as a modal dialog (native <dialog>: focus trap and Escape built in). Loaded
 * when first opened (ui/consent/CookieConsent.tsx), not with every page.
 */
export const CookieSettingsDialog = ({ initial, onDecide, onDismiss }: CookieSettingsDialogProps) => {
  const [marketing, setMarketing] = useState(initial.marketing);
  const [externalMedia, setExternalMedia] = useState(initial.externalMedia);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog !== null && !dialog.open) dialog.showModal();
  }, []);
  const decide = (choice: ConsentChoice) => {
    dialogRef.current?.close();
    onDecide(choice);
  };
  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={`${id}-settings`} onClose={onDismiss}>
      <h2 id={`${id}-settings`} className={boxHeading}>
        Cookie-Einstellungen
      </h2>
      <label className={`${forms.checkbox} ${styles.option}`}>
        <input type="checkbox" checked disabled />
        <span>
          <strong>Notwendig</strong>
          <br />
          Sitzung, Warenkorb und Sicherheit (XSRF). Immer aktiv.
        </span>
      </label>
      <label className={`${forms.checkbox} ${styles.option}`}>
        <input type="checkbox" checked={marketing} onChange={(event) => { setMarketing(event.target.checked); }} />
        <span>
          <strong>Marketing</strong>
          <br />
          Messung von Warenkorb-Aktionen (Google Tag Manager, dataLayer).
        </span>
      </label>
      <label className={`${forms.checkbox} ${styles.option}`}>
        <input type="checkbox" checked={externalMedia} onChange={(event) => { setExternalMedia(event.target.checked); }} />
        <span>
          <strong>Externe Medien</strong>
          <br />
          Videos von YouTube (youtube-nocookie.com); dabei erhält YouTube Ihre IP-Adresse.
        </span>
      </label>
      <div className={styles.buttons}>
        <button type="button" className={styles.choice} onClick={() => { decide({ marketing: false, externalMedia: false }); }}>
          Nur notwendige
        </button>
        <button type="button" className={styles.secondary} onClick={() => { decide({ marketing, externalMedia }); }}>
          Auswahl speichern
        </button>
        <button type="button" className={styles.choice} onClick={() => { decide({ marketing: true, externalMedia: true }); }}>
          Alle akzeptieren
        </button>
      </div>
    </dialog>
  );
};
