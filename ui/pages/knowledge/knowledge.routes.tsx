import type { RouteObject } from 'react-router';
import type { PageContainer } from '../../di/page-container';
import type { ChunkHandle } from '../../routing/page-chunks';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import { onFirstCall } from '../../routing/on-first-call';
import { FILMS_PATH, filmPath, KNOWLEDGE_PATHS } from '../../../application/content/knowledge-paths';
import type { ItemData } from '../works-council/works-council.loaders';
import type { FaqPageData, FilmPageData } from './knowledge.loaders';
import { faqJsonLd } from './faq-json-ld';

type Handle = RouteHandle & ChunkHandle;

const loaders = () => import('./knowledge.loaders');
const path = (absolute: string) => absolute.slice(1);

const GUIDE_PAGES = 'ui/pages/knowledge/GuidePages.tsx';

/**
 * The knowledge extras of the works-council host (spec §2, the exports faq, leitfaden,
 * downloads, za-videos and youtube as pages). Their loaders answer 404 on the main host.
 */
export const knowledgeRoutes = (container: PageContainer): RouteObject[] => [
  {
    path: path(KNOWLEDGE_PATHS.faq),
    loader: onFirstCall(async () => (await loaders()).faqLoader(container)),
    lazy: async () => ({ Component: (await import('./FaqPage')).FaqPage }),
    handle: {
      meta: (loaderData) => {
        const data = loaderData as FaqPageData;
        return {
          title: `${data.query === '' ? 'Häufige Fragen' : `Häufige Fragen zu „${data.query}“`} | ${SITE_NAME}`,
          description: 'Antworten auf häufige Fragen zu Betriebsratsseminaren, Kosten, Anmeldung und Schulungsanspruch.',
          canonicalPath: KNOWLEDGE_PATHS.faq,
          jsonLd: [faqJsonLd(data)],
        };
      },
      modules: ['ui/pages/knowledge/FaqPage.tsx'],
    } satisfies Handle,
  },
  {
    path: path(KNOWLEDGE_PATHS.guides),
    loader: onFirstCall(async () => (await loaders()).guidesLoader(container)),
    lazy: async () => ({ Component: (await import('./GuidePages')).GuidesPage }),
    handle: {
      meta: () => ({
        title: `Leitfäden für die Betriebsratsarbeit | ${SITE_NAME}`,
        description: 'Schritt-für-Schritt-Leitfäden für Betriebsräte: neu im Amt, Betriebsvereinbarung, Anhörung, Gefährdungsbeurteilung.',
        canonicalPath: KNOWLEDGE_PATHS.guides,
      }),
      modules: [GUIDE_PAGES],
    } satisfies Handle,
  },
  {
    path: `${path(KNOWLEDGE_PATHS.guides)}/:slug`,
    loader: onFirstCall(async () => (await loaders()).guideLoader(container)),
    lazy: async () => ({ Component: (await import('./GuidePages')).GuidePage }),
    handle: {
      meta: (loaderData) => {
        const guide = loaderData as ItemData;
        return { title: `${guide.title} | ${SITE_NAME}`, description: guide.teaser.slice(0, 160), canonicalPath: guide.path };
      },
      modules: [GUIDE_PAGES],
    } satisfies Handle,
  },
  {
    path: path(KNOWLEDGE_PATHS.downloads),
    loader: onFirstCall(async () => (await loaders()).downloadsLoader(container)),
    lazy: async () => ({ Component: (await import('./DownloadsPage')).DownloadsPage }),
    handle: {
      meta: () => ({
        title: `Downloads für Betriebsräte | ${SITE_NAME}`,
        description: 'Musterbeschlüsse, Checklisten und Vorlagen für Betriebsräte, nach Dateiart, Thema und Schlagwort filterbar.',
        canonicalPath: KNOWLEDGE_PATHS.downloads,
      }),
      modules: ['ui/pages/knowledge/DownloadsPage.tsx'],
    } satisfies Handle,
  },
  {
    path: path(KNOWLEDGE_PATHS.videos),
    loader: onFirstCall(async () => (await loaders()).videosLoader(container)),
    lazy: async () => ({ Component: (await import('./VideosPage')).VideosPage }),
    handle: {
      meta: () => ({
        title: `Videos für Betriebsräte | ${SITE_NAME}`,
        description: 'Kurze Erklärvideos zu Mitbestimmung, Betriebsratswahl, SBV und JAV.',
        canonicalPath: KNOWLEDGE_PATHS.videos,
      }),
      modules: ['ui/pages/knowledge/VideosPage.tsx'],
    } satisfies Handle,
  },
  {
    path: `${path(FILMS_PATH)}/:videoId`,
    loader: onFirstCall(async () => (await loaders()).filmLoader(container)),
    lazy: async () => ({ Component: (await import('./FilmPage')).FilmPage }),
    handle: {
      meta: (loaderData) => {
        const { film } = loaderData as FilmPageData;
        const videoId = film.kind === 'video' ? film.details.videoId : '';
        // No VideoObject: there is no media to point it at, and one without would not be honest.
        return { title: `${film.title} (Erklärfilm) | ${SITE_NAME}`, description: film.teaser.slice(0, 160), canonicalPath: filmPath(videoId) };
      },
      modules: ['ui/pages/knowledge/FilmPage.tsx'],
    } satisfies Handle,
  },
];
