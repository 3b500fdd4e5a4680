import type { Site } from '../../../domain/site/site';
import * as styles from './popups.styles';

const WORKS_COUNCIL_PREFIX = 'betriebsrat.';

/**
 * The other site variant's origin, from this page's: the works-council site lives on the
 * 'betriebsrat.' subdomain of the main host (adapters/http-api/site.ts).
 */
export const sisterOrigin = (site: Site, location: Pick<Location, 'protocol' | 'host'>): string =>
  site === 'main'
    ? `${location.protocol}//${WORKS_COUNCIL_PREFIX}${location.host}`
    : `${location.protocol}//${location.host.startsWith(WORKS_COUNCIL_PREFIX) ? location.host.slice(WORKS_COUNCIL_PREFIX.length) : location.host}`;

/** Links to the other site variant (spec §1: the navigation links between them). */
export const SisterSitesPopup = ({ site, origin, headingId }: { readonly site: Site; readonly origin: string; readonly headingId: string }) => (
  <div className={styles.body}>
    <h2 id={headingId} className={styles.heading}>
      Unsere Seiten
    </h2>
    <ul className={styles.menu}>
      {site === 'main' ? (
        <>
          <li>
            <a href={`${origin}/`}>Betriebsrat-Wissen: Fachartikel, News und Lexikon</a>
          </li>
          <li>
            <a href={`${origin}/news/aktuell`}>News für Betriebsräte</a>
          </li>
        </>
      ) : (
        <>
          <li>
            <a href={`${origin}/seminare`}>Seminare für Betriebsräte</a>
          </li>
          <li>
            <a href={`${origin}/seminare/veranstaltungen`}>Alle Seminartermine</a>
          </li>
        </>
      )}
    </ul>
  </div>
);
