import type { PageContainer } from '../../di/page-container';
import type { RouteObject } from 'react-router';
import type { ChunkHandle } from '../../routing/page-chunks';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import { onFirstCall } from '../../routing/on-first-call';
import type { PlanPageData, SharedPlanPageData } from './training-plan.loaders';

/** The loaders and actions come with their module on first use (ui/routing/on-first-call.ts). */
const loaders = () => import('./training-plan.loaders');

const DESCRIPTION = 'Schulungsplan: die Seminare der Gremiumsmitglieder für das Jahr planen, mit Kosten und Link zum Teilen.';

/** Private pages: a title, never indexed. */
const handle = (title: (data: unknown) => string, path: string, module: string): RouteHandle & ChunkHandle => ({
  meta: (loaderData) => ({ title: `${title(loaderData)} | ${SITE_NAME}`, description: DESCRIPTION, canonicalPath: path, noIndex: true }),
  modules: [`ui/pages/training-plan/${module}.tsx`],
});

/**
 * The training plan pages (spec §2: /schulungsplan/admin|get|create|edit|delete and
 * /personalisierter-schulungsplan/{x}), on both sites. The same paths answer the API's JSON:
 * the server's training plan routes hand a browser's request to these pages.
 */
export const trainingPlanRoutes = (container: PageContainer): RouteObject[] => [
  {
    path: 'schulungsplan/get',
    loader: onFirstCall(async () => (await loaders()).plansLoader(container)),
    lazy: async () => ({ Component: (await import('./PlansPage')).PlansPage }),
    handle: handle(() => 'Meine Schulungspläne', '/schulungsplan/get', 'PlansPage'),
  },
  {
    path: 'schulungsplan/get/:planId',
    loader: onFirstCall(async () => (await loaders()).planLoader(container)),
    lazy: async () => ({ Component: (await import('./PlanPage')).PlanPage }),
    handle: handle((data) => (data as PlanPageData | undefined)?.plan.name ?? 'Schulungsplan', '/schulungsplan/get', 'PlanPage'),
  },
  {
    path: 'schulungsplan/create',
    loader: onFirstCall(async () => (await loaders()).createPlanLoader(container)),
    action: onFirstCall(async () => (await loaders()).createPlanAction(container)),
    lazy: async () => ({ Component: (await import('./CreatePlanPage')).CreatePlanPage }),
    handle: handle(() => 'Neuer Schulungsplan', '/schulungsplan/create', 'CreatePlanPage'),
  },
  {
    path: 'schulungsplan/edit/:planId',
    loader: onFirstCall(async () => (await loaders()).editPlanLoader(container)),
    action: onFirstCall(async () => (await loaders()).editPlanAction(container)),
    lazy: async () => ({ Component: (await import('./EditPlanPage')).EditPlanPage }),
    handle: handle((data) => `${(data as PlanPageData | undefined)?.plan.name ?? 'Schulungsplan'} bearbeiten`, '/schulungsplan/get', 'EditPlanPage'),
  },
  {
    path: 'schulungsplan/delete/:planId',
    loader: onFirstCall(async () => (await loaders()).deletePlanLoader(container)),
    action: onFirstCall(async () => (await loaders()).deletePlanAction(container)),
    lazy: async () => ({ Component: (await import('./DeletePlanPage')).DeletePlanPage }),
    handle: handle(() => 'Schulungsplan löschen', '/schulungsplan/get', 'DeletePlanPage'),
  },
  {
    path: 'schulungsplan/admin',
    loader: onFirstCall(async () => (await loaders()).adminLoader(container)),
    lazy: async () => ({ Component: (await import('./PlanAdminPage')).PlanAdminPage }),
    handle: handle(() => 'Alle Schulungspläne', '/schulungsplan/admin', 'PlanAdminPage'),
  },
  {
    path: 'personalisierter-schulungsplan/:token',
    loader: onFirstCall(async () => (await loaders()).sharedPlanLoader(container)),
    lazy: async () => ({ Component: (await import('./SharedPlanPage')).SharedPlanPage }),
    handle: handle((data) => (data as SharedPlanPageData | undefined)?.name ?? 'Schulungsplan', '/schulungsplan/get', 'SharedPlanPage'),
  },
];
