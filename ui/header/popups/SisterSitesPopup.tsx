import type { Site } from '../../../domain/site/site';
import { useSisterOrigin } from '../../site/use-site';
import { plainList } from '../../theme/plain-list.styles';
import { boxHeading } from '../../theme/page.styles';
import * as styles from './popups.styles';


/** Links to the other site variant (spec §1: the navigation links between them). */
export const SisterSitesPopup = ({ site, headingId }: { readonly site: Site; readonly headingId: string }) => {
  const origin = useSisterOrigin();
  return (
    <div className={styles.body}>
      <h2 id={headingId} className={boxHeading}>
        Unsere Seiten
      </h2>
      <ul className={`${plainList} ${styles.menu}`}>
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
};
