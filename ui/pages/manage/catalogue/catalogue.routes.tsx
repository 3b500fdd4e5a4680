import type { RouteObject } from 'react-router';
import { SEMINAR_PAGES } from '../../../../application/catalogue-admin/seminar-admin.paths';
import type { PageContainer } from '../../../di/page-container';
import { onFirstCall } from '../../../routing/on-first-call';
import { withModules } from '../../../routing/page-chunks';
import { SITE_NAME, type RouteHandle } from '../../../routing/page-meta';
import type { SeminarPageData } from './seminar.loader';

const handle = (title: string, description: string, canonicalPath: string): RouteHandle => ({
  meta: () => ({ title: `${title} | ${SITE_NAME}`, description, canonicalPath, noIndex: true }),
});

const seminarHandle: RouteHandle = {
  meta: (data, url) => ({
    title: `${(data as SeminarPageData | undefined)?.seminar.text.title ?? 'Seminar'} bearbeiten | ${SITE_NAME}`,
    description: 'Texte, Rubrik, Preise und Termine eines Seminars.',
    canonicalPath: url.pathname,
    noIndex: true,
  }),
};

/**
 * The back office's seminar pages (staff and site admins; the access gate answers anyone else
 * first). Each page is a chunk of its own, loaded when it is opened.
 */
export const manageCatalogueRoutes = (container: PageContainer): RouteObject[] => [
  {
    path: SEMINAR_PAGES.list,
    loader: onFirstCall(async () => (await import('./seminar-list.loader')).seminarListLoader(container)),
    lazy: async () => ({ Component: (await import('./SeminarListPage')).SeminarListPage }),
    handle: withModules(handle('Seminare', 'Die Seminare des Katalogs mit ihren kommenden Terminen.', SEMINAR_PAGES.list), 'ui/pages/manage/catalogue/SeminarListPage.tsx'),
  },
  {
    path: SEMINAR_PAGES.create,
    loader: onFirstCall(async () => (await import('./new-seminar.loader')).newSeminarLoader(container)),
    action: onFirstCall(async () => (await import('./new-seminar.loader')).newSeminarAction(container)),
    lazy: async () => ({ Component: (await import('./NewSeminarPage')).NewSeminarPage }),
    handle: withModules(handle('Neues Seminar', 'Ein neues Seminar anlegen.', SEMINAR_PAGES.create), 'ui/pages/manage/catalogue/NewSeminarPage.tsx'),
  },
  {
    path: SEMINAR_PAGES.import,
    loader: () => null,
    action: onFirstCall(async () => (await import('./catalogue-import.action')).catalogueImportAction(container)),
    lazy: async () => ({ Component: (await import('./CatalogueImportPage')).CatalogueImportPage }),
    handle: withModules(handle('Katalog-Import', 'Termine als CSV prüfen und importieren.', SEMINAR_PAGES.import), 'ui/pages/manage/catalogue/CatalogueImportPage.tsx'),
  },
  {
    path: SEMINAR_PAGES.seminar,
    loader: onFirstCall(async () => (await import('./seminar.loader')).seminarLoader(container)),
    action: onFirstCall(async () => (await import('./seminar.loader')).seminarAction(container)),
    lazy: async () => ({ Component: (await import('./SeminarPage')).SeminarPage }),
    handle: withModules(seminarHandle, 'ui/pages/manage/catalogue/SeminarPage.tsx'),
  },
];
