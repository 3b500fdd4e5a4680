import type { ReactNode } from 'react';
import { Form, Link, useLoaderData } from 'react-router';
import type * as t from 'io-ts';
import type { SeminarSearchWire } from '../../../application/catalogue/seminar-search.codecs';
import { berlinDateRangeText } from '../../dates/instant-text';
import { seminarPath } from '../catalogue/catalogue-paths';
import type { SearchPageData, SearchPart } from './search.loader';
import * as cardList from '../../theme/card-list.styles';
import * as filters from '../../theme/filter-form.styles';
import { primaryButton } from '../../theme/controls.styles';
import { noticeError } from '../../forms/forms.styles';
import * as pageParts from '../../theme/page.styles';
import { formatCount } from '../../../domain/text/german-numbers';

const count = (n: number, one: string, many: string): string => `${formatCount(n)} ${n === 1 ? one : many}`;

const searchPath = (q: string): string => `/suche?q=${encodeURIComponent(q)}`;

const Part = <A,>({ part, children }: { readonly part: SearchPart<A>; readonly children: (found: A) => ReactNode }) =>
  'message' in part ? (
    <p className={noticeError} role="alert">
      {part.message}
    </p>
  ) : (
    children(part.found)
  );

/** "Meinten Sie …?": the closest known words, each a search of its own. */
const DidYouMean = ({ suggestions }: { readonly suggestions: readonly string[] }) =>
  suggestions.length === 0 ? null : (
    <p className={pageParts.lead}>
      Meinten Sie{' '}
      {suggestions.map((suggestion, position) => (
        <span key={suggestion}>
          {position === 0 ? '' : position === suggestions.length - 1 ? ' oder ' : ', '}
          <Link to={searchPath(suggestion)}>{suggestion}</Link>
        </span>
      ))}
      ?
    </p>
  );

type SeminarsJson = t.OutputOf<typeof SeminarSearchWire>;

/** Each seminar once, with how many dates it has and the next of them. */
const SeminarList = ({ page, q }: { readonly page: SeminarsJson; readonly q: string }) => (
  <>
    <p className={filters.resultSummary}>
      {page.total === 0 ? `Keine Seminare zu „${q}“ gefunden.` : `${count(page.total, 'Seminar', 'Seminare')} gefunden${page.total > page.items.length ? `, die ersten ${String(page.items.length)}` : ''}.`}
    </p>
    <DidYouMean suggestions={page.suggestions} />
    {/* No empty list: a screen reader would announce "Gefundene Seminare, 0 Einträge" after the sentence that says so. */}
    {page.items.length > 0 && (
      <ul className={cardList.cards} aria-label="Gefundene Seminare">
        {page.items.map((seminar) => (
          <li key={seminar.themeId} className={cardList.card}>
            <h3>
              <Link to={seminarPath(seminar.slug)}>{seminar.title}</Link>
            </h3>
            <p>{seminar.subtitle}</p>
            <p>
              {count(seminar.upcomingDates, 'Termin', 'Termine')}
              {seminar.nextDates.length === 0 ? '' : ', die nächsten:'}
            </p>
            {seminar.nextDates.length > 0 && (
              <ul>
                {seminar.nextDates.map((date) => (
                  <li key={date.eventId}>
                    {berlinDateRangeText(date.startDate, date.endDate)} · {date.locationText}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    )}
    {page.total > page.items.length ? (
      <p>
        <Link to={`/seminare/veranstaltungen?q=${encodeURIComponent(q)}`}>Alle Termine zu „{q}“ ansehen</Link>
      </p>
    ) : null}
  </>
);

/**
 * /suche?q=: the search form and what was found. On the works-council site its articles,
 * lexicon entries and laws come first, the seminars follow.
 */
export const SearchPage = () => {
  const { q, seminars, content } = useLoaderData<SearchPageData>();
  const seminarSection =
    seminars === null ? null : (
      <section className={pageParts.stack} aria-labelledby="treffer-seminare">
        <h2 id="treffer-seminare" className={pageParts.sectionHeading}>
          Seminare
        </h2>
        <Part part={seminars}>{(page) => <SeminarList page={page} q={q} />}</Part>
      </section>
    );
  return (
    <div className={pageParts.page}>
      <h1 className={pageParts.pageHeading}>{q === '' ? 'Suche' : `Suche nach „${q}“`}</h1>
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
      {content === null ? seminarSection : null}
      {content === null ? null : (
        <section className={pageParts.stack} aria-labelledby="treffer-wissen">
          <h2 id="treffer-wissen" className={pageParts.sectionHeading}>
            Beiträge, Lexikon und Gesetze
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
      {content === null ? null : seminarSection}
    </div>
  );
};
