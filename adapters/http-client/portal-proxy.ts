import { sequenceS } from 'fp-ts/Apply';
import * as TE from 'fp-ts/TaskEither';
import { DeletedFileWire, EventFilesWire } from '../../application/portal/event-files.codecs';
import { GivenFeedbackWire, ThankYouWire, type FeedbackRequest } from '../../application/portal/feedback.codecs';
import {
  GremiumBookingsWire,
  GremiumMembersWire,
  GremiumSettingsWire,
  InvitationPreviewWire,
  JoinedGremiumWire,
  type GremiumSettingsRequest,
  type InviteRequest,
  type RoleRequest,
} from '../../application/portal/gremium.codecs';
import { CustomerInvoicesWire } from '../../application/invoices/invoices.codecs';
import { CUSTOMER_INVOICES_API_PATH } from '../../application/invoices/invoices.paths';
import { PORTAL_PATHS as P, withId } from '../../application/portal/portal.paths';
import type { EventFiles, GremiumPortal, PortalEvents, PortalFeedback, PortalSettings } from '../../application/portal/portal.port';
import { BookedEventsWire, EventRecipientsWire, ParticipationWire, RecipientWire, RecommendationsWire, type SubstituteRequest } from '../../application/portal/portal-events.codecs';
import {
  AdvertisingWire,
  BrFunctionsWire,
  CountriesWire,
  HotelPreferencesWire,
  InvitationWire,
  LoginEmailWire,
  MarketingPreferencesWire,
  MembershipsWire,
  PersonalDataWire,
  SalutationsWire,
  type AdvertisingRequest,
  type BrFunctionsRequest,
  type ConfirmLoginEmailRequest,
  type HotelPreferencesRequest,
  type LoginEmailRequest,
  type MarketingPreferencesRequest,
  type PersonalDataRequest,
} from '../../application/portal/settings.codecs';
import type { AppError } from '../../domain/errors/app-error';
import { callApi } from './api-call';
import type { HttpTransport } from './transport';

/** The portal's settings over HTTP (meinifb/einstellungen). */
export class PortalSettingsProxy implements PortalSettings {
  constructor(private readonly transport: HttpTransport) {}

  personalData(): TE.TaskEither<AppError, PersonalDataWire> {
    return callApi(this.transport, PersonalDataWire)({ path: P.userData });
  }

  updatePersonalData(request: PersonalDataRequest): TE.TaskEither<AppError, PersonalDataWire> {
    return callApi(this.transport, PersonalDataWire)({ method: 'POST', path: P.updatePersonalData, body: request });
  }

  loginEmail(): TE.TaskEither<AppError, LoginEmailWire> {
    return callApi(this.transport, LoginEmailWire)({ path: P.loginEmail });
  }

  changeLoginEmail(request: LoginEmailRequest): TE.TaskEither<AppError, LoginEmailWire> {
    return callApi(this.transport, LoginEmailWire)({ method: 'POST', path: P.loginEmail, body: request });
  }

  confirmLoginEmail(request: ConfirmLoginEmailRequest): TE.TaskEither<AppError, LoginEmailWire> {
    return callApi(this.transport, LoginEmailWire)({ method: 'POST', path: P.confirmLoginEmail, body: request });
  }

  hotelPreferences(): TE.TaskEither<AppError, HotelPreferencesWire> {
    return callApi(this.transport, HotelPreferencesWire)({ path: P.hotelPreferences });
  }

  updateHotelPreferences(request: HotelPreferencesRequest): TE.TaskEither<AppError, HotelPreferencesWire> {
    return callApi(this.transport, HotelPreferencesWire)({ method: 'POST', path: P.hotelPreferences, body: request });
  }

  marketingPreferences(): TE.TaskEither<AppError, MarketingPreferencesWire> {
    return callApi(this.transport, MarketingPreferencesWire)({ path: P.marketingPreferences });
  }

  updateMarketingPreferences(request: MarketingPreferencesRequest): TE.TaskEither<AppError, MarketingPreferencesWire> {
    return callApi(this.transport, MarketingPreferencesWire)({ method: 'POST', path: P.marketingPreferences, body: request });
  }

  advertising(): TE.TaskEither<AppError, AdvertisingWire> {
    return callApi(this.transport, AdvertisingWire)({ path: P.advertising });
  }

  updateAdvertising(request: AdvertisingRequest): TE.TaskEither<AppError, AdvertisingWire> {
    return callApi(this.transport, AdvertisingWire)({ method: 'POST', path: P.updateAdvertising, body: request });
  }

  brFunctions(): TE.TaskEither<AppError, BrFunctionsWire> {
    return callApi(this.transport, BrFunctionsWire)({ path: P.brFunctions });
  }

  updateBrFunctions(request: BrFunctionsRequest): TE.TaskEither<AppError, BrFunctionsWire> {
    return callApi(this.transport, BrFunctionsWire)({ method: 'POST', path: P.brFunctions, body: request });
  }

  countries(): TE.TaskEither<AppError, CountriesWire> {
    return callApi(this.transport, CountriesWire)({ path: P.countries });
  }

  salutations(): TE.TaskEither<AppError, readonly string[]> {
    return callApi(this.transport, SalutationsWire)({ path: P.salutations });
  }

  memberships(): TE.TaskEither<AppError, MembershipsWire> {
    return callApi(this.transport, MembershipsWire)({ path: P.memberships });
  }

  acceptInvitation(invitationId: number): TE.TaskEither<AppError, MembershipsWire> {
    return callApi(this.transport, MembershipsWire)({ method: 'POST', path: withId(P.acceptInvitation, invitationId) });
  }

  declineInvitation(invitationId: number): TE.TaskEither<AppError, MembershipsWire> {
    return callApi(this.transport, MembershipsWire)({ method: 'POST', path: withId(P.declineInvitation, invitationId) });
  }
}

/** The Gremium pages over HTTP. */
export class GremiumPortalProxy implements GremiumPortal {
  constructor(private readonly transport: HttpTransport) {}

  members(): TE.TaskEither<AppError, GremiumMembersWire> {
    return callApi(this.transport, GremiumMembersWire)({ path: P.gremiumMembers });
  }

  invite(request: InviteRequest): TE.TaskEither<AppError, InvitationWire> {
    return callApi(this.transport, InvitationWire)({ method: 'POST', path: P.inviteMember, body: request });
  }

  withdrawInvitation(invitationId: number): TE.TaskEither<AppError, GremiumMembersWire> {
    return callApi(this.transport, GremiumMembersWire)({ method: 'POST', path: withId(P.withdrawInvitation, invitationId) });
  }

  invitation(token: string): TE.TaskEither<AppError, InvitationPreviewWire> {
    return callApi(this.transport, InvitationPreviewWire)({ method: 'POST', path: P.invitationPreview, body: { token } });
  }

  join(token: string): TE.TaskEither<AppError, JoinedGremiumWire> {
    return callApi(this.transport, JoinedGremiumWire)({ method: 'POST', path: P.joinGremium, body: { token } });
  }

  removeMember(userId: number): TE.TaskEither<AppError, GremiumMembersWire> {
    return callApi(this.transport, GremiumMembersWire)({ method: 'POST', path: withId(P.removeMember, userId) });
  }

  changeRole(userId: number, request: RoleRequest): TE.TaskEither<AppError, GremiumMembersWire> {
    return callApi(this.transport, GremiumMembersWire)({ method: 'POST', path: withId(P.memberRole, userId), body: request });
  }

  bookings(): TE.TaskEither<AppError, GremiumBookingsWire> {
    return callApi(this.transport, GremiumBookingsWire)({ path: P.gremiumBookings });
  }

  settings(): TE.TaskEither<AppError, GremiumSettingsWire> {
    return callApi(this.transport, GremiumSettingsWire)({ path: P.gremiumSettings });
  }

  updateSettings(request: GremiumSettingsRequest): TE.TaskEither<AppError, GremiumSettingsWire> {
    return callApi(this.transport, GremiumSettingsWire)({ method: 'POST', path: P.gremiumSettings, body: request });
  }

  memberData(userId: number): TE.TaskEither<AppError, PersonalDataWire> {
    return callApi(this.transport, PersonalDataWire)({ path: withId(P.gremiumUserData, userId) });
  }

  updateMemberData(userId: number, request: PersonalDataRequest): TE.TaskEither<AppError, PersonalDataWire> {
    return callApi(this.transport, PersonalDataWire)({ method: 'POST', path: withId(P.gremiumPersonalData, userId), body: request });
  }

  memberEvents(userId: number, period: 'future' | 'past'): TE.TaskEither<AppError, BookedEventsWire> {
    return callApi(this.transport, BookedEventsWire)({ path: withId(period === 'future' ? P.memberFutureEvents : P.memberPastEvents, userId) });
  }
}

/** The caller's seminars over HTTP. */
export class PortalEventsProxy implements PortalEvents {
  constructor(private readonly transport: HttpTransport) {}

  events(period: 'future' | 'past'): TE.TaskEither<AppError, BookedEventsWire> {
    return callApi(this.transport, BookedEventsWire)({ path: period === 'future' ? P.futureEvents : P.pastEvents });
  }

  eventsByPeriod(): TE.TaskEither<AppError, Readonly<Record<'future' | 'past', BookedEventsWire>>> {
    return sequenceS(TE.ApplyPar)({ future: this.events('future'), past: this.events('past') });
  }

  recipients(eventId: number): TE.TaskEither<AppError, EventRecipientsWire> {
    return callApi(this.transport, EventRecipientsWire)({ path: withId(P.nextEventRecipients, eventId) });
  }

  cancelRecipient(recipientId: number): TE.TaskEither<AppError, RecipientWire> {
    return callApi(this.transport, RecipientWire)({ method: 'POST', path: withId(P.cancelRecipientBooking, recipientId) });
  }

  invoices(): TE.TaskEither<AppError, CustomerInvoicesWire> {
    return callApi(this.transport, CustomerInvoicesWire)({ path: CUSTOMER_INVOICES_API_PATH });
  }

  participation(recipientId: number): TE.TaskEither<AppError, ParticipationWire> {
    return callApi(this.transport, ParticipationWire)({ path: withId(P.participation, recipientId) });
  }

  substituteRecipient(recipientId: number, request: SubstituteRequest): TE.TaskEither<AppError, RecipientWire> {
    return callApi(this.transport, RecipientWire)({ method: 'POST', path: withId(P.substituteRecipient, recipientId), body: request });
  }

  nameHeldSeat(recipientId: number, request: SubstituteRequest): TE.TaskEither<AppError, RecipientWire> {
    return callApi(this.transport, RecipientWire)({ method: 'POST', path: withId(P.nameHeldSeat, recipientId), body: request });
  }

  giveBackHeldSeat(recipientId: number): TE.TaskEither<AppError, RecipientWire> {
    return callApi(this.transport, RecipientWire)({ method: 'POST', path: withId(P.giveBackHeldSeat, recipientId) });
  }

  recommendations(): TE.TaskEither<AppError, RecommendationsWire> {
    return callApi(this.transport, RecommendationsWire)({ path: P.articleRecommendations });
  }
}

/** An event's photos and documents over HTTP; the bytes the browser fetches by each file's downloadUrl. */
export class EventFilesProxy implements EventFiles {
  constructor(private readonly transport: HttpTransport) {}

  photos(eventId: number): TE.TaskEither<AppError, EventFilesWire> {
    return callApi(this.transport, EventFilesWire)({ path: withId(P.photos, eventId) });
  }

  documents(eventId: number): TE.TaskEither<AppError, EventFilesWire> {
    return callApi(this.transport, EventFilesWire)({ path: withId(P.documents, eventId) });
  }

  deletePhoto(fileId: number): TE.TaskEither<AppError, DeletedFileWire> {
    return callApi(this.transport, DeletedFileWire)({ method: 'POST', path: withId(P.deletePhoto, fileId) });
  }
}

/** The portal's feedback over HTTP. */
export class PortalFeedbackProxy implements PortalFeedback {
  constructor(private readonly transport: HttpTransport) {}

  send(request: FeedbackRequest): TE.TaskEither<AppError, ThankYouWire> {
    return callApi(this.transport, ThankYouWire)({ method: 'POST', path: P.feedback, body: request });
  }

  given(eventId: number): TE.TaskEither<AppError, GivenFeedbackWire> {
    return callApi(this.transport, GivenFeedbackWire)({ path: withId(P.givenFeedback, eventId) });
  }
}
