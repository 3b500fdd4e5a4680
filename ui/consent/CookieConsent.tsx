import { useEffect, useId, useState } from 'react';
import { useConsent } from './consent-context';
import type { ConsentChoice } from './consent-storage';
import type { CookieSettingsDialog } from './CookieSettingsDialog';
import { CONSENT_MARK } from './pre-paint';
import { boxHeading } from '../theme/page.styles';
import * as styles from './consent.styles';

/** The footer's "Cookie-Einstellungen" link points here (F's ui/layout/provider.ts names the same hash). */
export const COOKIE_SETTINGS_HASH = '#cookie-einstellungen';

type Shown = 'none' | 'banner' | 'settings';

const NOTHING_ALLOWED: ConsentChoice = { marketing: false, externalMedia: false };

/**
 * The cookie consent (spec §2 issue 6): a banner until the visitor decides (only necessary, all,
 * or settings), the settings as a modal dialog (CookieSettingsDialog, loaded when first opened),
 * reopened by the footer's link. The banner is in every page's HTML, hidden before the first
 * paint when a choice is remembered (ui/consent/pre-paint.ts); its buttons work once the page is
 * hydrated: a click before then starts the page's scripts and is clicked again after hydration
 * (ui/start-after-paint.ts), so it is never lost.
 */
export const CookieConsent = () => {
  const consent = useConsent();
  const [shown, setShown] = useState<Shown>('banner');
  const [Settings, setSettings] = useState<typeof CookieSettingsDialog | null>(null);
  const id = useId();

  useEffect(() => {
    const openSettings = () => {
      if (window.location.hash !== COOKIE_SETTINGS_HASH) return;
      showSettings();
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

  function showSettings() {
    void import('./CookieSettingsDialog').then((module) => {
      setSettings(() => module.CookieSettingsDialog);
      setShown('settings');
    });
  }

  const decide = (choice: ConsentChoice) => {
    consent.decide(choice, new Date().toISOString());
    setShown('none');
    if (window.location.hash === COOKIE_SETTINGS_HASH) history.replaceState(null, '', window.location.pathname + window.location.search);
  };

  if (shown === 'none') return null;
  if (shown === 'banner') {
    return (
      <section className={styles.banner} aria-labelledby={`${id}-title`}>
        <div className={styles.bannerInner}>
          <div>
            <h2 id={`${id}-title`} className={boxHeading}>
              Cookies und Datenschutz
            </h2>
            <p className={styles.text}>
              Wir verwenden notwendige Cookies, damit Warenkorb und Anmeldung funktionieren. Mit Ihrer Zustimmung nutzen wir
              zusätzlich Marketing-Cookies, um unser Angebot zu verbessern, und laden Videos von YouTube (Externe Medien). Mehr in der <a href="/datenschutz">Datenschutzerklärung</a>.
            </p>
          </div>
          <div className={styles.buttons}>
            <button type="button" className={styles.secondary} onClick={showSettings}>
              Einstellungen
            </button>
            <button type="button" className={styles.choice} onClick={() => { decide(NOTHING_ALLOWED); }}>
              Nur notwendige
            </button>
            <button type="button" className={styles.choice} onClick={() => { decide({ marketing: true, externalMedia: true }); }}>
              Alle akzeptieren
            </button>
          </div>
        </div>
      </section>
    );
  }
  if (Settings === null) return null;
  return (
    <Settings
      initial={consent.current ?? NOTHING_ALLOWED}
      onDecide={decide}
      onDismiss={() => {
        setShown(consent.current === null ? 'banner' : 'none');
      }}
    />
  );
};
