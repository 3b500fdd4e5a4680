import type { FastifyRequest } from 'fastify';
import type { Container } from 'inversify';
import { ACCOUNTS, XSRF_TOKENS } from '../../../application/accounts/accounts.tokens';
import { SHOPPING_CART } from '../../../application/cart/cart.tokens';
import { CATALOGUE } from '../../../application/catalogue/catalogue.tokens';
import { CONFERENCE_BOOKINGS } from '../../../application/conference/conference.tokens';
import { CONSULTATIONS } from '../../../application/consultation/consultation.tokens';
import { CONTENT } from '../../../application/content/content.tokens';
import { DOCUMENTS } from '../../../application/documents/documents.tokens';
import { NAVIGATION } from '../../../application/navigation/navigation.tokens';
import type { SiteHosts } from '../../../domain/site/site';
import { FORMS } from '../../../application/forms/forms.tokens';
import { GREMIUM_PORTAL, PORTAL_EVENTS, PORTAL_SETTINGS } from '../../../application/portal/portal.tokens';
import { WAITING_LIST } from '../../../application/orders/orders.tokens';
import { WISHLIST } from '../../../application/wishlist/wishlist.tokens';
import type { PageServices } from '../../../ui/entry-server';
import { resolve } from '../container';
import { navigationRequestOf } from '../routes/navigation.routes';
import { contextOf } from '../routes/portal-respond';
import { sessionOf } from '../session/install-sessions';

/**
 * The in-process services a server render hands to the pages: each render sees the ports as
 * the requesting visitor does (their session, their cart, their wishlist).
 */
export const pageServicesOf = (container: Container, hosts: SiteHosts): ((request: FastifyRequest) => PageServices) => {
  const catalogue = resolve(container, CATALOGUE);
  const content = resolve(container, CONTENT);
  const accounts = resolve(container, ACCOUNTS);
  const carts = resolve(container, SHOPPING_CART);
  const wishlists = resolve(container, WISHLIST);
  const waitingLists = resolve(container, WAITING_LIST);
  const navigation = resolve(container, NAVIGATION);
  const forms = resolve(container, FORMS);
  const portalSettings = resolve(container, PORTAL_SETTINGS);
  const portalEvents = resolve(container, PORTAL_EVENTS);
  const gremium = resolve(container, GREMIUM_PORTAL);
  const xsrf = resolve(container, XSRF_TOKENS);
  // The Kostenrechner page computes in-process, with the same service its JSON and PDF use.
  const costCalculator = resolve(container, DOCUMENTS);
  const conferenceBookings = resolve(container, CONFERENCE_BOOKINGS);
  const consultations = resolve(container, CONSULTATIONS);
  return (request) => ({
    catalogue,
    content,
    accounts: accounts.forRequest(contextOf(request)),
    cart: carts.forRequest(sessionOf(request)),
    wishlist: wishlists.forRequest(contextOf(request)),
    waitingList: waitingLists.forRequest(sessionOf(request)),
    forms: forms.forRequest(contextOf(request)),
    navigation: { current: () => navigation.navigation(navigationRequestOf(request, hosts)) },
    site: request.site,
    portalSettings: portalSettings.forRequest(contextOf(request)),
    portalEvents: portalEvents.forRequest(contextOf(request)),
    gremium: gremium.forRequest(contextOf(request)),
    conferenceBookings: conferenceBookings.forRequest(sessionOf(request)),
    // Read at render time: an action may have replaced the session (a login) just before.
    formToken: {
      current: () => {
        const { site, token } = sessionOf(request).current();
        return xsrf.tokenFor(site, token);
      },
    },
    costCalculator,
    consultations: consultations.forRequest(contextOf(request)),
  });
};
