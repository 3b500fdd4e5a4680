import { Link, useLoaderData } from 'react-router';
import { Pager, Teaser } from '../works-council/ContentBody';
import * as styles from '../works-council/works-council.styles';
import { switches } from '../../theme/switches.styles';
import { lead, page as pageFrame, pageHeading } from '../../theme/page.styles';
import { ELECTION_NEWS_ARCHIVE_PATH, electionNewsCategoryPath } from '../../../application/content/content-paths';
import type { ElectionNewsPageData } from './election-news.loaders';

/** The election news (Betriebsratswahl): the archive of all items or one category's, paged, with the categories to switch. */
export const ElectionNewsPage = () => {
  const { category, categories, page } = useLoaderData<ElectionNewsPageData>();
  const path = category === null ? ELECTION_NEWS_ARCHIVE_PATH : electionNewsCategoryPath(category.slug);
  return (
    <div className={pageFrame}>
      <h1 className={pageHeading}>{category === null ? 'Wahl-News: Archiv' : `Wahl-News: ${category.name}`}</h1>
      <p className={lead}>
        Meldungen rund um die Betriebsratswahl: Vorbereitung, Wahlverfahren und was nach der Wahl zu tun ist.
      </p>
      <nav aria-label="Kategorien der Wahl-News" className={switches}>
        <Link to={ELECTION_NEWS_ARCHIVE_PATH} aria-current={category === null ? 'page' : undefined}>
          Alle Meldungen
        </Link>
        {categories.map((candidate) => (
          <Link key={candidate.slug} to={electionNewsCategoryPath(candidate.slug)} aria-current={candidate.slug === category?.slug ? 'page' : undefined}>
            {candidate.name}
          </Link>
        ))}
      </nav>
      {page.items.length === 0 ? (
        <p>In dieser Kategorie gibt es noch keine Meldungen.</p>
      ) : (
        <ul className={styles.teasers}>
          {page.items.map((item) => (
            <Teaser key={item.id} item={item} />
          ))}
        </ul>
      )}
      <Pager path={path} page={page.page} pageSize={page.pageSize} total={page.total} />
    </div>
  );
};
