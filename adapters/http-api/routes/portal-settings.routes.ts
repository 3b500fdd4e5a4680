import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import * as t from 'io-ts';
import { PORTAL_MESSAGES as M } from '../../../application/portal/messages';
import { PORTAL_PATHS as P } from '../../../application/portal/portal.paths';
import type { ForRequest, PortalSettings } from '../../../application/portal/portal.port';
import { idFromString } from '../../../application/portal/request.codecs';
import {
  AdvertisingRequest,
  AdvertisingWire,
  BrFunctionsRequest,
  BrFunctionsWire,
  ConfirmLoginEmailRequest,
  CountriesWire,
  HotelPreferencesRequest,
  HotelPreferencesWire,
  LoginEmailRequest,
  LoginEmailWire,
  MarketingPreferencesRequest,
  MarketingPreferencesWire,
  MembershipsWire,
  PersonalDataRequest,
  PersonalDataWire,
  SalutationsWire,
} from '../../../application/portal/settings.codecs';
import { respond } from '../respond';
import { contextOf, withBody, withParams } from './portal-respond';

const InvitationParams = t.type({ id: idFromString('InvitationId', M.invalidInvitationId) });

/** The caller's settings (meinifb/einstellungen) under /api-meinifb (spec §7). */
export const portalSettingsRoutes = (settings: ForRequest<PortalSettings>) => (server: FastifyInstance) => {
  const of = (request: FastifyRequest): PortalSettings => settings.forRequest(contextOf(request));

  server.get(P.userData, (request, reply) => respond(reply, pipe(of(request).personalData(), TE.map(PersonalDataWire.encode))));
  server.post(P.updatePersonalData, (request, reply) =>
    respond(reply, pipe(withBody(PersonalDataRequest, request.body, (body) => of(request).updatePersonalData(body)), TE.map(PersonalDataWire.encode))),
  );
  server.get(P.loginEmail, (request, reply) => respond(reply, pipe(of(request).loginEmail(), TE.map(LoginEmailWire.encode))));
  server.post(P.loginEmail, (request, reply) =>
    respond(reply, pipe(withBody(LoginEmailRequest, request.body, (body) => of(request).changeLoginEmail(body)), TE.map(LoginEmailWire.encode))),
  );
  server.post(P.confirmLoginEmail, (request, reply) =>
    respond(reply, pipe(withBody(ConfirmLoginEmailRequest, request.body, (body) => of(request).confirmLoginEmail(body)), TE.map(LoginEmailWire.encode))),
  );
  server.get(P.hotelPreferences, (request, reply) => respond(reply, pipe(of(request).hotelPreferences(), TE.map(HotelPreferencesWire.encode))));
  server.post(P.hotelPreferences, (request, reply) =>
    respond(
      reply,
      pipe(withBody(HotelPreferencesRequest, request.body, (body) => of(request).updateHotelPreferences(body)), TE.map(HotelPreferencesWire.encode)),
    ),
  );
  server.get(P.marketingPreferences, (request, reply) =>
    respond(reply, pipe(of(request).marketingPreferences(), TE.map(MarketingPreferencesWire.encode))),
  );
  server.post(P.marketingPreferences, (request, reply) =>
    respond(
      reply,
      pipe(
        withBody(MarketingPreferencesRequest, request.body, (body) => of(request).updateMarketingPreferences(body)),
        TE.map(MarketingPreferencesWire.encode),
      ),
    ),
  );
  server.get(P.advertising, (request, reply) => respond(reply, pipe(of(request).advertising(), TE.map(AdvertisingWire.encode))));
  server.post(P.updateAdvertising, (request, reply) =>
    respond(reply, pipe(withBody(AdvertisingRequest, request.body, (body) => of(request).updateAdvertising(body)), TE.map(AdvertisingWire.encode))),
  );
  server.get(P.brFunctions, (request, reply) => respond(reply, pipe(of(request).brFunctions(), TE.map(BrFunctionsWire.encode))));
  server.post(P.brFunctions, (request, reply) =>
    respond(reply, pipe(withBody(BrFunctionsRequest, request.body, (body) => of(request).updateBrFunctions(body)), TE.map(BrFunctionsWire.encode))),
  );
  server.get(P.countries, (request, reply) => respond(reply, pipe(of(request).countries(), TE.map(CountriesWire.encode))));
  server.get(P.salutations, (request, reply) => respond(reply, pipe(of(request).salutations(), TE.map(SalutationsWire.encode))));
  server.get(P.memberships, (request, reply) => respond(reply, pipe(of(request).memberships(), TE.map(MembershipsWire.encode))));
  server.post(P.acceptInvitation, (request, reply) =>
    respond(reply, pipe(withParams(InvitationParams)(request, ({ id }) => of(request).acceptInvitation(id)), TE.map(MembershipsWire.encode))),
  );
  server.post(P.declineInvitation, (request, reply) =>
    respond(reply, pipe(withParams(InvitationParams)(request, ({ id }) => of(request).declineInvitation(id)), TE.map(MembershipsWire.encode))),
  );
};
