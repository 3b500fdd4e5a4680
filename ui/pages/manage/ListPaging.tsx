import * as filters from '../../theme/filter-form.styles';

/** The query parameter that names a page of a back-office list. */
const PAGE_PARAM = 'seite';

/** The address of another page of the same list: the filter's filled-in fields stay. */
export const listPageHref = <F extends Readonly<Record<keyof F, string>>>(path: string, filter: F, page: number): string => {
  const query = new URLSearchParams(Object.entries<string>(filter).filter(([, value]) => value.trim() !== ''));
  query.set(PAGE_PARAM, String(page));
  return `${path}?${query.toString()}`;
};

interface ListPagingProps<F> {
  /** The navigation's name, e.g. "Seiten der Bestellungen". */
  readonly label: string;
  /** The list's own address. */
  readonly path: string;
  readonly filter: F;
  readonly list: { readonly page: number; readonly pageSize: number; readonly total: number };
}

/**
 * "Seite N von M" with plain links to the page before and after (so it pages without JavaScript
 * and the address can be shared); nothing when one page holds the whole list. Every back-office
 * list pages with it.
 */
export const ListPaging = <F extends Readonly<Record<keyof F, string>>>({ label, path, filter, list }: ListPagingProps<F>) => {
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  if (pages === 1) return null;
  return (
    <nav aria-label={label} className={filters.paging}>
      {list.page > 1 ? (
        <a href={listPageHref(path, filter, list.page - 1)} rel="prev">
          Vorherige Seite
        </a>
      ) : null}
      <span>{`Seite ${String(list.page)} von ${String(pages)}`}</span>
      {list.page < pages ? (
        <a href={listPageHref(path, filter, list.page + 1)} rel="next">
          Nächste Seite
        </a>
      ) : null}
    </nav>
  );
};
