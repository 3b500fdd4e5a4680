import type { Container } from 'inversify';
import type { RouteObject } from 'react-router';
import { ADMIN_PATHS } from '../../../application/admin/admin.paths';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import { CACHE_PATHS } from '../../../application/cache/cache-admin.port';
import { cachesLoader } from './caches.loader';
import { lexiconCsvAction } from './lexicon-csv.action';
import { LexiconCsvPage } from './LexiconCsvPage';
import { clearLocalDataAction, importImagesAction, legislationAction } from './admin-tasks.actions';
import { ClearLocalDataPage, ImportImagesPage, LegislationPage } from './AdminTaskPages';
import { pdfAnalysisLoader } from './pdf-analysis.loader';
import { PdfAnalysisPage } from './PdfAnalysisPage';
import { CachesPage } from './CachesPage';
import { accessDeniedLoader } from './access-denied.loader';
import { AccessDeniedPage } from './AccessDeniedPage';
import { ImpersonationPage } from './ImpersonationPage';
import { impersonationAction, impersonationLoader } from './impersonation.loader';

const accessDeniedHandle: RouteHandle = {
  meta: () => ({
    title: `Zugriff verweigert | ${SITE_NAME}`,
    description: 'Dieser Bereich ist Administratoren vorbehalten.',
    canonicalPath: ADMIN_PATHS.accessDenied,
    noIndex: true,
  }),
};

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
 * The admin area's pages (spec §2 Admin, §6). The server renders the access-denied page for a
 * browser that asks for an admin path without admin rights, whatever the path it asked for.
 */
export const adminRoutes = (container: Container): RouteObject[] => [
  { path: ADMIN_PATHS.accessDenied.slice(1), loader: accessDeniedLoader, Component: AccessDeniedPage, handle: accessDeniedHandle },
  { path: ADMIN_PATHS.lexiconCsv, loader: () => null, action: lexiconCsvAction(container), Component: LexiconCsvPage, handle: lexiconCsvHandle },
  { path: ADMIN_PATHS.pdfAnalysis, loader: pdfAnalysisLoader(container), Component: PdfAnalysisPage, handle: pdfAnalysisHandle },
  {
    path: ADMIN_PATHS.legislation,
    loader: () => null,
    action: legislationAction(container),
    Component: LegislationPage,
    handle: taskHandle('Gesetz importieren', 'Ein Gesetz als XML importieren.', ADMIN_PATHS.legislation),
  },
  {
    path: ADMIN_PATHS.importImages,
    loader: () => null,
    action: importImagesAction(container),
    Component: ImportImagesPage,
    handle: taskHandle('Bilder importieren', 'Bilder aus einem Ordner des Servers importieren.', ADMIN_PATHS.importImages),
  },
  {
    path: ADMIN_PATHS.clearLocalData,
    loader: () => null,
    action: clearLocalDataAction(container),
    Component: ClearLocalDataPage,
    handle: taskHandle('Lokale Daten leeren', 'Caches und temporäre Dateien dieser Instanz leeren.', ADMIN_PATHS.clearLocalData),
  },
  { path: CACHE_PATHS.list, loader: cachesLoader(container), Component: CachesPage, handle: cachesHandle },
  {
    path: ADMIN_PATHS.impersonation,
    loader: impersonationLoader(container),
    action: impersonationAction(container),
    Component: ImpersonationPage,
    handle: impersonationHandle,
  },
];
