import { Link, useLoaderData } from 'react-router';
import { EVENT_LIST_PATH, RUBRICS_PATH, SEMINARS_AZ_PATH, rubricPath, topicPath } from './catalogue-paths';
import type { EntryPageData } from './overview.loaders';
import { Breadcrumbs } from './Breadcrumbs';
import { ThemeTiles } from './ThemeTiles';
import * as styles from './catalogue.styles';
import { formatCount } from '../../../domain/text/german-numbers';
import { AtoZ } from '../../layout/AtoZ';

const TOPICS_SHOWN = 24;

/** /seminare: the way into the catalogue by rubric, by topic, or straight to all dates. */
export const EntryPage = () => {
  const { rubrics, tags, seminarCount, highlights } = useLoaderData<EntryPageData>();
  return (
    <>
      <Breadcrumbs trail={[{ label: 'Startseite', to: '/' }, { label: 'Seminare' }]} />
      <h1 className={styles.heading}>Seminare für Betriebsräte</h1>
      <p className={styles.lead}>
        {formatCount(seminarCount)} Seminare und Ausbildungen in {formatCount(rubrics.length)} Rubriken:
        in Präsenz in ganz Deutschland oder online. <Link to={EVENT_LIST_PATH}>Alle Termine ansehen</Link> oder{' '}
        <Link to={SEMINARS_AZ_PATH}>
          alle Seminare von <AtoZ />
        </Link>.
      </p>

      <section className={styles.section} aria-labelledby="rubriken">
        <h2 id="rubriken" className={styles.sectionHeading}>
          Rubriken
        </h2>
        <ul className={styles.tiles}>
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
        <Link className={styles.moreLink} to={RUBRICS_PATH}>
          Alle Rubriken im Überblick
        </Link>
      </section>

      <section className={styles.section} aria-labelledby="highlights">
        <h2 id="highlights" className={styles.sectionHeading}>
          Gefragte Seminare
        </h2>
        <ThemeTiles themes={highlights} />
      </section>

      <section className={styles.section} aria-labelledby="themen">
        <h2 id="themen" className={styles.sectionHeading}>
          Themen
        </h2>
        <ul className={styles.chips}>
          {tags.slice(0, TOPICS_SHOWN).map((tag) => (
            <li key={tag.name}>
              <Link to={topicPath(tag.name)}>{tag.name}</Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
};
