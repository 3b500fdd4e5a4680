import type { PageContainer } from '../../di/page-container';
import type { RouteObject } from 'react-router';
import { withModules } from '../../routing/page-chunks';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import { EVENT_LIST_PATH, RUBRICS_PATH, SEMINARS_AZ_PATH, rubricPath, topicPath } from './catalogue-paths';
import type { EventListPageData } from './catalogue.loader';
import type { RubricPageData, TopicPageData } from './overview.loaders';
import { onFirstCall } from '../../routing/on-first-call';
import { formatCount } from '../../../domain/text/german-numbers';

const COSTS = 'Die Kosten trägt nach § 37 Abs. 6 BetrVG der Arbeitgeber.';

const handle = (meta: RouteHandle['meta']): RouteHandle => ({ meta });

const entryHandle = handle(() => ({
  title: `Seminare für Betriebsräte: Rubriken, Themen und Termine | ${SITE_NAME}`,
  description: `Seminare, Online-Seminare und Ausbildungen für Betriebsräte nach Rubrik und Thema. ${COSTS}`,
  canonicalPath: '/seminare',
}));

const eventListHandle = handle((loaderData) => {
  const { page } = loaderData as EventListPageData;
  return {
    title: `Seminare für Betriebsräte: ${formatCount(page.total)} Termine | ${SITE_NAME}`,
    description: `Alle Termine für Betriebsräte mit Orten und Preisen, filterbar nach Datum, Ort, Thema und Art. ${COSTS}`,
    canonicalPath: EVENT_LIST_PATH,
  };
});

const rubricsHandle = handle(() => ({
  title: `Alle Rubriken | ${SITE_NAME}`,
  description: 'Seminare für Betriebsräte nach Fachgebiet: Betriebsverfassungsrecht, Arbeitsrecht, Arbeitsschutz und mehr.',
  canonicalPath: RUBRICS_PATH,
}));

const rubricHandle = handle((loaderData) => {
  const { rubric } = loaderData as RubricPageData;
  return {
    title: `${rubric.name}: Seminare für Betriebsräte | ${SITE_NAME}`,
    description: rubric.description,
    canonicalPath: rubricPath(rubric.slug),
  };
});

const topicHandle = handle((loaderData) => {
  const { topic, themes } = loaderData as TopicPageData;
  return {
    title: `Seminare zum Thema ${topic} | ${SITE_NAME}`,
    description: `${String(themes.length)} Seminare für Betriebsräte zum Thema ${topic}. ${COSTS}`,
    canonicalPath: topicPath(topic),
  };
});

const allSeminarsHandle = handle(() => ({
  title: `Alle Seminare von A–Z | ${SITE_NAME}`,
  description: 'Alle Seminare und Ausbildungen für Betriebsräte, SBV und JAV alphabetisch.',
  canonicalPath: SEMINARS_AZ_PATH,
}));

/** The public seminar catalogue (spec §2, Seminars): entry, dates, rubrics, topics, A–Z. */
export const catalogueRoutes = (container: PageContainer): RouteObject[] => [
  { path: 'seminare', loader: onFirstCall(async () => (await import('./overview.loaders')).entryLoader(container)), lazy: async () => ({ Component: (await import('./EntryPage')).EntryPage }), handle: withModules(entryHandle , 'ui/pages/catalogue/EntryPage.tsx')},
  { path: 'seminare/veranstaltungen', loader: onFirstCall(async () => (await import('./catalogue.loader')).eventListLoader(container)), lazy: async () => ({ Component: (await import('./EventListPage')).EventListPage }), handle: withModules(eventListHandle , 'ui/pages/catalogue/EventListPage.tsx')},
  { path: 'seminare/rubrik', loader: onFirstCall(async () => (await import('./overview.loaders')).rubricsLoader(container)), lazy: async () => ({ Component: (await import('./RubricsPage')).RubricsPage }), handle: withModules(rubricsHandle , 'ui/pages/catalogue/RubricsPage.tsx')},
  { path: 'seminare/r/:rubric', loader: onFirstCall(async () => (await import('./overview.loaders')).rubricLoader(container)), lazy: async () => ({ Component: (await import('./RubricPage')).RubricPage }), handle: withModules(rubricHandle , 'ui/pages/catalogue/RubricPage.tsx')},
  { path: 'seminare/t/:topic', loader: onFirstCall(async () => (await import('./overview.loaders')).topicLoader(container)), lazy: async () => ({ Component: (await import('./TopicPage')).TopicPage }), handle: withModules(topicHandle , 'ui/pages/catalogue/TopicPage.tsx')},
  { path: 'seminare/p', loader: onFirstCall(async () => (await import('./overview.loaders')).allSeminarsLoader(container)), lazy: async () => ({ Component: (await import('./AllSeminarsPage')).AllSeminarsPage }), handle: withModules(allSeminarsHandle , 'ui/pages/catalogue/AllSeminarsPage.tsx')},
];
