import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { forbidden, notFound, type AppError } from '../../domain/errors/app-error';
import type { RequestContext } from '../accounts/accounts.port';
import { hasRole } from '../accounts/roles';
import type { UserRepository } from '../accounts/user.repository';
import type { Clock } from '../ports/clock';
import { bookedEventWire } from './booked-event-wire';
import type { PortalBookings } from './bookings.port';
import { callerAccount } from './caller';
import type { GremiumRepository } from './gremium.repository';
import { memberWire, settingsWire } from './gremium.service';
import { PORTAL_MESSAGES as M } from './messages';
import type { ForRequest, PortalDocuments } from './portal.port';
import type { GremiumOverviewWire, NoticeDataWire } from './portal-documents.codecs';
import type { ProfileRepository } from './profile.repository';

export interface PortalDocumentsDependencies {
  readonly users: UserRepository;
  readonly profiles: ProfileRepository;
  readonly gremien: GremiumRepository;
  readonly bookings: PortalBookings;
  readonly clock: Clock;
}

/** The data of the portal's PDFs in-process; one per request. The PDF adapter renders it. */
export class PortalDocumentsService implements ForRequest<PortalDocuments> {
  constructor(private readonly deps: PortalDocumentsDependencies) {}

  forRequest(context: RequestContext): PortalDocuments {
    const { deps } = this;
    return {
      /** The caller's booking of one event (upcoming or past), for the notice to take along. */
      notice: (eventId: number): TE.TaskEither<AppError, NoticeDataWire> => async () => {
        const account = await callerAccount(deps.users, context.session);
        if (E.isLeft(account)) return account;
        const { userId } = account.right;
        const [{ future, past }, profile] = await Promise.all([deps.bookings.eventsByPeriod([userId]), deps.profiles.profile(userId)]);
        const event = [...future, ...past].find((booked) => booked.eventId === eventId);
        if (event === undefined || profile === undefined) return E.left(notFound(M.noBookingForEvent));
        const { salutation, firstname, lastname, company } = profile.personal;
        return E.right({
          issuedAt: deps.clock.now(),
          customer: { salutation, firstname, lastname, company, email: profile.email },
          event: bookedEventWire(event),
        });
      },

      /** The Gremium with its members (e-mail addresses for its admins only) and all its bookings. */
      gremiumOverview: (): TE.TaskEither<AppError, GremiumOverviewWire> => async () => {
        const account = await callerAccount(deps.users, context.session);
        if (E.isLeft(account)) return account;
        const { gremiumId } = account.right;
        const gremium = gremiumId === null ? undefined : await deps.gremien.details(gremiumId);
        if (gremium === undefined || !hasRole(account.right, 'gremium-member')) return E.left(forbidden(M.notGremiumMember));
        const members = await deps.gremien.members(gremium.gremiumId);
        const memberIds = members.map((member) => member.userId);
        const { future, past } = await deps.bookings.eventsByPeriod(memberIds);
        const isAdmin = hasRole(account.right, 'gremium-admin');
        return E.right({
          issuedAt: deps.clock.now(),
          gremium: settingsWire(gremium),
          members: members.map((member) => memberWire(member, isAdmin)),
          futureEvents: future.map(bookedEventWire),
          pastEvents: past.map(bookedEventWire),
        });
      },
    };
  }
}
