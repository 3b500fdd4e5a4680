import { Container } from 'inversify';
import type { CacheAdmin } from '../../application/cache/cache-admin.port';
import type { Accounts } from '../../application/accounts/accounts.port';
import type { ShoppingCart } from '../../application/cart/cart.port';
import type { Catalogue } from '../../application/catalogue/catalogue.port';
import type { ConferenceBookings } from '../../application/conference/conference-booking.port';
import type { Consultations } from '../../application/consultation/consultation.port';
import type { Content } from '../../application/content/content.port';
import type { CostCalculator } from '../../application/documents/documents.port';
import type { Forms } from '../../application/forms/forms.port';
import type { GremiumPortal, PortalEvents, PortalSettings } from '../../application/portal/portal.port';
import type { WaitingList } from '../../application/orders/orders.port';
import type { Token } from '../../application/tokens';
import type { Recommendations } from '../../application/recommendations/recommendations.port';
import type { TrainingPlans } from '../../application/training-plan/training-plan.port';
import type { Wishlist } from '../../application/wishlist/wishlist.port';
import type { Site } from '../../domain/site/site';
import type { CurrentNavigation } from '../../application/navigation/navigation.port';
import {
  CATALOGUE,
  CONFERENCE_BOOKINGS,
  CONSULTATIONS,
  CONTENT,
  COST_CALCULATOR,
  FORMS,
  FORM_TOKEN,
  NAVIGATION,
  RECOMMENDATIONS,
  SITE,
  TRAINING_PLANS,
  CACHE_ADMIN,
  ADMIN_AREA,
  type AdminArea,
  VISITOR_ACCOUNTS,
  VISITOR_CART,
  VISITOR_GREMIUM,
  VISITOR_PORTAL_EVENTS,
  VISITOR_PORTAL_SETTINGS,
  VISITOR_WISHLIST,
  VISITOR_DATA,
  WAITING_LIST,
  type FormToken,
  type VisitorData,
} from './ui.tokens';

/** The implementations a composition root hands to the pages, one per token of ui.tokens.ts. */
export interface PageServices {
  readonly catalogue: Catalogue;
  readonly content: Content;
  readonly accounts: Accounts;
  readonly cart: ShoppingCart;
  readonly wishlist: Wishlist;
  readonly waitingList: WaitingList;
  readonly forms: Forms;
  readonly navigation: CurrentNavigation;
  readonly site: Site;
  readonly portalSettings: PortalSettings;
  readonly portalEvents: PortalEvents;
  readonly gremium: GremiumPortal;
  readonly formToken: FormToken;
  readonly costCalculator: CostCalculator;
  readonly conferenceBookings: ConferenceBookings;
  readonly visitorData: VisitorData;
  readonly consultations: Consultations;
  readonly recommendations: Recommendations;
  readonly trainingPlans: TrainingPlans;
  readonly cacheAdmin: CacheAdmin;
  readonly adminArea: AdminArea;
}

/** The container pages, loaders and hooks resolve from: one per browser tab, one per server render. */
export const createPageContainer = (services: PageServices): Container => {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(CATALOGUE).toConstantValue(services.catalogue);
  container.bind(CONTENT).toConstantValue(services.content);
  container.bind(VISITOR_ACCOUNTS).toConstantValue(services.accounts);
  container.bind(VISITOR_CART).toConstantValue(services.cart);
  container.bind(VISITOR_WISHLIST).toConstantValue(services.wishlist);
  container.bind(WAITING_LIST).toConstantValue(services.waitingList);
  container.bind(FORMS).toConstantValue(services.forms);
  container.bind(NAVIGATION).toConstantValue(services.navigation);
  container.bind(SITE).toConstantValue(services.site);
  container.bind(VISITOR_PORTAL_SETTINGS).toConstantValue(services.portalSettings);
  container.bind(VISITOR_PORTAL_EVENTS).toConstantValue(services.portalEvents);
  container.bind(VISITOR_GREMIUM).toConstantValue(services.gremium);
  container.bind(FORM_TOKEN).toConstantValue(services.formToken);
  container.bind(COST_CALCULATOR).toConstantValue(services.costCalculator);
  container.bind(CONFERENCE_BOOKINGS).toConstantValue(services.conferenceBookings);
  container.bind(VISITOR_DATA).toConstantValue(services.visitorData);
  container.bind(CONSULTATIONS).toConstantValue(services.consultations);
  container.bind(RECOMMENDATIONS).toConstantValue(services.recommendations);
  container.bind(TRAINING_PLANS).toConstantValue(services.trainingPlans);
  container.bind(CACHE_ADMIN).toConstantValue(services.cacheAdmin);
  container.bind(ADMIN_AREA).toConstantValue(services.adminArea);
  return container;
};

/** Typed lookup: the token carries the type it stands for. */
export const resolveService = <T>(container: Container, key: Token<T>): T => container.get<T>(key);
