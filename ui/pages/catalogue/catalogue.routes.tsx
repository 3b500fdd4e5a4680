import type { Container } from 'inversify';
import type { RouteObject } from 'react-router';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import { AllSeminarsPage } from './AllSeminarsPage';
import { EVENT_LIST_PATH, RUBRICS_PATH, SEMINARS_AZ_PATH, rubricPath, topicPath } from './catalogue-paths';
import { eventListLoader, type EventListPageData } from './catalogue.loader';
import { EntryPage } from './EntryPage';
import { EventListPage } from './EventListPage';
import {
  allSeminarsLoader,
  entryLoader,
  rubricLoader,
  rubricsLoader,
  topicLoader,
  type RubricPageData,
  type TopicPageData,
} from './overview.loaders';
import { RubricPage } from './RubricPage';
import { RubricsPage } from './RubricsPage';
import { TopicPage } from './TopicPage';

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
    title: `Seminare für Betriebsräte: ${page.total.toLocaleString('de-DE')} Termine | ${SITE_NAME}`,
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
export const catalogueRoutes = (container: Container): RouteObject[] => [
  { path: 'seminare', loader: entryLoader(container), Component: EntryPage, handle: entryHandle },
  { path: 'seminare/veranstaltungen', loader: eventListLoader(container), Component: EventListPage, handle: eventListHandle },
  { path: 'seminare/rubrik', loader: rubricsLoader(container), Component: RubricsPage, handle: rubricsHandle },
  { path: 'seminare/r/:rubric', loader: rubricLoader(container), Component: RubricPage, handle: rubricHandle },
  { path: 'seminare/t/:topic', loader: topicLoader(container), Component: TopicPage, handle: topicHandle },
  { path: 'seminare/p', loader: allSeminarsLoader(container), Component: AllSeminarsPage, handle: allSeminarsHandle },
];
