import { Link, useLoaderData } from 'react-router';
import { visuallyHidden } from '../../theme/visually-hidden.styles';
import { EVENT_LIST_PATH, RUBRICS_PATH, SEMINARS_AZ_PATH, rubricPath } from '../catalogue/catalogue-paths';
import { EventCardList } from '../catalogue/EventCard';
import { ThemeTiles } from '../catalogue/ThemeTiles';
import type { HomePageData } from './home.loader';
import { card } from '../../theme/card-list.styles';
import { searchRow } from '../../theme/search-row.styles';
import { tileGrid } from '../../theme/tile-grid.styles';
import { actionLink } from '../../theme/action-link.styles';
import { hero, heroLead, heroLinks, heroTitle } from '../../theme/hero.styles';
import { linkTiles } from '../../theme/link-tiles.styles';
import { page as pageFrame, sectionHeading, stack } from '../../theme/page.styles';
import { formatCount } from '../../../domain/text/german-numbers';
import { AtoZ } from '../../layout/AtoZ';

const TRUST = [
  {
    title: '§ 37 Abs. 6 BetrVG',
    text: 'Betriebsräte haben Anspruch auf erforderliche Schulungen. Seminar, Reise und Übernachtung zahlt der Arbeitgeber.',
  },
  {
    title: 'Bildungsurlaub',
    text: 'Viele Seminare sind zusätzlich als Bildungsurlaub nach den Gesetzen der Länder anerkannt.',
  },
  {
    title: 'Buchung oder Reservierung',
    text: 'Für jeden Teilnehmer entscheiden Sie im Warenkorb: verbindlich buchen oder erst einmal kostenlos reservieren.',
  },
  {
    title: 'Präsenz und online',
    text: 'Tagungshotels in ganz Deutschland oder live online – mit erfahrenen Referentinnen und Referenten aus der Praxis.',
  },
] as const;

/** The main site's home page: search, the ways into the catalogue, and why a visitor can trust it. */
export const HomePage = () => {
  const { rubrics, highlights, nextDates } = useLoaderData<HomePageData>();
  return (
    <div className={pageFrame}>
      <section className={hero} aria-labelledby="willkommen">
        <h1 id="willkommen" className={heroTitle}>
          Seminare für Betriebsräte, SBV und JAV
        </h1>
        <p className={heroLead}>
          {formatCount(nextDates.total)} Termine in Präsenz und online – das Wissen, das Sie für Ihr Amt brauchen.
        </p>
        <form className={searchRow} method="get" action={EVENT_LIST_PATH} role="search" aria-label="Seminare durchsuchen">
          <label htmlFor="home-suche">Seminar, Thema oder Ort</label>
          <input id="home-suche" type="search" name="q" placeholder="z. B. Betriebsverfassungsrecht" />
          <button type="submit">Suchen</button>
        </form>
        <p className={heroLinks}>
          <Link to="/seminare">Zur Seminarübersicht</Link>
          <Link to={EVENT_LIST_PATH}>Alle Termine</Link>
          <Link to={SEMINARS_AZ_PATH}>
            Seminare <AtoZ />
          </Link>
        </p>
      </section>

      <section className={stack} aria-labelledby="vorteile">
        <h2 id="vorteile" className={visuallyHidden}>
          Gut zu wissen
        </h2>
        <ul className={tileGrid}>
          {TRUST.map((item) => (
            <li key={item.title} className={card}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={stack} aria-labelledby="rubriken">
        <h2 id="rubriken" className={sectionHeading}>
          Seminare nach Rubrik
        </h2>
        <ul className={linkTiles}>
          {rubrics.map((rubric) => (
            <li key={rubric.rubricId}>
              <Link to={rubricPath(rubric.slug)}>
                <span>{rubric.name}</span>
                <small>{formatCount(rubric.upcomingEvents)} Termine</small>
              </Link>
            </li>
          ))}
        </ul>
        <Link className={actionLink} to={RUBRICS_PATH}>
          Alle Rubriken
        </Link>
      </section>

      <section className={stack} aria-labelledby="highlights">
        <h2 id="highlights" className={sectionHeading}>
          Besonders gefragt
        </h2>
        <ThemeTiles themes={highlights} />
      </section>

      <section className={stack} aria-labelledby="naechste">
        <h2 id="naechste" className={sectionHeading}>
          Die nächsten Termine
        </h2>
        <EventCardList events={nextDates.items} headingLevel={3} />
        <Link className={actionLink} to={EVENT_LIST_PATH}>
          Alle {formatCount(nextDates.total)} Termine ansehen
        </Link>
      </section>
    </div>
  );
};
