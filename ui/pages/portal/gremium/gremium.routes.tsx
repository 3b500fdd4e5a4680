import type { Container } from 'inversify';
import type { RouteObject } from 'react-router';
import { GREMIUM_JOIN_PAGE_PATH } from '../../../../application/portal/gremium-join.paths';
import { handle } from '../portal.routes';
import { GREMIUM_BOOKINGS_PATH, GREMIUM_MEMBERS_PATH, GREMIUM_SETTINGS_PATH } from '../portal.paths';
import { gremiumBookingsAction, gremiumBookingsLoader } from './gremium-bookings.loaders';
import { gremiumJoinAction, gremiumJoinLoader } from './gremium-join.loaders';
import { gremiumMembersAction, gremiumMembersLoader } from './gremium-members.loaders';
import { gremiumSettingsAction, gremiumSettingsLoader } from './gremium-settings.loaders';
import { GremiumBookingsPage } from './GremiumBookingsPage';
import { GremiumJoinPage } from './GremiumJoinPage';
import { GremiumMembersPage } from './GremiumMembersPage';
import { GremiumSettingsPage } from './GremiumSettingsPage';
import { GREMIUM_REMOVE_PATH, gremiumRemoveLoader } from './gremium-remove.loaders';
import { GremiumRemovePage } from './GremiumRemovePage';

/** The Gremium's pages in the portal: members, bookings, settings, and the invitation link's page. */
export const gremiumRoutes = (container: Container): RouteObject[] => [
  {
    path: GREMIUM_MEMBERS_PATH,
    loader: gremiumMembersLoader(container),
    action: gremiumMembersAction(container),
    Component: GremiumMembersPage,
    handle: handle('Gremium-Mitglieder', GREMIUM_MEMBERS_PATH),
  },
  {
    path: GREMIUM_REMOVE_PATH,
    loader: gremiumRemoveLoader(container),
    Component: GremiumRemovePage,
    handle: handle('Mitglied entfernen', GREMIUM_MEMBERS_PATH),
  },
  {
    path: GREMIUM_BOOKINGS_PATH,
    loader: gremiumBookingsLoader(container),
    action: gremiumBookingsAction(container),
    Component: GremiumBookingsPage,
    handle: handle('Gremium-Buchungen', GREMIUM_BOOKINGS_PATH),
  },
  {
    path: GREMIUM_SETTINGS_PATH,
    loader: gremiumSettingsLoader(container),
    action: gremiumSettingsAction(container),
    Component: GremiumSettingsPage,
    handle: handle('Gremium-Einstellungen', GREMIUM_SETTINGS_PATH),
  },
  {
    path: GREMIUM_JOIN_PAGE_PATH,
    loader: gremiumJoinLoader(container),
    action: gremiumJoinAction(container),
    Component: GremiumJoinPage,
    handle: handle('Einladung in ein Gremium', GREMIUM_JOIN_PAGE_PATH),
  },
];
