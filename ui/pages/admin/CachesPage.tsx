import { useLoaderData } from 'react-router';
import { CACHE_PATHS, cacheClearPath } from '../../../application/cache/cache-admin.port';
import { FORM_XSRF_FIELD } from '../../../application/http/page-form';
import type { CacheInfoWire } from '../../../application/cache/cache.codecs';
import { useService } from '../../di/services-context';
import { FORM_TOKEN } from '../../di/ui.tokens';
import { visuallyHidden } from '../../theme/visually-hidden.styles';
import * as tables from '../../theme/table.styles';
import * as formStyles from '../../forms/forms.styles';
import { ALL_CACHES, type CachesPageData } from './caches.loader';
import * as pageParts from '../../theme/page.styles';

const percent = new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 1 });
const count = new Intl.NumberFormat('de-DE');

const hitRate = (cache: CacheInfoWire): string => (cache.hitRate === null ? 'noch keine Abfrage' : percent.format(cache.hitRate));

/**
 * A plain post to the cache API's own path: the server clears the cache on every instance and
 * sends the browser back here (POST-redirect-GET), with or without JavaScript.
 */
const ClearForm = ({ action, label }: { readonly action: string; readonly label: string }) => {
  const token = useService(FORM_TOKEN).current();
  return (
    <form method="post" action={action}>
      <input type="hidden" name={FORM_XSRF_FIELD} value={token} />
      <button type="submit" className={formStyles.secondaryButton}>
        {label}
      </button>
    </form>
  );
};

/** /cache/list for site admins: every cache with its size and hit rate; clear one or all. */
export const CachesPage = () => {
  const page = useLoaderData<CachesPageData>();
  return (
    <section className={pageParts.page} aria-labelledby="caches-heading">
      <h1 id="caches-heading" className={pageParts.pageHeading}>
        Caches
      </h1>
      <p className={pageParts.lead}>Einträge und Trefferquote seit dem Start dieser Instanz. Leeren wirkt auf allen Instanzen.</p>
      {page.cleared !== null && (
        <p role="status" className={`${formStyles.noticeInfo} ${pageParts.narrow}`}>
          {page.cleared === ALL_CACHES ? 'Alle Caches wurden geleert.' : `Der Cache „${page.cleared}“ wurde geleert.`}
        </p>
      )}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take the focus, so a keyboard can scroll it (WCAG 2.1.1) */}
      <div className={tables.tableScroll} role="region" aria-labelledby="caches-caption" tabIndex={0}>
        <table className={tables.table}>
          <caption id="caches-caption" className={pageParts.sectionHeading}>Caches des Servers</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Beschreibung</th>
              <th scope="col">Einträge</th>
              <th scope="col">Treffer / Fehlgriffe</th>
              <th scope="col">Trefferquote</th>
              <th scope="col">
                <span className={visuallyHidden}>Aktion</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {page.caches.map((cache) => (
              <tr key={cache.name}>
                <th scope="row">{cache.name}</th>
                <td>{cache.description}</td>
                <td>
                  {count.format(cache.entries)} von {count.format(cache.maxEntries)}
                </td>
                <td>
                  {count.format(cache.hits)} / {count.format(cache.misses)}
                </td>
                <td>{hitRate(cache)}</td>
                <td>
                  <ClearForm action={cacheClearPath(cache.name)} label={`${cache.name} leeren`} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ClearForm action={CACHE_PATHS.clearAll} label="Alle Caches leeren" />
    </section>
  );
};
