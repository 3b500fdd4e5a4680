import type { RouteObject } from 'react-router';
import type { PageContainer } from '../di/page-container';

/** A part of the site's page routes, made for a page container. */
export type FamilyRoutes = (container: PageContainer) => RouteObject[];

/** Loads a family's chunk (each family's source module is in ./route-family-modules.ts, for the server). */
type LoadFamily = () => Promise<FamilyRoutes>;

/**
 * The page routes by part of the site, each part in a chunk of its own. A page starts with the
 * parts its own route is in; the others load when the visitor first moves on (react-router's
 * patchRoutesOnNavigation, see route-discovery.ts). Taken together some 80 KB of route tables
 * (paths, titles, loaders' wiring), which every page loaded at start before.
 * The order is the route table's, so equal-ranking routes resolve as they always did.
 */
export const ROUTE_FAMILIES = {
  home: async () => (await import('../pages/home/site-home.routes')).siteHomeRoutes,
  cart: async () => (await import('../pages/cart/cart.routes')).cartRoutes,
  reservation: async () => (await import('../pages/reservation/reservation.routes')).reservationRoutes,
  onlineFax: async () => (await import('../pages/online-fax/online-fax.routes')).onlineFaxRoutes,
  catalogue: async () => (await import('../pages/catalogue/catalogue.routes')).catalogueRoutes,
  search: async () => (await import('../pages/search/search.routes')).searchRoutes,
  assistant: async () => (await import('../pages/assistant/assistant.routes')).assistantRoutes,
  seminar: async () => (await import('../pages/seminar/seminar.routes')).seminarRoutes,
  places: async () => (await import('../pages/places/places.routes')).placesRoutes,
  conference: async () => (await import('../pages/conference/conference.routes')).conferenceRoutes,
  admin: async () => (await import('../pages/admin/admin.routes')).adminRoutes,
  manageRequests: async () => (await import('../pages/manage/requests/requests.routes')).manageRequestsRoutes,
  manageParticipants: async () => (await import('../pages/manage/participants/participants.routes')).manageParticipantsRoutes,
  worksCouncil: async () => (await import('../pages/works-council/works-council.routes')).worksCouncilRoutes,
  knowledge: async () => (await import('../pages/knowledge/knowledge.routes')).knowledgeRoutes,
  legal: async () => (await import('../pages/legal/legal.routes')).legalRoutes,
  contact: async () => (await import('../pages/contact/contact.routes')).contactRoutes,
  consultation: async () => (await import('../pages/consultation/consultation.routes')).consultationRoutes,
  entitlement: async () => (await import('../pages/entitlement/entitlement.routes')).entitlementRoutes,
  account: async () => (await import('../pages/account/account.routes')).accountRoutes,
  gremium: async () => (await import('../pages/portal/gremium/gremium.routes')).gremiumRoutes,
  wishlist: async () => (await import('../pages/wishlist/wishlist.routes')).wishlistRoutes,
  waitlist: async () => (await import('../pages/waitlist/waitlist.routes')).waitlistRoutes,
  costCalculator: async () => (await import('../pages/cost-calculator/cost-calculator.routes')).costCalculatorRoutes,
  portal: async () => (await import('../pages/portal/portal.routes')).portalRoutes,
  trainingPlan: async () => (await import('../pages/training-plan/training-plan.routes')).trainingPlanRoutes,
  electionNews: async () => (await import('../pages/election-news/election-news.routes')).electionNewsRoutes,
  jobs: async () => (await import('../pages/jobs/jobs.routes')).jobsRoutes,
  werbemittel: async () => (await import('../pages/werbemittel/werbemittel.routes')).werbemittelRoutes,
} as const satisfies Record<string, LoadFamily>;

export type FamilyName = keyof typeof ROUTE_FAMILIES;

export const FAMILY_NAMES = Object.keys(ROUTE_FAMILIES) as readonly FamilyName[];

export type LoadedFamilies = Partial<Readonly<Record<FamilyName, FamilyRoutes>>>;

const isFamilyName = (name: string): name is FamilyName => Object.hasOwn(ROUTE_FAMILIES, name);

/** The named families' routes, loaded (each chunk once; a failed load is tried again next time). */
export const loadFamilies = async (names: readonly FamilyName[]): Promise<LoadedFamilies> =>
  Object.fromEntries(await Promise.all(names.map(async (name) => [name, await ROUTE_FAMILIES[name]()] as const)));

/**
 * A family's routes with ids of their own, `family.position` (`cart.0`, `portal.3.1`), the same
 * on the server and in the browser whichever families a table holds. react-router's own ids
 * count positions in the whole table, which differs between the server's table and a page's.
 */
export const withFamilyIds = (family: FamilyName, routes: readonly RouteObject[], prefix: string = family): RouteObject[] =>
  routes.map((route, position): RouteObject => {
    const id = route.id ?? `${prefix}.${String(position)}`;
    return route.children === undefined
      ? { ...route, id }
      : { ...route, id, children: withFamilyIds(family, route.children, id) };
  });

/** The families of matched routes, by their ids (routes outside every family, like the root, name none). */
export const familiesOfRouteIds = (ids: readonly string[]): readonly FamilyName[] => [
  ...new Set(ids.map((id) => id.split('.')[0] ?? '').filter(isFamilyName)),
];

/** The families a page names (`data-route-families` of its root element); unknown names are dropped. */
export const familiesNamed = (names: string | undefined): readonly FamilyName[] => (names ?? '').split(' ').filter(isFamilyName);
