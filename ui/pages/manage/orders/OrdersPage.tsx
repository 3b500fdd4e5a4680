import { useLoaderData } from 'react-router';
import { ORDER_STATUS_FILTERS, type OrderStatusFilter } from '../../../../application/back-office/order-desk.codecs';
import { ORDER_DESK_PAGES, orderPagePath } from '../../../../application/back-office/order-desk.paths';
import { PARTICIPANT_STATUS_LABELS } from '../../../../application/back-office/messages';
import { cents, formatEuro } from '../../../../domain/money/money';
import { berlinDateText, berlinTimeText } from '../../../dates/instant-text';
import { FieldError } from '../../../forms/Field';
import * as filters from '../../../theme/filter-form.styles';
import * as pageParts from '../../../theme/page.styles';
import * as tables from '../../../theme/table.styles';
import { primaryButton } from '../../../theme/controls.styles';
import type { OrderFilterValues, OrderListJson, OrdersPageData } from './orders.loader';
import { ListPaging } from '../ListPaging';

const count = new Intl.NumberFormat('de-DE');
const STATUS_OPTIONS = Object.keys(ORDER_STATUS_FILTERS) as OrderStatusFilter[];

const invalidProps = (id: string, error: string | undefined) => ({
  'aria-invalid': error === undefined ? undefined : true,
  'aria-describedby': error === undefined ? undefined : `${id}-fehler`,
});

/** A plain GET form: it works without JavaScript, and the address can be bookmarked and shared. */
const SearchForm = ({ filter, errors }: { readonly filter: OrderFilterValues; readonly errors: Readonly<Record<string, string>> }) => (
  <form method="get" action={ORDER_DESK_PAGES.orders} className={filters.filterForm} role="search" aria-label="Bestellungen suchen">
    <div className={filters.field}>
      <label htmlFor="bestellungen-q">Bestellnummer, Name, E-Mail oder Firma</label>
      <input id="bestellungen-q" name="q" type="search" defaultValue={filter.q} {...invalidProps('bestellungen-q', errors.q)} />
      <FieldError id="bestellungen-q" error={errors.q} />
    </div>
    <div className={filters.field}>
      <label htmlFor="bestellungen-veranstaltung">Seminar oder Fachtagung</label>
      <input id="bestellungen-veranstaltung" name="veranstaltung" type="text" defaultValue={filter.veranstaltung} {...invalidProps('bestellungen-veranstaltung', errors.veranstaltung)} />
      <FieldError id="bestellungen-veranstaltung" error={errors.veranstaltung} />
    </div>
    <div className={filters.field}>
      <label htmlFor="bestellungen-status">Status</label>
      <select id="bestellungen-status" name="status" defaultValue={filter.status} {...invalidProps('bestellungen-status', errors.status)}>
        <option value="">Alle</option>
        {STATUS_OPTIONS.map((status) => (
          <option key={status} value={status}>
            {PARTICIPANT_STATUS_LABELS[ORDER_STATUS_FILTERS[status]]}
          </option>
        ))}
      </select>
      <FieldError id="bestellungen-status" error={errors.status} />
    </div>
    <div className={filters.field}>
      <label htmlFor="bestellungen-von">Bestellt ab (Tag)</label>
      <input id="bestellungen-von" name="von" type="date" defaultValue={filter.von} {...invalidProps('bestellungen-von', errors.von)} />
      <FieldError id="bestellungen-von" error={errors.von} />
    </div>
    <div className={filters.field}>
      <label htmlFor="bestellungen-bis">Bestellt bis (Tag, einschließlich)</label>
      <input id="bestellungen-bis" name="bis" type="date" defaultValue={filter.bis} {...invalidProps('bestellungen-bis', errors.bis)} />
      <FieldError id="bestellungen-bis" error={errors.bis} />
    </div>
    <button type="submit" className={primaryButton}>
      Suchen
    </button>
  </form>
);

const statusText = (statuses: OrderListJson['orders'][number]['statuses']): string =>
  statuses.map(({ status, count: many }) => `${count.format(many)} × ${PARTICIPANT_STATUS_LABELS[status]}`).join(', ');

const OrdersTable = ({ list }: { readonly list: OrderListJson }) => (
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take the focus, so a keyboard can scroll it (WCAG 2.1.1)
  <div className={tables.tableScroll} role="region" aria-labelledby="orders-caption" tabIndex={0}>
    <table className={tables.table}>
      <caption id="orders-caption" className={pageParts.smallPrint}>
        {`${count.format(list.total)} ${list.total === 1 ? 'Bestellung' : 'Bestellungen'}, die neuesten zuerst`}
      </caption>
      <thead>
        <tr>
          <th scope="col">Bestellung</th>
          <th scope="col">Bestellt am</th>
          <th scope="col">Besteller</th>
          <th scope="col">Seminare / Fachtagungen</th>
          <th scope="col">Teilnehmer</th>
          <th scope="col">Summe</th>
        </tr>
      </thead>
      <tbody>
        {list.orders.map((order) => (
          <tr key={order.orderNumber}>
            <td>
              <a href={orderPagePath(order.orderNumber)}>{order.orderNumber}</a>
            </td>
            <td>{`${berlinDateText(order.orderedAt)}, ${berlinTimeText(order.orderedAt)} Uhr`}</td>
            <td>
              {order.customer}
              <br />
              {order.email}
              {order.company !== null && order.company !== '' && (
                <>
                  <br />
                  {order.company}
                </>
              )}
            </td>
            <td>{order.titles.join('; ')}</td>
            <td>{statusText(order.statuses)}</td>
            <td>{formatEuro(cents(order.total))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);

/** /manage/bestellungen: find an order by number, name, e-mail or company; filter by period, seminar and status. */
export const OrdersPage = () => {
  const page = useLoaderData<OrdersPageData>();
  return (
    <section className={pageParts.page} aria-labelledby="orders-heading">
      <h1 id="orders-heading" className={pageParts.pageHeading}>
        Bestellungen
      </h1>
      <SearchForm filter={page.filter} errors={page.kind === 'invalid' ? page.errors : {}} />
      {page.kind === 'invalid' ? (
        <p role="alert">Bitte korrigieren Sie die markierten Felder der Suche.</p>
      ) : page.list.orders.length === 0 ? (
        <p role="status">Keine Bestellung gefunden.</p>
      ) : (
        <>
          <OrdersTable list={page.list} />
          <ListPaging label="Seiten der Bestellungen" path={ORDER_DESK_PAGES.orders} filter={page.filter} list={page.list} />
        </>
      )}
    </section>
  );
};
