import { Link, useLoaderData } from 'react-router';
import { EVENT_LIST_PATH, RUBRICS_PATH, SEMINARS_AZ_PATH, rubricPath, topicPath } from './catalogue-paths';
import type { EntryPageData } from './overview.loaders';
import { Breadcrumbs } from './Breadcrumbs';
import { ThemeTiles } from './ThemeTiles';
import * as styles from './catalogue.styles';
import { actionLink } from '../../theme/action-link.styles';
import { chips } from '../../theme/chips.styles';
import { lead, page as pageFrame, pageHeading, sectionHeading, stack } from '../../theme/page.styles';
import { tileGrid } from '../../theme/tile-grid.styles';
import { formatCount } from '../../../domain/text/german-numbers';
import { AtoZ } from '../../layout/AtoZ';

const TOPICS_SHOWN = 24;

/** /seminare: the way into the catalogue by rubric, by topic, or straight to all dates. */
export const EntryPage = () => {
  const { rubrics, tags, seminarCount, highlights } = useLoaderData<EntryPageData>();
  return (
    <div className={pageFrame}>
      <Breadcrumbs trail={[{ label: 'Startseite', to: '/' }, { label: 'Seminare' }]} />
      <h1 className={pageHeading}>Seminare für Betriebsräte</h1>
      <p className={lead}>
        {formatCount(seminarCount)} Seminare und Ausbildungen in {formatCount(rubrics.length)} Rubriken:
        in Präsenz in ganz Deutschland oder online. <Link to={EVENT_LIST_PATH}>Alle Termine ansehen</Link> oder{' '}
        <Link to={SEMINARS_AZ_PATH}>
          alle Seminare von <AtoZ />
        </Link>.
      </p>

      <section className={stack} aria-labelledby="rubriken">
        <h2 id="rubriken" className={sectionHeading}>
          Rubriken
        </h2>
        <ul className={tileGrid}>
          {rubrics.map((rubric) => (
            <li key={rubric.rubricId}>
              <article className={styles.tile}>
                <h3>
                  <Link to={rubricPath(rubric.slug)}>{rubric.name}</Link>
                </h3>
                <p>{rubric.description}</p>
                <p className={styles.tileFacts}>{formatCount(rubric.upcomingEvents)} Termine</p>
              </article>
            </li>
          ))}
        </ul>
        <Link className={actionLink} to={RUBRICS_PATH}>
          Alle Rubriken im Überblick
        </Link>
      </section>

      <section className={stack} aria-labelledby="highlights">
        <h2 id="highlights" className={sectionHeading}>
          Gefragte Seminare
        </h2>
        <ThemeTiles themes={highlights} />
      </section>

      <section className={stack} aria-labelledby="themen">
        <h2 id="themen" className={sectionHeading}>
          Themen
        </h2>
        <ul className={chips}>
          {tags.slice(0, TOPICS_SHOWN).map((tag) => (
            <li key={tag.name}>
              <Link to={topicPath(tag.name)}>{tag.name}</Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
};
