import type { ReactNode } from 'react';
import { Form, Link, useLoaderData } from 'react-router';
import { EventCardList } from '../catalogue/EventCard';
import type { SearchPageData, SearchPart } from './search.loader';
import * as cardList from '../../theme/card-list.styles';
import * as filters from '../../theme/filter-form.styles';
import { primaryButton } from '../../theme/controls.styles';
import * as styles from './search.styles';
import { formatCount } from '../../../domain/text/german-numbers';

const count = (n: number, one: string, many: string): string => `${formatCount(n)} ${n === 1 ? one : many}`;

const Part = <A,>({ part, children }: { readonly part: SearchPart<A>; readonly children: (found: A) => ReactNode }) =>
  'message' in part ? (
    <p className={styles.message} role="alert">
      {part.message}
    </p>
  ) : (
    children(part.found)
  );

/** /suche?q=: the search form and what was found, seminar dates first. */
export const SearchPage = () => {
  const { q, events, content } = useLoaderData<SearchPageData>();
  return (
    <>
      <h1 className={styles.heading}>{q === '' ? 'Suche' : `Suche nach „${q}“`}</h1>
      <Form className={filters.filterForm} method="get" action="/suche" role="search" aria-label="Seite durchsuchen">
        <label>
          Suchbegriff
          <input type="search" name="q" defaultValue={q} required minLength={2} />
        </label>
        <div className={filters.formButtons}>
          <button type="submit" className={primaryButton}>
            Suchen
          </button>
        </div>
      </Form>
      {events === null ? null : (
        <section aria-labelledby="treffer-seminare">
          <h2 id="treffer-seminare" className={styles.sectionHeading}>
            Seminartermine
          </h2>
          <Part part={events}>
            {(page) => (
              <>
                <p className={filters.resultSummary}>
                  {page.total === 0 ? `Keine Seminartermine zu „${q}“ gefunden.` : `${count(page.total, 'Termin', 'Termine')} gefunden${page.total > page.items.length ? `, die ersten ${String(page.items.length)}` : ''}.`}
                </p>
                {page.items.length === 0 ? null : <EventCardList events={page.items} headingLevel={3} label="Gefundene Seminartermine" />}
                {page.total > page.items.length ? (
                  <p>
                    <Link to={`/seminare/veranstaltungen?q=${encodeURIComponent(q)}`}>Alle {formatCount(page.total)} Termine zu „{q}“ ansehen</Link>
                  </p>
                ) : null}
              </>
            )}
          </Part>
        </section>
      )}
      {content === null ? null : (
        <section aria-labelledby="treffer-wissen">
          <h2 id="treffer-wissen" className={styles.sectionHeading}>
            Beiträge
          </h2>
          <Part part={content}>
            {(page) => (
              <>
                <p className={filters.resultSummary}>{page.total === 0 ? `Keine Beiträge zu „${q}“ gefunden.` : `${count(page.total, 'Beitrag', 'Beiträge')} gefunden.`}</p>
                <ul className={cardList.cards}>
                  {page.items.map((item) => (
                    <li key={`${item.kind}-${String(item.id)}`} className={cardList.card}>
                      <h3>
                        <a href={item.path}>{item.title}</a>
                      </h3>
                      <p>{item.teaser}</p>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </Part>
        </section>
      )}
    </>
  );
};
