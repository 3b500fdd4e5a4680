import * as t from 'io-ts';
import { InstantCodec } from '../codecs/instant.codec';
import { objectBody, text } from './request.codecs';
import { BookedEventsWire } from './portal-events.codecs';
import { GremiumRoleWire, InvitationWire } from './settings.codecs';
import { PORTAL_MESSAGES as M } from './messages';

const NAME = text(200);
const SHORT = text(100);

const BillingAddressWire = t.type({ street: t.string, streetNumber: t.string, postalCode: t.string, city: t.string, country: t.string });

/** GET /api-meinifb/gremium-einstellungen */
export const GremiumSettingsWire = t.type(
  {
    gremiumId: t.number,
    name: t.string,
    company: t.string,
    billingAddress: t.union([BillingAddressWire, t.null]),
    invoiceEmail: t.union([t.string, t.null]),
    leitwegId: t.union([t.string, t.null]),
  },
  'GremiumSettings',
);
export type GremiumSettingsWire = t.TypeOf<typeof GremiumSettingsWire>;

/** POST /api-meinifb/gremium-einstellungen (Gremium admins): name, company, billing address, and the optional invoice e-mail and Leitweg-ID (left out: none). */
export const GremiumSettingsRequest = objectBody(
  t.exact(
    t.partial({ name: NAME, company: NAME, street: NAME, streetNumber: SHORT, postalCode: SHORT, city: NAME, country: SHORT, invoiceEmail: NAME, leitwegId: SHORT }),
  ),
  'GremiumSettingsRequest',
);
export type GremiumSettingsRequest = t.TypeOf<typeof GremiumSettingsRequest>;

export const GremiumMemberWire = t.intersection(
  [
    t.type({
      userId: t.number,
      salutation: t.string,
      firstname: t.string,
      lastname: t.string,
      gremiumRole: GremiumRoleWire,
      brFunctions: t.readonlyArray(t.string),
    }),
    t.partial({ email: t.string }),
  ],
  'GremiumMember',
);
export type GremiumMemberWire = t.TypeOf<typeof GremiumMemberWire>;

/**
 * GET /api-meinifb/gremium-mitglieder: the members with their roles and BR functions; the
 * Gremium's admins also get the e-mail addresses and the pending invitations.
 */
export const GremiumMembersWire = t.type(
  {
    gremium: t.type({ gremiumId: t.number, name: t.string, company: t.string }),
    members: t.readonlyArray(GremiumMemberWire),
    invitations: t.readonlyArray(InvitationWire),
  },
  'GremiumMembers',
);
export type GremiumMembersWire = t.TypeOf<typeof GremiumMembersWire>;

const RoleField = new t.Type<'member' | 'admin', string, unknown>(
  'GremiumRole',
  (value): value is 'member' | 'admin' => value === 'member' || value === 'admin',
  (input, context) => (input === 'member' || input === 'admin' ? t.success(input) : t.failure(input, context, M.invalidRole)),
  (value) => value,
);

/** POST /api-meinifb/gremium-mitglieder/einladen: an e-mail address, and the role (member by default). */
export const InviteRequest = objectBody(t.exact(t.partial({ email: text(320), role: RoleField })), 'InviteRequest');
export type InviteRequest = t.TypeOf<typeof InviteRequest>;

/** POST /api-meinifb/gremium-mitglieder/{userId}/rolle */
export const RoleRequest = objectBody(t.exact(t.type({ role: RoleField })), 'RoleRequest');
export type RoleRequest = t.TypeOf<typeof RoleRequest>;

/** GET /api-meinifb/gremium-buchungen: the bookings of every member of the caller's Gremium. */
export const GremiumBookingsWire = t.type({ futureEvents: BookedEventsWire, pastEvents: BookedEventsWire }, 'GremiumBookings');
export type GremiumBookingsWire = t.TypeOf<typeof GremiumBookingsWire>;

/**
 * GET /api-meinifb/gremium-einladung?token=…: what the invitation page shows before joining; the
 * invited address prefills the registration (the link was mailed to it, so its holder knows it).
 */
export const InvitationPreviewWire = t.type(
  { gremiumName: t.string, email: t.string, role: GremiumRoleWire, expiresAt: InstantCodec, state: t.keyof({ valid: null, expired: null, used: null }) },
  'InvitationPreview',
);
export type InvitationPreviewWire = t.TypeOf<typeof InvitationPreviewWire>;

/** POST /api-meinifb/gremium-beitreten { token }: the Gremium the caller joined. */
export const JoinRequest = objectBody(t.exact(t.type({ token: text(200) })), 'JoinRequest');
export type JoinRequest = t.TypeOf<typeof JoinRequest>;

export const JoinedGremiumWire = t.type({ gremiumId: t.number, gremiumName: t.string, role: GremiumRoleWire }, 'JoinedGremium');
export type JoinedGremiumWire = t.TypeOf<typeof JoinedGremiumWire>;
