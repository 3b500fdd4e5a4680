import { Link, useLoaderData } from 'react-router';
import { PRODUCTS } from '../../../application/content/content-kind';
import { AskQuestion } from './AskQuestion';
import { Teaser } from './ContentBody';
import { LISTINGS, lexiconIndexPath, PRODUCT_LABEL, rulingsPath } from './content-labels';
import type { HomeData } from './works-council.loaders';
import { cards } from '../../theme/card-list.styles';
import { chips } from '../../theme/chips.styles';
import { halves } from '../../theme/columns.styles';
import { hero, heroLead, heroTitle } from '../../theme/hero.styles';
import { linkTiles } from '../../theme/link-tiles.styles';
import { page, sectionHeading, stack } from '../../theme/page.styles';
import { searchRow } from '../../theme/search-row.styles';

/** Where the header's search sends its query (the search results page lists content here too). */
export const SEARCH_PATH = '/suche';

/** The works-council site's home: search, the newest articles and news, topics, lexicon, laws. */
export const WorksCouncilHomePage = () => {
  const { latest, topics, laws } = useLoaderData<HomeData>();
  return (
    <div className={page}>
      <section className={hero} aria-labelledby="wissen-titel">
        <h1 id="wissen-titel" className={heroTitle}>
          Wissen für Betriebsräte
        </h1>
        <p className={heroLead}>Fachartikel, News, Lexikon, Gesetze und Urteile für Betriebsrat, SBV und JAV: verständlich und aktuell.</p>
        <form method="get" action={SEARCH_PATH} role="search" aria-label="Wissen durchsuchen" className={searchRow}>
          <label htmlFor="wissen-suche">Suchbegriff</label>
          <input id="wissen-suche" type="search" name="q" minLength={2} placeholder="z. B. Mitbestimmung, Kündigung" />
          <button type="submit">Suchen</button>
        </form>
      </section>

      <AskQuestion scope="br" lead="Der Assistent BR antwortet mit Auszügen aus Lexikon, Gesetzen, Urteilen und Fachartikeln, jeweils mit der Quelle." />

      <section aria-labelledby="neueste-titel" className={stack}>
        <h2 id="neueste-titel" className={sectionHeading}>
          Neueste Beiträge
        </h2>
        <ul className={cards}>
          {latest.map((item) => (
            <Teaser key={item.id} item={item} level={3} />
          ))}
        </ul>
        <p className={chips}>
          <Link to={LISTINGS.article.path}>Alle Fachartikel</Link>
          <Link to={LISTINGS.news.path}>Alle News</Link>
          <Link to={LISTINGS.interview.path}>BR-Magazin-Interviews</Link>
        </p>
      </section>

      <section aria-labelledby="lexikon-titel" className={stack}>
        <h2 id="lexikon-titel" className={sectionHeading}>
          Lexikon
        </h2>
        <ul className={linkTiles}>
          {PRODUCTS.map((product) => (
            <li key={product}>
              <Link to={lexiconIndexPath(product)}>
                <span>{PRODUCT_LABEL[product]}-Lexikon</span>
                <small>Begriffe von A bis Z</small>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="themen-titel" className={stack}>
        <h2 id="themen-titel" className={sectionHeading}>
          Themen
        </h2>
        <ul className={chips}>
          {topics.map((topic) => (
            <li key={topic.slug}>
              <Link to={topic.path}>{topic.title}</Link>
            </li>
          ))}
        </ul>
      </section>

      <div className={halves}>
        <section aria-labelledby="gesetze-titel">
          <h2 id="gesetze-titel" className={sectionHeading}>
            Gesetze
          </h2>
          <ul>
            {laws.map((law) => (
              <li key={law.id}>
                <Link to={law.path}>{law.title}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="urteile-titel">
          <h2 id="urteile-titel" className={sectionHeading}>
            Rechtsprechung
          </h2>
          <ul>
            <li>
              <Link to={rulingsPath('br')}>Urteile für den Betriebsrat</Link>
            </li>
            <li>
              <Link to={rulingsPath('sbv')}>Urteile für die Schwerbehindertenvertretung</Link>
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
};
