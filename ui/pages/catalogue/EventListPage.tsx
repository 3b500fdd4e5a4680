import { Link, useLoaderData } from 'react-router';
import { EVENT_LIST_PATH, eventListPagePath } from './catalogue-paths';
import type { EventListPageData, FilterOption } from './catalogue.loader';
import { Breadcrumbs } from './Breadcrumbs';
import { EventCardList } from './EventCard';
import * as styles from './catalogue.styles';
import { filterForm, resultSummary } from '../../theme/filter-form.styles';
import { lead, page as pageFrame, pageHeading, stack } from '../../theme/page.styles';
import { pageNumbers as pageNumberList, pager } from '../../theme/pager.styles';
import { primaryButton } from '../../theme/controls.styles';
import { formatCount } from '../../../domain/text/german-numbers';
import { pageNumbers } from './page-numbers';

/** Previous, the page numbers around the current one (with the first and the last), next. */
const Pager = ({ query, current, last }: { readonly query: Readonly<Record<string, string>>; readonly current: number; readonly last: number }) => (
  <nav className={pager} aria-label="Seiten">
    {current > 1 ? <Link to={eventListPagePath(query, current - 1)}>← Vorherige Seite</Link> : <span />}
    <ul className={pageNumberList}>
      {pageNumbers(current, last).map((entry, index) =>
        entry === 'gap' ? (
          <li key={`gap-${String(index)}`} aria-hidden="true">
            …
          </li>
        ) : (
          <li key={entry}>
            <Link to={eventListPagePath(query, entry)} aria-current={entry === current ? 'page' : undefined} aria-label={`Seite ${String(entry)}`}>
              {entry}
            </Link>
          </li>
        ),
      )}
    </ul>
    {current < last ? <Link to={eventListPagePath(query, current + 1)}>Nächste Seite →</Link> : <span />}
  </nav>
);

const Select = ({
  label,
  name,
  value,
  options,
}: {
  readonly label: string;
  readonly name: string;
  readonly value: string | undefined;
  readonly options: readonly FilterOption[];
}) => (
  <label>
    {label}
    <select name={name} defaultValue={value ?? ''}>
      <option value="">Alle</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  </label>
);

const KINDS: readonly FilterOption[] = [
  { value: 'presence', label: 'Präsenzseminar' },
  { value: 'online', label: 'Online-Seminar' },
  { value: 'series', label: 'Ausbildung' },
];

/**
 * All upcoming dates with their filters. The filters are a plain GET form: they live in the
 * URL, so a filtered list can be shared, bookmarked and used without JavaScript.
 */
export const EventListPage = () => {
  const { query, page, rubrics, themes, alternatives } = useLoaderData<EventListPageData>();
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  return (
    <div className={pageFrame}>
      <Breadcrumbs trail={[{ label: 'Startseite', to: '/' }, { label: 'Seminare', to: '/seminare' }, { label: 'Alle Termine' }]} />
      <h1 className={pageHeading}>Seminare für Betriebsräte</h1>
      <p className={lead}>
        Alle Termine im Überblick: Präsenzseminare in ganz Deutschland, Online-Seminare und Ausbildungen. Die Kosten trägt
        nach § 37 Abs. 6 BetrVG der Arbeitgeber.
      </p>
      <form className={filterForm} method="get" action={EVENT_LIST_PATH} role="search" aria-label="Seminare filtern">
        <label>
          Suchbegriff
          <input type="search" name="q" defaultValue={query.q ?? ''} placeholder="z. B. Arbeitsschutz" />
        </label>
        <label>
          Ort
          <input type="text" name="city" defaultValue={query.city ?? ''} placeholder="z. B. Hamburg" />
        </label>
        <Select label="Seminar" name="theme" value={query.theme} options={themes} />
        <Select label="Rubrik" name="rubric" value={query.rubric} options={rubrics} />
        <Select label="Art" name="kind" value={query.kind} options={KINDS} />
        <label>
          Ab Datum
          <input type="date" name="from" defaultValue={query.from ?? ''} />
        </label>
        <label>
          Bis Datum
          <input type="date" name="to" defaultValue={query.to ?? ''} />
        </label>
        <label className={styles.checkbox}>
          <input type="checkbox" name="oneDay" value="true" defaultChecked={query.oneDay === 'true'} />
          Nur eintägige Termine
        </label>
        <button type="submit" className={primaryButton}>
          Seminare finden
        </button>
      </form>

      <p className={resultSummary} aria-live="polite">
        {page.total > 0
          ? `${formatCount(page.total)} Termine gefunden, Seite ${String(page.page)} von ${String(pages)}`
          : alternatives.length > 0
            ? 'Zu Ihrer Suche gibt es leider keine Termine. Diese liegen ihr am nächsten:'
            : 'Zu Ihrer Suche gibt es leider keine Termine. Versuchen Sie es mit weniger Filtern.'}
      </p>
      {page.items.length > 0 && <EventCardList events={page.items} />}
      {alternatives.map((nearest, index) => (
        <section key={nearest.path} className={stack} aria-labelledby={`naechste-termine-${String(index)}`}>
          <h2 id={`naechste-termine-${String(index)}`}>{nearest.heading}</h2>
          <EventCardList events={nearest.items} />
          {nearest.total > nearest.items.length && (
            <p>
              <Link to={nearest.path}>Alle {formatCount(nearest.total)} Termine anzeigen</Link>
            </p>
          )}
        </section>
      ))}
      {pages > 1 && <Pager query={query} current={page.page} last={pages} />}
    </div>
  );
};
