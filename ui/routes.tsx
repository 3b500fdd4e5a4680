import type { PageContainer } from './di/page-container';
import { data, type RouteObject } from 'react-router';
import { SiteLayout } from './layout/SiteLayout';
import { siteLayoutShouldRevalidate } from './layout/site-layout.revalidate';
import { onFirstCall } from './routing/on-first-call';
import { accountRoutes } from './pages/account/account.routes';
import { adminRoutes } from './pages/admin/admin.routes';
import { cartRoutes } from './pages/cart/cart.routes';
import { reservationRoutes } from './pages/reservation/reservation.routes';
import { onlineFaxRoutes } from './pages/online-fax/online-fax.routes';
import { catalogueRoutes } from './pages/catalogue/catalogue.routes';
import { conferenceRoutes } from './pages/conference/conference.routes';
import { homeRoute } from './pages/home/home.routes';
import { portalRoutes } from './pages/portal/portal.routes';
import { gremiumRoutes } from './pages/portal/gremium/gremium.routes';
import { placesRoutes } from './pages/places/places.routes';
import { seminarRoutes } from './pages/seminar/seminar.routes';
import { RouteErrorPage } from './pages/not-found/RouteErrorPage';
import { searchRoutes } from './pages/search/search.routes';
import { contactRoutes } from './pages/contact/contact.routes';
import { consultationRoutes } from './pages/consultation/consultation.routes';
import { costCalculatorRoutes } from './pages/cost-calculator/cost-calculator.routes';
import { entitlementRoutes } from './pages/entitlement/entitlement.routes';
import { assistantRoutes } from './pages/assistant/assistant.routes';
import { legalRoutes } from './pages/legal/legal.routes';
import { siteIndex } from './pages/works-council/site-index';
import { electionNewsRoutes } from './pages/election-news/election-news.routes';
import { jobsRoutes } from './pages/jobs/jobs.routes';
import { trainingPlanRoutes } from './pages/training-plan/training-plan.routes';
import { waitlistRoutes } from './pages/waitlist/waitlist.routes';
import { wishlistRoutes } from './pages/wishlist/wishlist.routes';
import { werbemittelRoutes } from './pages/werbemittel/werbemittel.routes';
import { worksCouncilRoutes } from './pages/works-council/works-council.routes';

/** Unknown paths render only their error boundary; the loader answers 404 first. */
const NothingHere = () => null;

/**
 * The page routes of both site variants. Each part of the site keeps its routes in its own
 * `*.routes.tsx`; loaders reach the application only through the page container.
 */
export const createRoutes = (container: PageContainer): RouteObject[] => [
  {
    path: '/',
    id: 'root',
    loader: onFirstCall(async () => (await import('./layout/site-layout.loader')).siteLayoutLoader(container)),
    shouldRevalidate: siteLayoutShouldRevalidate,
    Component: SiteLayout,
    children: [
      {
        ErrorBoundary: RouteErrorPage,
        children: [
          siteIndex(container, homeRoute(container)),
          ...cartRoutes(container),
          ...reservationRoutes(container),
          ...onlineFaxRoutes(container),
          ...catalogueRoutes(container),
          ...searchRoutes(container),
          ...assistantRoutes(container),
          ...seminarRoutes(container),
          ...placesRoutes(container),
          ...conferenceRoutes(container),
          ...adminRoutes(container),
          ...worksCouncilRoutes(container),
          ...legalRoutes(),
          ...contactRoutes(container),
          ...consultationRoutes(container),
          ...entitlementRoutes(container),
          ...accountRoutes(container),
          ...gremiumRoutes(container),
          ...wishlistRoutes(container),
          ...waitlistRoutes(container),
          ...costCalculatorRoutes(container),
          ...portalRoutes(container),
          ...trainingPlanRoutes(container),
          ...electionNewsRoutes(container),
          ...jobsRoutes(container),
          ...werbemittelRoutes(container),
          {
            path: '*',
            Component: NothingHere,
            loader: () => {
              // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's 404
              throw data({ message: 'Seite nicht gefunden', status: 404 }, { status: 404 });
            },
          },
        ],
      },
    ],
  },
];
