import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import * as t from 'io-ts';
import {
  GremiumBookingsWire,
  GremiumMembersWire,
  GremiumSettingsRequest,
  GremiumSettingsWire,
  InvitationPreviewWire,
  InviteRequest,
  JoinedGremiumWire,
  JoinRequest,
  RoleRequest,
} from '../../../application/portal/gremium.codecs';
import { PORTAL_MESSAGES as M } from '../../../application/portal/messages';
import { PORTAL_PATHS as P } from '../../../application/portal/portal.paths';
import type { ForRequest, GremiumPortal } from '../../../application/portal/portal.port';
import { BookedEventsWire } from '../../../application/portal/portal-events.codecs';
import { idFromString } from '../../../application/portal/request.codecs';
import { InvitationWire, PersonalDataRequest, PersonalDataWire } from '../../../application/portal/settings.codecs';
import { respond } from '../respond';
import { contextOf, withBody, withParams } from './portal-respond';

const UserParams = t.type({ id: idFromString('UserId', M.invalidUserId) });
const InvitationParams = t.type({ id: idFromString('InvitationId', M.invalidInvitationId) });

/** The Gremium pages' calls (gremium-mitglieder, -buchungen, -einstellungen) and the Gremium variants /{id}. */
export const portalGremiumRoutes = (gremium: () => ForRequest<GremiumPortal>) => (server: FastifyInstance) => {
  const of = (request: FastifyRequest): GremiumPortal => gremium().forRequest(contextOf(request));
  const user = withParams(UserParams);

  server.get(P.gremiumMembers, (request, reply) => respond(reply, pipe(of(request).members(), TE.map(GremiumMembersWire.encode))));
  server.post(P.inviteMember, (request, reply) =>
    respond(reply, pipe(withBody(InviteRequest, request.body, (body) => of(request).invite(body)), TE.map(InvitationWire.encode))),
  );
  server.post(P.withdrawInvitation, (request, reply) =>
    respond(
      reply,
      pipe(withParams(InvitationParams)(request, ({ id }) => of(request).withdrawInvitation(id)), TE.map(GremiumMembersWire.encode)),
    ),
  );
  server.post(P.invitationPreview, (request, reply) =>
    respond(reply, pipe(withBody(JoinRequest, request.body, ({ token }) => of(request).invitation(token)), TE.map(InvitationPreviewWire.encode))),
  );
  server.post(P.joinGremium, (request, reply) =>
    respond(reply, pipe(withBody(JoinRequest, request.body, ({ token }) => of(request).join(token)), TE.map(JoinedGremiumWire.encode))),
  );
  server.post(P.removeMember, (request, reply) =>
    respond(reply, pipe(user(request, ({ id }) => of(request).removeMember(id)), TE.map(GremiumMembersWire.encode))),
  );
  server.post(P.memberRole, (request, reply) =>
    respond(
      reply,
      pipe(
        user(request, ({ id }) => withBody(RoleRequest, request.body, (body) => of(request).changeRole(id, body))),
        TE.map(GremiumMembersWire.encode),
      ),
    ),
  );
  server.get(P.gremiumBookings, (request, reply) => respond(reply, pipe(of(request).bookings(), TE.map(GremiumBookingsWire.encode))));
  server.get(P.gremiumSettings, (request, reply) => respond(reply, pipe(of(request).settings(), TE.map(GremiumSettingsWire.encode))));
  server.post(P.gremiumSettings, (request, reply) =>
    respond(
      reply,
      pipe(withBody(GremiumSettingsRequest, request.body, (body) => of(request).updateSettings(body)), TE.map(GremiumSettingsWire.encode)),
    ),
  );
  server.get(P.gremiumUserData, (request, reply) =>
    respond(reply, pipe(user(request, ({ id }) => of(request).memberData(id)), TE.map(PersonalDataWire.encode))),
  );
  server.post(P.gremiumPersonalData, (request, reply) =>
    respond(
      reply,
      pipe(
        user(request, ({ id }) => withBody(PersonalDataRequest, request.body, (body) => of(request).updateMemberData(id, body))),
        TE.map(PersonalDataWire.encode),
      ),
    ),
  );
  server.get(P.memberFutureEvents, (request, reply) =>
    respond(reply, pipe(user(request, ({ id }) => of(request).memberEvents(id, 'future')), TE.map(BookedEventsWire.encode))),
  );
  server.get(P.memberPastEvents, (request, reply) =>
    respond(reply, pipe(user(request, ({ id }) => of(request).memberEvents(id, 'past')), TE.map(BookedEventsWire.encode))),
  );
};
