import { Link, useLoaderData } from 'react-router';
import { SEMINAR_PAGES, seminarPagePath } from '../../../../application/catalogue-admin/seminar-admin.paths';
import * as badges from '../../../theme/badge.styles';
import * as controls from '../../../theme/controls.styles';
import * as filters from '../../../theme/filter-form.styles';
import * as page from '../../../theme/page.styles';
import * as tables from '../../../theme/table.styles';
import { fillLevelText } from './fill-level';
import type { SeminarFilterValues, SeminarListPageData } from './seminar-list.loader';
import { ListPaging } from '../ListPaging';

/** A plain GET form: it works without JavaScript, and the address can be bookmarked. */
const FilterForm = ({ filter, list }: SeminarListPageData) => (
  <form method="get" action={SEMINAR_PAGES.list} className={filters.filterForm} role="search" aria-label="Seminare suchen">
    <div className={filters.field}>
      <label htmlFor="seminare-q">Suche</label>
      <input id="seminare-q" name="q" type="search" defaultValue={filter.q} />
    </div>
    <div className={filters.field}>
      <label htmlFor="seminare-rubrik">Rubrik</label>
      <select id="seminare-rubrik" name="rubrik" defaultValue={filter.rubrik}>
        <option value="">Alle Rubriken</option>
        {list.rubrics.map((rubric) => (
          <option key={rubric.slug} value={rubric.slug}>
            {rubric.name}
          </option>
        ))}
      </select>
    </div>
    <div className={filters.field}>
      <label htmlFor="seminare-handlungsfeld">Handlungsfeld</label>
      <select id="seminare-handlungsfeld" name="handlungsfeld" defaultValue={filter.handlungsfeld}>
        <option value="">Alle Handlungsfelder</option>
        {list.actionFields.map((field) => (
          <option key={field} value={field}>
            {field}
          </option>
        ))}
      </select>
    </div>
    <div className={filters.formButtons}>
      <button type="submit" className={controls.primaryButton}>
        Suchen
      </button>
      <a href={SEMINAR_PAGES.list}>Filter zurücksetzen</a>
    </div>
  </form>
);

const isFiltered = (filter: SeminarFilterValues): boolean => [filter.q, filter.rubrik, filter.handlungsfeld].some((value) => value.trim() !== '');

/**
 * /manage/seminare for staff: every seminar (hidden ones too) with its coming dates and how full
 * they are; search and filters as a GET form, each seminar a link to its page.
 */
export const SeminarListPage = () => {
  const data = useLoaderData<SeminarListPageData>();
  const { seminars } = data.list;
  return (
    <section className={page.page} aria-labelledby="seminare-heading">
      <h1 id="seminare-heading" className={page.pageHeading}>
        Seminare
      </h1>
      <p className={page.lead}>Die Seminare des Katalogs mit ihren kommenden Terminen und deren Auslastung.</p>
      <p>
        <Link to={SEMINAR_PAGES.create}>Neues Seminar anlegen</Link> · <Link to={SEMINAR_PAGES.import}>Katalog-Import (CSV)</Link>
      </p>
      <FilterForm {...data} />
      <p className={filters.resultSummary} role="status">
        {seminars.length === 0
          ? isFiltered(data.filter)
            ? 'Keine Seminare zu diesem Filter gefunden.'
            : 'Es gibt noch keine Seminare.'
          : `${String(data.list.total)} ${data.list.total === 1 ? 'Seminar' : 'Seminare'}`}
      </p>
      {seminars.length > 0 && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take the focus, so a keyboard can scroll it (WCAG 2.1.1)
        <div className={tables.tableScroll} role="region" aria-labelledby="seminare-caption" tabIndex={0}>
          <table className={tables.table}>
            <caption id="seminare-caption">Seminare</caption>
            <thead>
              <tr>
                <th scope="col">Seminar</th>
                <th scope="col">Rubrik / Handlungsfeld</th>
                <th scope="col" className={tables.numeric}>
                  Kommende Termine
                </th>
                <th scope="col">Auslastung</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {seminars.map((seminar) => (
                <tr key={seminar.slug}>
                  <th scope="row">
                    <Link to={seminarPagePath(seminar.slug)}>{seminar.title}</Link>
                  </th>
                  <td>
                    {seminar.rubric.name}
                    <br />
                    {seminar.actionField}
                  </td>
                  <td className={tables.numeric}>{seminar.comingDates}</td>
                  <td>{fillLevelText(seminar.seatsTaken, seminar.capacity)}</td>
                  <td>
                    {seminar.published ? (
                      <span className={`${badges.badge} ${badges.badgeSuccess}`}>veröffentlicht</span>
                    ) : (
                      <span className={`${badges.badge} ${badges.badgeMuted}`}>verborgen</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListPaging label="Seiten der Seminarliste" path={SEMINAR_PAGES.list} filter={data.filter} list={data.list} />
    </section>
  );
};
