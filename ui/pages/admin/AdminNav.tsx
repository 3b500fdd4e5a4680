import { useLocation } from 'react-router';
import { ADMIN_PATHS } from '../../../application/admin/admin.paths';
import { CACHE_PATHS } from '../../../application/cache/cache-admin.port';
import * as styles from './admin.styles';

/** The admin area's pages, in one place: each admin page links the others. */
const ADMIN_PAGES: readonly { readonly path: string; readonly label: string }[] = [
  { path: ADMIN_PATHS.auditLog, label: 'Protokoll' },
  { path: CACHE_PATHS.list, label: 'Caches' },
  { path: ADMIN_PATHS.lexiconCsv, label: 'Lexikon-Import' },
  { path: ADMIN_PATHS.legislation, label: 'Gesetz importieren' },
  { path: ADMIN_PATHS.importImages, label: 'Bilder importieren' },
  { path: ADMIN_PATHS.pdfAnalysis, label: 'PDF-Analyse' },
  { path: ADMIN_PATHS.clearLocalData, label: 'Lokale Daten leeren' },
  { path: ADMIN_PATHS.impersonation, label: 'Kontoübernahme' },
];

export const AdminNav = () => {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Admin-Bereich" className={styles.adminNav}>
      <ul>
        {ADMIN_PAGES.map(({ path, label }) => (
          <li key={path}>
            <a href={path} aria-current={pathname === path ? 'page' : undefined}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
};
