import type * as TE from 'fp-ts/TaskEither';
import type { CustomerInvoicesWire } from '../invoices/invoices.codecs';
import type { AppError } from '../../domain/errors/app-error';
import type { RequestContext } from '../accounts/accounts.port';
import type { DeletedFileWire, DownloadedFile, EventFilesWire } from './event-files.codecs';
import type { FeedbackRequest, GivenFeedbackWire, ThankYouWire } from './feedback.codecs';
import type {
  GremiumBookingsWire,
  GremiumMembersWire,
  GremiumSettingsRequest,
  GremiumSettingsWire,
  InvitationPreviewWire,
  InviteRequest,
  JoinedGremiumWire,
  RoleRequest,
} from './gremium.codecs';
import type { GremiumOverviewWire, NoticeDataWire } from './portal-documents.codecs';
import type { BookedEventsWire, EventRecipientsWire, ParticipationWire, RecipientWire, RecommendationsWire, SubstituteRequest } from './portal-events.codecs';
import type {
  AdvertisingRequest,
  AdvertisingWire,
  BrFunctionsRequest,
  BrFunctionsWire,
  ConfirmLoginEmailRequest,
  CountriesWire,
  HotelPreferencesRequest,
  HotelPreferencesWire,
  InvitationWire,
  LoginEmailRequest,
  LoginEmailWire,
  MarketingPreferencesRequest,
  MarketingPreferencesWire,
  MembershipsWire,
  PersonalDataRequest,
  PersonalDataWire,
} from './settings.codecs';

/**
 * The customer portal (meinifb) for the caller of one request. Every call needs a logged-in
 * caller (Unauthenticated otherwise). The server binds the services per request; the browser
 * and the CLI bind the HTTP proxies, whose cookies play the session.
 */

/** The caller's own settings (meinifb/einstellungen). */
export interface PortalSettings {
  personalData(): TE.TaskEither<AppError, PersonalDataWire>;
  updatePersonalData(request: PersonalDataRequest): TE.TaskEither<AppError, PersonalDataWire>;
  loginEmail(): TE.TaskEither<AppError, LoginEmailWire>;
  /** Checks the password and mails a link to the new address; the address changes only when it is followed. */
  changeLoginEmail(request: LoginEmailRequest): TE.TaskEither<AppError, LoginEmailWire>;
  /** Follows the link: no login needed (the token proves the mailbox, the request the password). */
  confirmLoginEmail(request: ConfirmLoginEmailRequest): TE.TaskEither<AppError, LoginEmailWire>;
  hotelPreferences(): TE.TaskEither<AppError, HotelPreferencesWire>;
  updateHotelPreferences(request: HotelPreferencesRequest): TE.TaskEither<AppError, HotelPreferencesWire>;
  marketingPreferences(): TE.TaskEither<AppError, MarketingPreferencesWire>;
  updateMarketingPreferences(request: MarketingPreferencesRequest): TE.TaskEither<AppError, MarketingPreferencesWire>;
  advertising(): TE.TaskEither<AppError, AdvertisingWire>;
  updateAdvertising(request: AdvertisingRequest): TE.TaskEither<AppError, AdvertisingWire>;
  brFunctions(): TE.TaskEither<AppError, BrFunctionsWire>;
  updateBrFunctions(request: BrFunctionsRequest): TE.TaskEither<AppError, BrFunctionsWire>;
  countries(): TE.TaskEither<AppError, CountriesWire>;
  salutations(): TE.TaskEither<AppError, readonly string[]>;
  memberships(): TE.TaskEither<AppError, MembershipsWire>;
  acceptInvitation(invitationId: number): TE.TaskEither<AppError, MembershipsWire>;
  declineInvitation(invitationId: number): TE.TaskEither<AppError, MembershipsWire>;
}

/** The Gremium pages (gremium-mitglieder, -buchungen, -einstellungen) and a Gremium admin's view of its members. */
export interface GremiumPortal {
  members(): TE.TaskEither<AppError, GremiumMembersWire>;
  invite(request: InviteRequest): TE.TaskEither<AppError, InvitationWire>;
  /** The invitation behind a mailed link, for anyone holding it (a visitor too). */
  invitation(token: string): TE.TaskEither<AppError, InvitationPreviewWire>;
  /** The logged-in caller joins the Gremium by the link's token. */
  join(token: string): TE.TaskEither<AppError, JoinedGremiumWire>;
  withdrawInvitation(invitationId: number): TE.TaskEither<AppError, GremiumMembersWire>;
  removeMember(userId: number): TE.TaskEither<AppError, GremiumMembersWire>;
  changeRole(userId: number, request: RoleRequest): TE.TaskEither<AppError, GremiumMembersWire>;
  bookings(): TE.TaskEither<AppError, GremiumBookingsWire>;
  settings(): TE.TaskEither<AppError, GremiumSettingsWire>;
  updateSettings(request: GremiumSettingsRequest): TE.TaskEither<AppError, GremiumSettingsWire>;
  memberData(userId: number): TE.TaskEither<AppError, PersonalDataWire>;
  updateMemberData(userId: number, request: PersonalDataRequest): TE.TaskEither<AppError, PersonalDataWire>;
  memberEvents(userId: number, period: 'future' | 'past'): TE.TaskEither<AppError, BookedEventsWire>;
}

/** The caller's seminars: booked events, their participants, cancellation, recommendations. */
export interface PortalEvents {
  events(period: 'future' | 'past'): TE.TaskEither<AppError, BookedEventsWire>;
  /** Both lists of events(), for a page that shows the next and the past seminars together. */
  eventsByPeriod(): TE.TaskEither<AppError, Readonly<Record<'future' | 'past', BookedEventsWire>>>;
  recipients(eventId: number): TE.TaskEither<AppError, EventRecipientsWire>;
  cancelRecipient(recipientId: number): TE.TaskEither<AppError, RecipientWire>;
  /** One participation with what cancelling it costs now; for whoever may manage the booking. */
  participation(recipientId: number): TE.TaskEither<AppError, ParticipationWire>;
  /** A colleague takes the seat: name and e-mail change, seat and price stay; both get a mail. */
  substituteRecipient(recipientId: number, request: SubstituteRequest): TE.TaskEither<AppError, RecipientWire>;
  /** Seats held for colleagues: one gets its colleague's name and becomes a participant; answers the named participant. */
  nameHeldSeat(recipientId: number, request: SubstituteRequest): TE.TaskEither<AppError, RecipientWire>;
  /** Seats held for colleagues: one is given back; answers the held rest. */
  giveBackHeldSeat(recipientId: number): TE.TaskEither<AppError, RecipientWire>;
  recommendations(): TE.TaskEither<AppError, RecommendationsWire>;
  /** The invoices, credit notes and fee invoices of the caller's orders (and their Gremium's, for its admin). */
  invoices(): TE.TaskEither<AppError, CustomerInvoicesWire>;
}

/** Photos and documents of an event, for its participants and their Gremium. */
export interface EventFiles {
  photos(eventId: number): TE.TaskEither<AppError, EventFilesWire>;
  documents(eventId: number): TE.TaskEither<AppError, EventFilesWire>;
  deletePhoto(fileId: number): TE.TaskEither<AppError, DeletedFileWire>;
}

/**
 * The bytes of a file, server side only: a browser downloads a file by its downloadUrl (a plain
 * link with the session cookie), so the HTTP proxies have no such method.
 */
export interface EventFileDownloads {
  download(kind: 'photo' | 'document', fileId: number): TE.TaskEither<AppError, DownloadedFile>;
}

/** POST /kundenportal/send-feedback */
export interface PortalFeedback {
  send(request: FeedbackRequest): TE.TaskEither<AppError, ThankYouWire>;
  /** GET feedback/:id: what the caller wrote about one of their attended seminars (someone else's or not attended: NotFound). */
  given(eventId: number): TE.TaskEither<AppError, GivenFeedbackWire>;
}

/** The data of the portal's PDFs; the PDF adapter renders it (notice-pdf/{id}, Gremium overview). */
export interface PortalDocuments {
  notice(eventId: number): TE.TaskEither<AppError, NoticeDataWire>;
  gremiumOverview(): TE.TaskEither<AppError, GremiumOverviewWire>;
}

/** The server side: each part of the portal for the caller of one request. */
export interface ForRequest<P> {
  forRequest(context: RequestContext): P;
}
