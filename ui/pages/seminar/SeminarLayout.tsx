import { NavLink, Outlet } from 'react-router';
import { consultantsForTopicPath } from '../../../application/consultation/consultation.paths';
import { cents, formatEuro } from '../../../domain/money/money';
import { REPRESENTATION_LAW, representationOf } from '../../../domain/paperwork/representation';
import { entitlementPathFor } from '../entitlement/entitlement-paths';
import { Breadcrumbs } from '../catalogue/Breadcrumbs';
import { SEMINARS_AZ_PATH, rubricPath, seminarPdfPath } from '../catalogue/catalogue-paths';
import { useHyphenated } from '../catalogue/hyphenated';
import { SEMINAR_SUB_PAGES, seminarSubPath } from './sub-pages';
import { useSeminar } from './use-seminar';
import * as styles from './seminar.styles';
import { kicker, lead, page as pageFrame, pageHeading } from '../../theme/page.styles';
import { formatCount } from '../../../domain/text/german-numbers';
import { AtoZ } from '../../layout/AtoZ';

/** The seminar's head (title, key facts, price) and its sub-page tabs around the sub-page. */
export const SeminarLayout = () => {
  const seminar = useSeminar();
  const hyphenated = useHyphenated();
  return (
    <div className={pageFrame}>
      <Breadcrumbs
        trail={[
          { label: 'Startseite', to: '/' },
          { label: 'Seminare', to: '/seminare' },
          { label: seminar.rubric.name, to: rubricPath(seminar.rubric.slug) },
          { label: seminar.title },
        ]}
      />
      <header className={styles.head}>
        <div>
          <p className={kicker}>{seminar.actionField}</p>
          <h1 className={pageHeading}>{hyphenated(seminar.title)}</h1>
          <p className={lead}>{seminar.subtitle}</p>
        </div>
        <aside className={styles.priceBox} aria-label="Preis und Termine">
          {seminar.cheapest ? (
            <p>
              <small>{seminar.cheapest.priceLabel}</small>
              <strong>{formatEuro(cents(seminar.cheapest.listingPrice))}</strong>
              <small>zzgl. MwSt. · Kosten trägt der Arbeitgeber ({REPRESENTATION_LAW[representationOf(seminar.targetGroups)].costBasis})</small>
            </p>
          ) : (
            <p>Derzeit keine offenen Termine – gern als Inhouse-Seminar.</p>
          )}
          {/*
            One fact a line, as below: in the narrow box a joined 'n Termine · PDF' broke after its
            separator. Without dates the line above already says so, there is no '0 Termine'.
          */}
          {seminar.events.length > 0 && (
            <p>
              {formatCount(seminar.events.length)} {seminar.events.length === 1 ? 'Termin' : 'Termine'}
            </p>
          )}
          <p>
            <a href={seminarPdfPath(seminar.slug)}>Seminarbeschreibung (PDF)</a>
          </p>
          <p>
            {/* The body the seminar is for is read as the portal's papers read it (domain/paperwork). */}
            <a href={entitlementPathFor(representationOf(seminar.targetGroups))}>Ihr Schulungsanspruch</a>
          </p>
          <p>
            Unsicher, ob das Seminar passt? <a href={consultantsForTopicPath(seminar.rubric.slug)}>Beratung vereinbaren</a>
          </p>
        </aside>
      </header>
      <nav className={styles.tabs} aria-label="Seminarbereiche">
        {SEMINAR_SUB_PAGES.map((subPage) => (
          <NavLink key={subPage.label} to={seminarSubPath(seminar.slug, subPage)} end preventScrollReset>
            {subPage.label}
          </NavLink>
        ))}
      </nav>
      <div className={styles.body}>
        <Outlet />
      </div>
      <p>
        <NavLink to={SEMINARS_AZ_PATH}>
          Alle Seminare von <AtoZ />
        </NavLink>
      </p>
    </div>
  );
};
