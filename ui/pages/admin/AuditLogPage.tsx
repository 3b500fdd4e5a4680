import { useLoaderData } from 'react-router';
import { ADMIN_PATHS } from '../../../application/admin/admin.paths';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS } from '../../../application/audit/audit-log';
import { berlinDateText, berlinTimeText } from '../../dates/instant-text';
import * as filters from '../../theme/filter-form.styles';
import * as tables from '../../theme/table.styles';
import * as formStyles from '../../forms/forms.styles';
import * as styles from './admin.styles';
import { auditDetailsText } from './audit-details';
import type { AuditFilterValues, AuditListJson, AuditLogPageData } from './audit-log.loader';
import * as pageParts from '../../theme/page.styles';
import { ListPaging } from '../manage/ListPaging';

type AuditEntryJson = AuditListJson['entries'][number];

const count = new Intl.NumberFormat('de-DE');

const VIA: Record<AuditEntryJson['via'], string> = { session: 'Anmeldung', token: 'API-Token', cli: 'Kommandozeile' };

const whenText = (iso: string): string => `${berlinDateText(iso)} ${berlinTimeText(iso)}`;

/** A plain GET form: it works without JavaScript, and the address can be bookmarked. */
const FilterForm = ({ filter }: { readonly filter: AuditFilterValues }) => (
  <form method="get" action={ADMIN_PATHS.auditLog} className={filters.filterForm} role="search" aria-label="Protokoll filtern">
    <div className={filters.field}>
      <label htmlFor="audit-aktion">Aktion</label>
      <select id="audit-aktion" name="aktion" defaultValue={filter.aktion}>
        <option value="">Alle Aktionen</option>
        {AUDIT_ACTIONS.map((action) => (
          <option key={action} value={action}>
            {AUDIT_ACTION_LABELS[action]}
          </option>
        ))}
      </select>
    </div>
    <div className={filters.field}>
      <label htmlFor="audit-von">Von (Tag)</label>
      <input id="audit-von" name="von" type="date" defaultValue={filter.von} />
    </div>
    <div className={filters.field}>
      <label htmlFor="audit-bis">Bis (Tag, einschließlich)</label>
      <input id="audit-bis" name="bis" type="date" defaultValue={filter.bis} />
    </div>
    <button type="submit" className={formStyles.secondaryButton}>
      Filtern
    </button>
  </form>
);

const EntriesTable = ({ entries }: { readonly entries: AuditListJson['entries'] }) => (
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take the focus, so a keyboard can scroll it (WCAG 2.1.1)
  <div className={tables.tableScroll} role="region" aria-labelledby="audit-caption" tabIndex={0}>
    <table className={tables.table}>
      <caption id="audit-caption" className={pageParts.sectionHeading}>
        Einträge
      </caption>
      <thead>
        <tr>
          <th scope="col">Zeitpunkt</th>
          <th scope="col">Aktion</th>
          <th scope="col">Admin</th>
          <th scope="col">Ziel / Details</th>
          <th scope="col">Herkunft</th>
          <th scope="col">Zugang</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.entryId}>
            <td>
              <time dateTime={entry.at}>{whenText(entry.at)}</time>
            </td>
            <td>{entry.actionLabel}</td>
            <td>{entry.actor.email}</td>
            <td>
              {entry.subject}
              {entry.details !== null && <div className={pageParts.smallPrint}>{auditDetailsText(entry.details)}</div>}
            </td>
            <td>{entry.origin === 'cli' ? 'CLI' : entry.origin === '' ? '–' : entry.origin}</td>
            <td>{VIA[entry.via]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);

/** /manage/audit-log for site admins (issue 14): who did what, when and from where, filtered by action and days. */
export const AuditLogPage = () => {
  const page = useLoaderData<AuditLogPageData>();
  return (
    <section className={pageParts.page} aria-labelledby="audit-log-heading">
      <h1 id="audit-log-heading" className={pageParts.pageHeading}>
        Protokoll der Admin-Aktionen
      </h1>
      {page.kind === 'list' && (
        <p className={pageParts.lead}>
          {`${count.format(page.list.total)} ${page.list.total === 1 ? 'Eintrag' : 'Einträge'}; sie werden ${count.format(page.list.retentionDays)} Tage aufbewahrt.`}
        </p>
      )}
      {page.kind === 'invalid' && (
        <div role="alert" className={formStyles.noticeError} aria-labelledby="audit-log-problems">
          <h2 id="audit-log-problems" className={styles.problemsHeading}>
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
      {page.kind === 'list' && page.list.entries.length === 0 && <p className={`${formStyles.noticeInfo} ${pageParts.narrow}`}>Für diesen Filter gibt es keine Einträge.</p>}
      {page.kind === 'list' && page.list.entries.length > 0 && (
        <>
          <EntriesTable entries={page.list.entries} />
          <ListPaging label="Seiten des Protokolls" path={ADMIN_PATHS.auditLog} filter={page.filter} list={page.list} />
        </>
      )}
    </section>
  );
};
