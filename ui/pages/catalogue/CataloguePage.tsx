import { Link, useLoaderData } from 'react-router';
import { Temporal } from 'temporal-polyfill';
import { cartDateText, isoWeek } from '../../../domain/calendar/calendar';
import { cents, formatEuro } from '../../../domain/money/money';
import type { CataloguePageData } from './catalogue.loader';
import * as styles from './catalogue.styles';

const KIND_LABEL: Readonly<Record<string, string>> = {
  online: 'Online-Seminar',
  presence: 'Präsenzseminar',
  series: 'Ausbildung',
};

const pageLink = (query: Readonly<Record<string, string>>, page: number): string => {
  const params = new URLSearchParams({ ...query, page: String(page) });
  return `/seminare?${params.toString()}`;
};

export const CataloguePage = () => {
  const { query, page } = useLoaderData<CataloguePageData>();
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  return (
    <>
      <h1 className={styles.heading}>Seminare für Betriebsräte</h1>
      <p className={styles.lead}>
        Alle Termine im Überblick: Präsenzseminare in ganz Deutschland, Online-Seminare und Ausbildungen. Die Kosten trägt
        nach § 37 Abs. 6 BetrVG der Arbeitgeber.
      </p>
      <form className={styles.filters} method="get" action="/seminare" role="search" aria-label="Seminare filtern">
        <label>
          Suchbegriff
          <input type="search" name="q" defaultValue={query.q ?? ''} placeholder="z. B. Arbeitsschutz" />
        </label>
        <label>
          Ort
          <input type="text" name="city" defaultValue={query.city ?? ''} placeholder="z. B. Hamburg" />
        </label>
        <label>
          Art
          <select name="kind" defaultValue={query.kind ?? ''}>
            <option value="">Alle</option>
            <option value="presence">Präsenzseminar</option>
            <option value="online">Online-Seminar</option>
            <option value="series">Ausbildung</option>
          </select>
        </label>
        <label>
          Ab Datum
          <input type="date" name="from" defaultValue={query.from ?? ''} />
        </label>
        <button type="submit" className={styles.submit}>
          Seminare finden
        </button>
      </form>

      <p className={styles.summary} aria-live="polite">
        {page.total === 0
          ? 'Zu Ihrer Suche gibt es leider keine Termine. Versuchen Sie es mit weniger Filtern.'
          : `${page.total.toLocaleString('de-DE')} Termine gefunden, Seite ${page.page} von ${pages}`}
      </p>
      <ol className={styles.list}>
        {page.items.map((item) => {
          const start = Temporal.Instant.from(item.startDate);
          const end = Temporal.Instant.from(item.endDate);
          return (
            <li key={item.eventId} className={styles.card}>
              <div className={styles.date}>
                {cartDateText(start, end)}
                <small>KW {isoWeek(start).week}</small>
              </div>
              <div>
                <h2 className={styles.title}>
                  <Link to={`/seminare/p/${item.theme.slug}`}>{item.theme.title}</Link>
                </h2>
                <p className={styles.meta}>
                  <span className={styles.badge}>{KIND_LABEL[item.kind]}</span>
                  {item.locationText}
                  {item.hotelName ? `, ${item.hotelName}` : ''}
                </p>
              </div>
              <div className={styles.price}>
                <small>{item.priceLabel}</small>
                <strong>{formatEuro(cents(item.listingPrice))}</strong>
                <small>zzgl. MwSt.</small>
              </div>
            </li>
          );
        })}
      </ol>
      {pages > 1 && (
        <nav className={styles.pager} aria-label="Seiten">
          {page.page > 1 ? <Link to={pageLink(query, page.page - 1)}>← Vorherige Seite</Link> : <span />}
          {page.page < pages ? <Link to={pageLink(query, page.page + 1)}>Nächste Seite →</Link> : <span />}
        </nav>
      )}
    </>
  );
};
