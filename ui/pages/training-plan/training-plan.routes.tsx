import type { Container } from 'inversify';
import type { RouteObject } from 'react-router';
import type { ChunkHandle } from '../../routing/page-chunks';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import {
  adminLoader,
  createPlanAction,
  createPlanLoader,
  deletePlanAction,
  deletePlanLoader,
  editPlanAction,
  editPlanLoader,
  planLoader,
  plansLoader,
  sharedPlanLoader,
  type PlanPageData,
  type SharedPlanPageData,
} from './training-plan.loaders';

const DESCRIPTION = 'Schulungsplan: die Seminare der Gremiumsmitglieder für das Jahr planen, mit Kosten und Link zum Teilen.';

/** Private pages: a title, never indexed. */
const handle = (title: (data: unknown) => string, path: string, module: string): RouteHandle & ChunkHandle => ({
  meta: (loaderData) => ({ title: `${title(loaderData)} | ${SITE_NAME}`, description: DESCRIPTION, canonicalPath: path, noIndex: true }),
  modules: [`ui/pages/training-plan/${module}.tsx`],
});

/**
 * The training plan pages (spec §2: /schulungsplan/admin|get|create|edit|delete and
 * /personalisierter-schulungsplan/{x}), on both sites. The same paths answer the API's JSON;
 * the server hands a browser's request here (adapters/http-api/routes/training-plan.routes.ts).
 */
export const trainingPlanRoutes = (container: Container): RouteObject[] => [
  {
    path: 'schulungsplan/get',
    loader: plansLoader(container),
    lazy: async () => ({ Component: (await import('./PlansPage')).PlansPage }),
    handle: handle(() => 'Meine Schulungspläne', '/schulungsplan/get', 'PlansPage'),
  },
  {
    path: 'schulungsplan/get/:planId',
    loader: planLoader(container),
    lazy: async () => ({ Component: (await import('./PlanPage')).PlanPage }),
    handle: handle((data) => (data as PlanPageData | undefined)?.plan.name ?? 'Schulungsplan', '/schulungsplan/get', 'PlanPage'),
  },
  {
    path: 'schulungsplan/create',
    loader: createPlanLoader(container),
    action: createPlanAction(container),
    lazy: async () => ({ Component: (await import('./CreatePlanPage')).CreatePlanPage }),
    handle: handle(() => 'Neuer Schulungsplan', '/schulungsplan/create', 'CreatePlanPage'),
  },
  {
    path: 'schulungsplan/edit/:planId',
    loader: editPlanLoader(container),
    action: editPlanAction(container),
    lazy: async () => ({ Component: (await import('./EditPlanPage')).EditPlanPage }),
    handle: handle((data) => `${(data as PlanPageData | undefined)?.plan.name ?? 'Schulungsplan'} bearbeiten`, '/schulungsplan/get', 'EditPlanPage'),
  },
  {
    path: 'schulungsplan/delete/:planId',
    loader: deletePlanLoader(container),
    action: deletePlanAction(container),
    lazy: async () => ({ Component: (await import('./DeletePlanPage')).DeletePlanPage }),
    handle: handle(() => 'Schulungsplan löschen', '/schulungsplan/get', 'DeletePlanPage'),
  },
  {
    path: 'schulungsplan/admin',
    loader: adminLoader(container),
    lazy: async () => ({ Component: (await import('./PlanAdminPage')).PlanAdminPage }),
    handle: handle(() => 'Alle Schulungspläne', '/schulungsplan/admin', 'PlanAdminPage'),
  },
  {
    path: 'personalisierter-schulungsplan/:token',
    loader: sharedPlanLoader(container),
    lazy: async () => ({ Component: (await import('./SharedPlanPage')).SharedPlanPage }),
    handle: handle((data) => (data as SharedPlanPageData | undefined)?.name ?? 'Schulungsplan', '/schulungsplan/get', 'SharedPlanPage'),
  },
];
