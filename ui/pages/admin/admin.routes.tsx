import type { PageContainer } from '../../di/page-container';
import type { RouteObject } from 'react-router';
import { withModules } from '../../routing/page-chunks';
import { ADMIN_PATHS } from '../../../application/admin/admin.paths';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import { CACHE_PATHS } from '../../../application/cache/cache-admin.port';
import { onFirstCall } from '../../routing/on-first-call';
import { refuseAccess } from '../../routing/access-denied';
import { inManageFrame } from '../manage/back-office-frame';
import { manageRoutes } from '../manage/manage.routes';

const cachesHandle: RouteHandle = {
  meta: () => ({
    title: `Caches | ${SITE_NAME}`,
    description: 'Die Caches des Servers mit ihrer Trefferquote; einen oder alle leeren.',
    canonicalPath: CACHE_PATHS.list,
    noIndex: true,
  }),
};

const lexiconCsvHandle: RouteHandle = {
  meta: () => ({
    title: `Lexikon-Import | ${SITE_NAME}`,
    description: 'Das Lexikon als CSV hochladen oder herunterladen.',
    canonicalPath: ADMIN_PATHS.lexiconCsv,
    noIndex: true,
  }),
};

const pdfAnalysisHandle: RouteHandle = {
  meta: () => ({
    title: `PDF-Analyse | ${SITE_NAME}`,
    description: 'Die PDF-Dateien der Downloads: Inhalt, Seiten, fehlende und beschädigte Dateien.',
    canonicalPath: ADMIN_PATHS.pdfAnalysis,
    noIndex: true,
  }),
};

const auditLogHandle: RouteHandle = {
  meta: () => ({
    title: `Protokoll der Admin-Aktionen | ${SITE_NAME}`,
    description: 'Wer hat wann welche Admin-Aktion ausgeführt, und von wo.',
    canonicalPath: ADMIN_PATHS.auditLog,
    noIndex: true,
  }),
};

const taskHandle = (title: string, description: string, canonicalPath: string): RouteHandle => ({
  meta: () => ({ title: `${title} | ${SITE_NAME}`, description, canonicalPath, noIndex: true }),
});

const impersonationHandle: RouteHandle = {
  meta: () => ({
    title: `Kontoübernahme | ${SITE_NAME}`,
    description: 'Die Website als Kundin oder Kunde ansehen.',
    canonicalPath: ADMIN_PATHS.impersonation,
    noIndex: true,
  }),
};

/**
 * The admin area's pages (spec §2 Admin, §6). A browser that asks for an admin path without admin
 * rights gets the access-denied answer at that path (ui/routing/server-refusals.ts).
 */
export const adminRoutes = (container: PageContainer): RouteObject[] => {
  const tasks = () => import('./admin-tasks.actions');
  const taskPage = (name: 'LegislationPage' | 'ImportImagesPage' | 'ClearLocalDataPage') => async () => ({ Component: (await import('./AdminTaskPages'))[name] });
  const TASK_PAGES = 'ui/pages/admin/AdminTaskPages.tsx';
  return [
    // The page is the refusal itself: the pages' error boundary shows it, as for a refused admin page.
    { path: ADMIN_PATHS.accessDenied.slice(1), loader: () => refuseAccess() },
    // The admin's pages sit in the back office's frame, its navigation lists them.
    inManageFrame([
      {
        path: ADMIN_PATHS.lexiconCsv,
        loader: () => null,
        action: onFirstCall(async () => (await import('./lexicon-csv.action')).lexiconCsvAction(container)),
        lazy: async () => ({ Component: (await import('./LexiconCsvPage')).LexiconCsvPage }),
        handle: withModules(lexiconCsvHandle, 'ui/pages/admin/LexiconCsvPage.tsx'),
      },
      {
        path: ADMIN_PATHS.pdfAnalysis,
        loader: onFirstCall(async () => (await import('./pdf-analysis.loader')).pdfAnalysisLoader(container)),
        lazy: async () => ({ Component: (await import('./PdfAnalysisPage')).PdfAnalysisPage }),
        handle: withModules(pdfAnalysisHandle, 'ui/pages/admin/PdfAnalysisPage.tsx'),
      },
      {
        path: ADMIN_PATHS.legislation,
        loader: () => null,
        action: onFirstCall(async () => (await tasks()).legislationAction(container)),
        lazy: taskPage('LegislationPage'),
        handle: withModules(taskHandle('Gesetz importieren', 'Ein Gesetz als XML importieren.', ADMIN_PATHS.legislation), TASK_PAGES),
      },
      {
        path: ADMIN_PATHS.importImages,
        loader: () => null,
        action: onFirstCall(async () => (await tasks()).importImagesAction(container)),
        lazy: taskPage('ImportImagesPage'),
        handle: withModules(taskHandle('Bilder importieren', 'Bilder aus einem Ordner des Servers importieren.', ADMIN_PATHS.importImages), TASK_PAGES),
      },
      {
        path: ADMIN_PATHS.clearLocalData,
        loader: () => null,
        action: onFirstCall(async () => (await tasks()).clearLocalDataAction(container)),
        lazy: taskPage('ClearLocalDataPage'),
        handle: withModules(taskHandle('Lokale Daten leeren', 'Caches und temporäre Dateien dieser Instanz leeren.', ADMIN_PATHS.clearLocalData), TASK_PAGES),
      },
      {
        path: ADMIN_PATHS.auditLog,
        loader: onFirstCall(async () => (await import('./audit-log.loader')).auditLogLoader(container)),
        lazy: async () => ({ Component: (await import('./AuditLogPage')).AuditLogPage }),
        handle: withModules(auditLogHandle, 'ui/pages/admin/AuditLogPage.tsx'),
      },
      {
        path: CACHE_PATHS.list,
        loader: onFirstCall(async () => (await import('./caches.loader')).cachesLoader(container)),
        lazy: async () => ({ Component: (await import('./CachesPage')).CachesPage }),
        handle: withModules(cachesHandle, 'ui/pages/admin/CachesPage.tsx'),
      },
      {
        path: ADMIN_PATHS.impersonation,
        loader: onFirstCall(async () => (await import('./impersonation.loader')).impersonationLoader(container)),
        action: onFirstCall(async () => (await import('./impersonation.loader')).impersonationAction(container)),
        lazy: async () => ({ Component: (await import('./ImpersonationPage')).ImpersonationPage }),
        handle: withModules(impersonationHandle, 'ui/pages/admin/ImpersonationPage.tsx'),
      },
    ]),
    // The back office's own pages: one family with the admin's, so no page loads a second table name at start.
    ...manageRoutes(container),
  ];
};
