import { useSite } from '../site/use-site';
import { visuallyHidden } from '../theme/visually-hidden.styles';
import * as styles from './footer.styles';
import { COOKIE_SETTINGS_HASH } from '../consent/CookieConsent';
import { PROVIDER } from '../../domain/site/provider';
import { LEGAL_LINKS, SOCIAL_LINKS } from './provider';
import { FORUM_URL, KNOWLEDGE_PATHS } from '../../application/content/knowledge-paths';
import { CONTACT_PAGE_PATH } from '../../application/forms/contact.paths';

/**
 * What the page footer holds (./SiteFooter.tsx puts it in the <footer>): contact, the social
 * profiles, the legal pages and the cookie settings. Plain links, so it works without JS, and
 * nothing that changes after the server rendered it: the browser keeps the server's markup and
 * never loads this code (./static-part.tsx).
 */
export const FooterContents = () => {
  const site = useSite();
  return (
    <>
      <div className={styles.columns}>
        <section aria-labelledby="footer-kontakt">
          <h2 id="footer-kontakt" className={styles.heading}>
            Kontakt
          </h2>
          <address className={styles.address}>
            {PROVIDER.name}
            <br />
            {PROVIDER.street}, {PROVIDER.postalCode} {PROVIDER.city}
          </address>
          <ul className={styles.list}>
            <li>
              Telefon: <a href={PROVIDER.phoneHref}>{PROVIDER.phone}</a>
            </li>
            <li>
              E-Mail: <a href={`mailto:${PROVIDER.email}`}>{PROVIDER.email}</a>
            </li>
            <li>{PROVIDER.serviceHours}</li>
            {site === 'main' && (
              <li>
                <a href={CONTACT_PAGE_PATH}>Kontaktformular</a>
              </li>
            )}
          </ul>
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className={styles.heading}>
            Folgen Sie uns
          </h2>
          <ul className={styles.social}>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.network}>
                <a href={link.href} rel="noopener noreferrer" data-network={link.network}>
                  {link.label}
                  <span className={visuallyHidden}> (öffnet externe Seite)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        {site === 'works-council' && (
          <nav aria-labelledby="footer-praxishilfen">
            <h2 id="footer-praxishilfen" className={styles.heading}>
              Praxishilfen
            </h2>
            <ul className={styles.list}>
              <li>
                <a href={KNOWLEDGE_PATHS.faq}>Häufige Fragen</a>
              </li>
              <li>
                <a href={KNOWLEDGE_PATHS.guides}>Leitfäden</a>
              </li>
              <li>
                <a href={KNOWLEDGE_PATHS.downloads}>Downloads</a>
              </li>
              <li>
                <a href={KNOWLEDGE_PATHS.videos}>Videos</a>
              </li>
              <li>
                <a href={FORUM_URL} rel="noopener external" data-external="">
                  Forum für Betriebsräte
                  <span className={visuallyHidden}> (öffnet externe Seite)</span>
                  <span aria-hidden="true"> ↗</span>
                </a>
              </li>
            </ul>
          </nav>
        )}
        <nav aria-labelledby="footer-rechtliches">
          <h2 id="footer-rechtliches" className={styles.heading}>
            Rechtliches
          </h2>
          <ul className={styles.list}>
            {LEGAL_LINKS.map((link) => (
              <li key={link.path}>
                <a href={link.path}>{link.label}</a>
              </li>
            ))}
            <li>
              <a href={COOKIE_SETTINGS_HASH}>Cookie-Einstellungen</a>
            </li>
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>
        © {PROVIDER.name} – Seminare für Betriebsräte, Schwerbehindertenvertretungen und JAV
      </p>
    </>
  );
};
