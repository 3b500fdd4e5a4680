import { Link, useLoaderData } from 'react-router';
import { FORM_DEFINITIONS, FORM_KINDS } from '../../../../application/forms/form-definitions';
import { REQUESTS_PATHS, requestPath } from '../../../../application/requests/requests.paths';
import { REQUEST_STATUS_LABELS, REQUEST_STATUSES } from '../../../../domain/requests/request-status';
import { berlinDateText, berlinTimeText } from '../../../dates/instant-text';
import * as filters from '../../../theme/filter-form.styles';
import * as layout from '../../../theme/page.styles';
import * as tables from '../../../theme/table.styles';
import * as formStyles from '../../../forms/forms.styles';
import * as styles from '../../admin/admin.styles';
import type { RequestFilterValues, RequestListJson, RequestsPageData } from './requests.loader';
import { ListPaging } from '../ListPaging';

const count = new Intl.NumberFormat('de-DE');

/** A plain GET form: works without JavaScript, and the filtered list can be bookmarked. */
const FilterForm = ({ filter }: { readonly filter: RequestFilterValues }) => (
  <form method="get" action={REQUESTS_PATHS.list} className={filters.filterForm} role="search" aria-label="Anfragen filtern">
    <div className={filters.field}>
      <label htmlFor="anfragen-status">Status</label>
      <select id="anfragen-status" name="status" defaultValue={filter.status}>
        <option value="">Alle</option>
        {REQUEST_STATUSES.map((status) => (
          <option key={status} value={status}>
            {REQUEST_STATUS_LABELS[status]}
          </option>
        ))}
      </select>
    </div>
    <div className={filters.field}>
      <label htmlFor="anfragen-art">Art</label>
      <select id="anfragen-art" name="art" defaultValue={filter.art}>
        <option value="">Alle Formulare</option>
        {FORM_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {FORM_DEFINITIONS[kind].title}
          </option>
        ))}
      </select>
    </div>
    <button type="submit" className={formStyles.secondaryButton}>
      Filtern
    </button>
  </form>
);

const RequestsTable = ({ requests }: { readonly requests: RequestListJson['requests'] }) => (
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take the focus, so a keyboard can scroll it (WCAG 2.1.1)
  <div className={tables.tableScroll} role="region" aria-labelledby="anfragen-caption" tabIndex={0}>
    <table className={tables.table}>
      <caption id="anfragen-caption">
        Anfragen
      </caption>
      <thead>
        <tr>
          <th scope="col">Eingang</th>
          <th scope="col">Anfrage</th>
          <th scope="col">Von</th>
          <th scope="col">Status</th>
          <th scope="col">Zuständig</th>
        </tr>
      </thead>
      <tbody>
        {requests.map((request) => (
          <tr key={request.requestId}>
            <td>
              <time dateTime={request.receivedAt}>{`${berlinDateText(request.receivedAt)} ${berlinTimeText(request.receivedAt)}`}</time>
            </td>
            <td>
              <Link to={requestPath(request.requestId)}>{`${request.kindLabel} Nr. ${String(request.requestId)}`}</Link>
            </td>
            <td>{[request.name, request.email].filter((part) => part !== null).join(', ') || '–'}</td>
            <td>{request.statusLabel}</td>
            <td>{request.assignee ?? '–'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);

/** /manage/anfragen: the requests the website's forms sent, to be worked through by staff. */
export const RequestsPage = () => {
  const page = useLoaderData<RequestsPageData>();
  return (
    <section className={layout.page} aria-labelledby="anfragen-titel">
      <h1 id="anfragen-titel" className={layout.pageHeading}>
        Anfragen
      </h1>
      {page.kind === 'list' && <p className={layout.lead}>{`${count.format(page.list.total)} ${page.list.total === 1 ? 'Anfrage' : 'Anfragen'}`}</p>}
      {page.kind === 'invalid' && (
        <div role="alert" className={formStyles.noticeError} aria-labelledby="anfragen-probleme">
          <h2 id="anfragen-probleme" className={styles.problemsHeading}>
            Der Filter enthält ungültige Angaben. Bitte korrigieren Sie ihn.
          </h2>
          <ul>
            {page.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      <FilterForm filter={page.filter} />
      {page.kind === 'list' && page.list.requests.length === 0 && <p>Für diesen Filter gibt es keine Anfragen.</p>}
      {page.kind === 'list' && page.list.requests.length > 0 && (
        <>
          <RequestsTable requests={page.list.requests} />
          <ListPaging label="Seiten der Anfragen" path={REQUESTS_PATHS.list} filter={page.filter} list={page.list} />
        </>
      )}
    </section>
  );
};
