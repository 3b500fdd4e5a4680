import type { PageContainer } from '../../di/page-container';
import type { RouteObject } from 'react-router';
import { COST_CALCULATOR_PATHS } from '../../../application/documents/documents.paths';
import type { ChunkHandle } from '../../routing/page-chunks';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import type { CostCalculatorPageData } from './cost-calculator.loader';
import { onFirstCall } from '../../routing/on-first-call';

const COST_CALCULATOR_PAGE = 'ui/pages/cost-calculator/CostCalculatorPage.tsx';

const handle: RouteHandle & ChunkHandle = {
  meta: (loaderData, url) => {
    const { calculation } = loaderData as CostCalculatorPageData;
    return {
      title: `Kostenrechner: ${calculation.title} | ${SITE_NAME}`,
      description: `Was das Seminar „${calculation.title}“ für Ihr Gremium kostet: Preise je Teilnehmer, Gruppenrabatt und Übernachtungen.`,
      canonicalPath: url.pathname,
      // One page per date and choice, all alike: nothing a search engine should list.
      noIndex: true,
    };
  },
  modules: [COST_CALCULATOR_PAGE],
};

/** /seminare/warenkorb/kostenrechner/{eventId} (spec §2): the page browsers get on the Kostenrechner's path. */
export const costCalculatorRoutes = (container: PageContainer): RouteObject[] => [
  {
    path: COST_CALCULATOR_PATHS.calculation,
    loader: onFirstCall(async () => (await import('./cost-calculator.loader')).costCalculatorLoader(container)),
    lazy: async () => ({ Component: (await import('./CostCalculatorPage')).CostCalculatorPage }),
    handle,
  },
];
