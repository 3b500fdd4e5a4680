import { Link, useLoaderData } from 'react-router';
import type { RubricSummariesWire } from '../../../application/catalogue/place.codecs';
import { rubricPath } from './catalogue-paths';
import { Breadcrumbs } from './Breadcrumbs';
import * as styles from './catalogue.styles';
import { lead, page as pageFrame, pageHeading } from '../../theme/page.styles';
import { tileGrid } from '../../theme/tile-grid.styles';
import { formatCount } from '../../../domain/text/german-numbers';

/** /seminare/rubrik: every rubric with what it covers and how many dates it has. */
export const RubricsPage = () => {
  const { rubrics } = useLoaderData<{ readonly rubrics: RubricSummariesWire }>();
  return (
    <div className={pageFrame}>
      <Breadcrumbs trail={[{ label: 'Startseite', to: '/' }, { label: 'Seminare', to: '/seminare' }, { label: 'Rubriken' }]} />
      <h1 className={pageHeading}>Alle Rubriken</h1>
      <p className={lead}>Finden Sie Ihr Seminar nach Fachgebiet.</p>
      <ul className={tileGrid}>
        {rubrics.map((rubric) => (
          <li key={rubric.rubricId}>
            <article className={styles.tile}>
              <h2>
                <Link to={rubricPath(rubric.slug)}>{rubric.name}</Link>
              </h2>
              <p>{rubric.description}</p>
              <p className={styles.tileFacts}>{formatCount(rubric.upcomingEvents)} Termine</p>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
};
