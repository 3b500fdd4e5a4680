import type { CacheAdmin } from '../../application/cache/cache-admin.port';
import type { OrderDesk } from '../../application/back-office/order-desk.port';
import type { SeminarAdminApi } from '../../application/catalogue-admin/seminar-admin.port';
import type { Accounts } from '../../application/accounts/accounts.port';
import type { ShoppingCart } from '../../application/cart/cart.port';
import type { Catalogue } from '../../application/catalogue/catalogue.port';
import type { ConferenceBookings } from '../../application/conference/conference-booking.port';
import type { Consultations } from '../../application/consultation/consultation.port';
import type { Content } from '../../application/content/content.port';
import type { CostCalculator } from '../../application/documents/documents.port';
import type { Forms } from '../../application/forms/forms.port';
import type { Hyphenation } from '../../application/ports/hyphenation';
import type { EventFiles, GremiumPortal, PortalEvents, PortalFeedback, PortalSettings } from '../../application/portal/portal.port';
import type { Recommendations } from '../../application/recommendations/recommendations.port';
import type { WaitingList } from '../../application/orders/orders.port';
import type { Token } from '../../application/tokens';
import type { RequestInbox } from '../../application/requests/requests.port';
import type { ParticipantListPages } from '../../application/participants/participant-list.port';
import type { Assistant } from '../../application/assistant/assistant.port';
import type { TrainingPlans } from '../../application/training-plan/training-plan.port';
import type { Wishlist } from '../../application/wishlist/wishlist.port';
import type { WerbemittelShop } from '../../application/werbemittel/werbemittel.port';
import type { Site } from '../../domain/site/site';
import type { CurrentNavigation } from '../../application/navigation/navigation.port';
import type { VisitorSummary } from '../../application/visitor/visitor-summary.port';
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
  ASSISTANT,
  SITE,
  SISTER_ORIGIN,
  HYPHENATION,
  TRAINING_PLANS,
  CACHE_ADMIN,
  ADMIN_AREA,
  ORDER_DESK,
  type AdminArea,
  REQUEST_INBOX,
  PARTICIPANT_LISTS,
  SEMINAR_ADMIN,
  VISITOR_ACCOUNTS,
  VISITOR_CART,
  VISITOR_EVENT_FILES,
  VISITOR_FEEDBACK,
  VISITOR_GREMIUM,
  VISITOR_PORTAL_EVENTS,
  VISITOR_PORTAL_SETTINGS,
  VISITOR_WISHLIST,
  VISITOR_SUMMARY,
  VISITOR_DATA,
  WAITING_LIST,
  WERBEMITTEL,
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
  readonly sisterOrigin: string;
  readonly hyphenation: Hyphenation;
  readonly portalSettings: PortalSettings;
  readonly portalEvents: PortalEvents;
  readonly gremium: GremiumPortal;
  readonly feedback: PortalFeedback;
  readonly eventFiles: EventFiles;
  readonly recommendations: Recommendations;
  readonly formToken: FormToken;
  readonly costCalculator: CostCalculator;
  readonly conferenceBookings: ConferenceBookings;
  readonly visitorData: VisitorData;
  readonly visitorSummary: VisitorSummary;
  readonly consultations: Consultations;
  readonly assistant: Assistant;
  readonly trainingPlans: TrainingPlans;
  readonly werbemittel: WerbemittelShop;
  readonly cacheAdmin: CacheAdmin;
  readonly adminArea: AdminArea;
  readonly orderDesk: OrderDesk;
  readonly requestInbox: RequestInbox;
  readonly participantLists: ParticipantListPages;
  readonly seminarAdmin: SeminarAdminApi;
}

/**
 * What pages, loaders and hooks use of the page container: a typed lookup by token. The server
 * and the browser both hand them a plain table of the bindings (ui/di/token-table.ts): the pages
 * bind constants only, which is all a table does (inversify stays in the server's composition).
 */
export interface PageContainer {
  get<T>(key: Token<T>): T;
}

/** One binding per token of ui.tokens.ts: the token and the service it stands for. */
export const pageBindings = (services: PageServices): readonly (readonly [Token<unknown>, unknown])[] => [
  [CATALOGUE, services.catalogue],
  [CONTENT, services.content],
  [VISITOR_ACCOUNTS, services.accounts],
  [VISITOR_CART, services.cart],
  [VISITOR_WISHLIST, services.wishlist],
  [WAITING_LIST, services.waitingList],
  [FORMS, services.forms],
  [NAVIGATION, services.navigation],
  [SITE, services.site],
  [SISTER_ORIGIN, services.sisterOrigin],
  [HYPHENATION, services.hyphenation],
  [VISITOR_PORTAL_SETTINGS, services.portalSettings],
  [VISITOR_PORTAL_EVENTS, services.portalEvents],
  [VISITOR_GREMIUM, services.gremium],
  [VISITOR_FEEDBACK, services.feedback],
  [VISITOR_EVENT_FILES, services.eventFiles],
  [RECOMMENDATIONS, services.recommendations],
  [FORM_TOKEN, services.formToken],
  [COST_CALCULATOR, services.costCalculator],
  [CONFERENCE_BOOKINGS, services.conferenceBookings],
  [VISITOR_DATA, services.visitorData],
  [VISITOR_SUMMARY, services.visitorSummary],
  [CONSULTATIONS, services.consultations],
  [ASSISTANT, services.assistant],
  [TRAINING_PLANS, services.trainingPlans],
  [WERBEMITTEL, services.werbemittel],
  [CACHE_ADMIN, services.cacheAdmin],
  [ADMIN_AREA, services.adminArea],
  [ORDER_DESK, services.orderDesk],
  [REQUEST_INBOX, services.requestInbox],
  [PARTICIPANT_LISTS, services.participantLists],
  [SEMINAR_ADMIN, services.seminarAdmin],
];

/** Typed lookup: the token carries the type it stands for. */
export const resolveService = <T>(container: PageContainer, key: Token<T>): T => container.get(key);
