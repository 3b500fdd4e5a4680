import { useEffect, useId, useRef, useState } from 'react';
import { useHydrated } from '../header/use-hydrated';
import { useConsent } from './consent-context';
import { CONSENT_MARK } from './pre-paint';
import * as styles from './consent.styles';

/** The footer's "Cookie-Einstellungen" link points here (F's ui/layout/provider.ts names the same hash). */
export const COOKIE_SETTINGS_HASH = '#cookie-einstellungen';

type Shown = 'none' | 'banner' | 'settings';

/**
 * The cookie consent (spec §2 issue 6): a banner until the visitor decides (only necessary, all,
 * or settings), the settings as a modal dialog (native <dialog>: focus trap and Escape built in),
 * reopened by the footer's link. The banner is in every page's HTML, hidden before the first
 * paint when a choice is remembered (ui/consent/pre-paint.ts); its buttons work once the page is
 * hydrated (disabled until then, so a click is never lost).
 */
export const CookieConsent = () => {
  const consent = useConsent();
  const [shown, setShown] = useState<Shown>('banner');
  const hydrated = useHydrated();
  const [marketing, setMarketing] = useState(false);
  const [externalMedia, setExternalMedia] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const openSettings = () => {
      if (window.location.hash !== COOKIE_SETTINGS_HASH) return;
      setMarketing(consent.current?.marketing ?? false);
      setExternalMedia(consent.current?.externalMedia ?? false);
      setShown('settings');
    };
    // After hydration the stored choice is known: the banner goes when there is one. When the
    // head script saw something stored that is no choice after all, the banner must show.
    const timer = window.setTimeout(() => {
      if (consent.current === null) document.documentElement.removeAttribute(CONSENT_MARK);
      else setShown('none');
      openSettings();
    }, 0);
    window.addEventListener('hashchange', openSettings);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('hashchange', openSettings);
    };
  }, [consent]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (shown === 'settings' && dialog !== null && !dialog.open) dialog.showModal();
  }, [shown]);

  const decide = (allowMarketing: boolean, allowExternalMedia: boolean = allowMarketing) => {
    consent.decide({ marketing: allowMarketing, externalMedia: allowExternalMedia }, new Date().toISOString());
    dialogRef.current?.close();
    setShown('none');
    if (window.location.hash === COOKIE_SETTINGS_HASH) history.replaceState(null, '', window.location.pathname + window.location.search);
  };

  if (shown === 'none') return null;
  if (shown === 'banner') {
    return (
      <section className={styles.banner} aria-labelledby={`${id}-title`}>
        <div className={styles.bannerInner}>
          <div>
            <h2 id={`${id}-title`} className={styles.title}>
              Cookies und Datenschutz
            </h2>
            <p className={styles.text}>
              Wir verwenden notwendige Cookies, damit Warenkorb und Anmeldung funktionieren. Mit Ihrer Zustimmung nutzen wir
              zusätzlich Marketing-Cookies, um unser Angebot zu verbessern, und laden Videos von YouTube (Externe Medien). Mehr in der <a href="/datenschutz">Datenschutzerklärung</a>.
            </p>
          </div>
          <div className={styles.buttons}>
            <button type="button" className={styles.secondary} disabled={!hydrated} onClick={() => { setShown('settings'); }}>
              Einstellungen
            </button>
            <button type="button" className={styles.secondary} disabled={!hydrated} onClick={() => { decide(false); }}>
              Nur notwendige
            </button>
            <button type="button" className={styles.primary} disabled={!hydrated} onClick={() => { decide(true); }}>
              Alle akzeptieren
            </button>
          </div>
        </div>
      </section>
    );
  }
  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={`${id}-settings`}
      onClose={() => {
        setShown(consent.current === null ? 'banner' : 'none');
      }}
    >
      <h2 id={`${id}-settings`} className={styles.title}>
        Cookie-Einstellungen
      </h2>
      <label className={styles.option}>
        <input type="checkbox" checked disabled />
        <span>
          <strong>Notwendig</strong>
          <br />
          Sitzung, Warenkorb und Sicherheit (XSRF). Immer aktiv.
        </span>
      </label>
      <label className={styles.option}>
        <input type="checkbox" checked={marketing} onChange={(event) => { setMarketing(event.target.checked); }} />
        <span>
          <strong>Marketing</strong>
          <br />
          Messung von Warenkorb-Aktionen (Google Tag Manager, dataLayer).
        </span>
      </label>
      <label className={styles.option}>
        <input type="checkbox" checked={externalMedia} onChange={(event) => { setExternalMedia(event.target.checked); }} />
        <span>
          <strong>Externe Medien</strong>
          <br />
          Videos von YouTube (youtube-nocookie.com); dabei erhält YouTube Ihre IP-Adresse.
        </span>
      </label>
      <div className={styles.buttons}>
        <button type="button" className={styles.secondary} onClick={() => { decide(false); }}>
          Nur notwendige
        </button>
        <button type="button" className={styles.secondary} onClick={() => { decide(marketing, externalMedia); }}>
          Auswahl speichern
        </button>
        <button type="button" className={styles.primary} onClick={() => { decide(true); }}>
          Alle akzeptieren
        </button>
      </div>
    </dialog>
  );
};
