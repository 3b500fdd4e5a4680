import type { FamilyName } from './route-families';

/**
 * Each route family's source module, as Vite's manifest keys its chunk: the server preloads the
 * chunks of a page's families. Only the server needs these paths, so they are not in the table the
 * browser loads at start (./route-families.ts, issue 11).
 */
export const ROUTE_FAMILY_MODULES: Readonly<Record<FamilyName, string>> = {
  home: 'ui/pages/home/site-home.routes.ts',
  cart: 'ui/pages/cart/cart.routes.tsx',
  reservation: 'ui/pages/reservation/reservation.routes.tsx',
  onlineFax: 'ui/pages/online-fax/online-fax.routes.tsx',
  catalogue: 'ui/pages/catalogue/catalogue.routes.tsx',
  search: 'ui/pages/search/search.routes.tsx',
  assistant: 'ui/pages/assistant/assistant.routes.tsx',
  seminar: 'ui/pages/seminar/seminar.routes.tsx',
  places: 'ui/pages/places/places.routes.tsx',
  conference: 'ui/pages/conference/conference.routes.tsx',
  admin: 'ui/pages/admin/admin.routes.tsx',
  manageRequests: 'ui/pages/manage/requests/requests.routes.tsx',
  manageParticipants: 'ui/pages/manage/participants/participants.routes.tsx',
  worksCouncil: 'ui/pages/works-council/works-council.routes.tsx',
  knowledge: 'ui/pages/knowledge/knowledge.routes.tsx',
  legal: 'ui/pages/legal/legal.routes.tsx',
  contact: 'ui/pages/contact/contact.routes.tsx',
  consultation: 'ui/pages/consultation/consultation.routes.tsx',
  entitlement: 'ui/pages/entitlement/entitlement.routes.tsx',
  account: 'ui/pages/account/account.routes.tsx',
  gremium: 'ui/pages/portal/gremium/gremium.routes.tsx',
  wishlist: 'ui/pages/wishlist/wishlist.routes.tsx',
  waitlist: 'ui/pages/waitlist/waitlist.routes.tsx',
  costCalculator: 'ui/pages/cost-calculator/cost-calculator.routes.tsx',
  portal: 'ui/pages/portal/portal.routes.tsx',
  trainingPlan: 'ui/pages/training-plan/training-plan.routes.tsx',
  electionNews: 'ui/pages/election-news/election-news.routes.tsx',
  jobs: 'ui/pages/jobs/jobs.routes.tsx',
  werbemittel: 'ui/pages/werbemittel/werbemittel.routes.tsx',
};
