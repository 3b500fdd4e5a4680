import { Link } from 'react-router';
import { EventCardList } from '../catalogue/EventCard';
import { topicPath } from '../catalogue/catalogue-paths';
import { SEMINAR_SUB_PAGES, seminarSubPath } from './sub-pages';
import { RelatedItems } from '../recommendations/RelatedItems';
import { useSeminar, useSeminarRelated } from './use-seminar';
import { chips } from '../../theme/chips.styles';
import { sectionHeading } from '../../theme/page.styles';
import * as styles from './seminar.styles';
import { formatCount } from '../../../domain/text/german-numbers';

const NEXT_DATES = 3;

/** /seminare/p/{slug}: what the seminar is about, for whom, and its next dates. */
export const SeminarOverview = () => {
  const seminar = useSeminar();
  const related = useSeminarRelated();
  return (
    <>
      <section aria-labelledby="beschreibung">
        <h2 id="beschreibung" className={sectionHeading}>
          Worum es geht
        </h2>
        <p>{seminar.description}</p>
      </section>
      {seminar.targetGroups.length > 0 ? (
        <section aria-labelledby="zielgruppen">
          <h2 id="zielgruppen" className={sectionHeading}>
            Für wen?
          </h2>
          <ul>
            {seminar.targetGroups.map((group) => (
              <li key={group}>{group}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="naechste-termine">
        <h2 id="naechste-termine" className={sectionHeading}>
          Nächste Termine
        </h2>
        {seminar.events.length === 0 ? (
          <p>
            Derzeit sind keine offenen Termine geplant.{' '}
            <Link to={seminarSubPath(seminar.slug, SEMINAR_SUB_PAGES[2])}>Als Inhouse-Seminar anfragen</Link>
          </p>
        ) : (
          <>
            <EventCardList events={seminar.events.slice(0, NEXT_DATES)} headingLevel={3} />
            <Link className={styles.more} to={seminarSubPath(seminar.slug, SEMINAR_SUB_PAGES[1])}>
              Alle {formatCount(seminar.events.length)} Termine ansehen
            </Link>
          </>
        )}
      </section>
      {seminar.tags.length > 0 ? (
        <section aria-labelledby="themen">
          <h2 id="themen" className={sectionHeading}>
            Themen
          </h2>
          <ul className={chips}>
            {seminar.tags.map((tag) => (
              <li key={tag}>
                <Link to={topicPath(tag)}>{tag}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <RelatedItems id="passende-seminare" heading="Passende Seminare" cards={related.themes} headingClassName={sectionHeading} />
      <RelatedItems id="passende-news" heading="News zum Thema" cards={related.news} headingClassName={sectionHeading} />
      <RelatedItems id="passende-videos" heading="Videos zum Thema" cards={related.videos} headingClassName={sectionHeading} />
    </>
  );
};
