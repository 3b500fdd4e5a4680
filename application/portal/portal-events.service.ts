import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { forbidden, notFound, type AppError } from '../../domain/errors/app-error';
import { recommendThemes } from '../../domain/portal/recommendations';
import type { RequestContext } from '../accounts/accounts.port';
import { hasRole } from '../accounts/roles';
import type { Account, UserRepository } from '../accounts/user.repository';
import type { CustomerInvoices } from '../invoices/customer-invoices';
import type { CustomerInvoicesWire } from '../invoices/invoices.codecs';
import type { Clock } from '../ports/clock';
import type { WishlistRepository } from '../wishlist/wishlist.repository';
import { managedEventWire, recipientActions, recipientWire } from './booked-event-wire';
import { cancellationFee, cancellationShare } from '../../domain/cart/cancellation-terms';
import { SUBSTITUTE_FORM } from '../../domain/cart/substitute-form';
import { mayManageBooking, type BookingOwners } from '../../domain/portal/booking-access';
import { validateFormEither } from '../../domain/validation/form-validation';
import type { BookedEvent, BookingPeriod, BookingRecipient, PortalBookings } from './bookings.port';
import { bookingCallerOf, callerAccount } from './caller';
import type { GremiumRepository } from './gremium.repository';
import { PORTAL_MESSAGES as M } from './messages';
import type { ForRequest, PortalEvents } from './portal.port';
import type { BookedEventsWire, EventRecipientsWire, ParticipationWire, RecipientWire, RecommendationsWire, SubstituteRequest } from './portal-events.codecs';

const ownersOf = (recipient: BookingRecipient): BookingOwners => ({ orderUserId: recipient.bookedBy, orderGremiumId: recipient.orderGremiumId, email: recipient.email });
import type { ThemeCatalogue } from './theme-catalogue';

/** How many themes the portal recommends at once. */
export const RECOMMENDATIONS = 6;

export interface PortalEventsDependencies {
  readonly users: UserRepository;
  readonly gremien: GremiumRepository;
  readonly bookings: PortalBookings;
  readonly wishlists: WishlistRepository;
  readonly themes: ThemeCatalogue;
  readonly clock: Clock;
  /** The caller's invoices (application/invoices), listed with their bookings. */
  readonly invoices: Pick<CustomerInvoices, 'list'>;
}

type Outcome<A> = E.Either<AppError, A>;

/** The caller's seminars in-process; one per request. */
export class PortalEventsService implements ForRequest<PortalEvents> {
  constructor(private readonly deps: PortalEventsDependencies) {}

  forRequest(context: RequestContext): PortalEvents {
    return new CallerEvents(this.deps, context);
  }
}

class CallerEvents implements PortalEvents {
  constructor(
    private readonly deps: PortalEventsDependencies,
    private readonly context: RequestContext,
  ) {}

  /** The caller's own bookings (ordered by or for them), each participant with what the caller may do with it now. */
  events(period: BookingPeriod): TE.TaskEither<AppError, BookedEventsWire> {
    return this.asCaller(async (caller) => {
      const now = this.deps.clock.now();
      return E.right((await this.deps.bookings.eventsOf([caller.userId], period)).map((event) => managedEventWire(event, now)));
    });
  }

  eventsByPeriod(): TE.TaskEither<AppError, Readonly<Record<BookingPeriod, BookedEventsWire>>> {
    return this.asCaller(async (caller) => {
      const now = this.deps.clock.now();
      const { future, past } = await this.deps.bookings.eventsByPeriod([caller.userId]);
      return E.right({ future: future.map((event) => managedEventWire(event, now)), past: past.map((event) => managedEventWire(event, now)) });
    });
  }

  /** One participation of the caller's bookings (or their Gremium's, for its admin); anyone else's is unknown. */
  participation(recipientId: number): TE.TaskEither<AppError, ParticipationWire> {
    return this.asCaller(async (caller) => {
      const found = await this.deps.bookings.findRecipient(recipientId);
      if (found === undefined || !mayManageBooking(bookingCallerOf(caller), ownersOf(found.recipient))) return E.left(notFound(M.unknownRecipient));
      const event = await this.eventOf(found.eventId, found.recipient);
      if (event === undefined) return E.left(notFound(M.unknownRecipient));
      const now = this.deps.clock.now();
      const share = cancellationShare(found.recipient.status, event.startDate, now);
      return E.right({
        event: managedEventWire({ ...event, recipients: [found.recipient] }, now),
        recipient: recipientWire(found.recipient, recipientActions(event, found.recipient, now)),
        cancellation: { share, fee: cancellationFee(found.recipient.price, share) },
      });
    });
  }

  substituteRecipient(recipientId: number, request: SubstituteRequest): TE.TaskEither<AppError, RecipientWire> {
    return pipe(
      TE.fromEither(validateFormEither(SUBSTITUTE_FORM, request)),
      TE.chain((substitute) =>
        pipe(
          this.asCaller((caller) => Promise.resolve(E.right(caller))),
          TE.chain((caller) => this.deps.bookings.substituteRecipient(caller, recipientId, substitute)),
        ),
      ),
      TE.map((recipient) => recipientWire(recipient)),
    );
  }

  /** One of the held seats gets its colleague's name (the substitute form's fields and rules). */
  nameHeldSeat(recipientId: number, request: SubstituteRequest): TE.TaskEither<AppError, RecipientWire> {
    return pipe(
      TE.fromEither(validateFormEither(SUBSTITUTE_FORM, request)),
      TE.chain((person) =>
        pipe(
          this.asCaller((caller) => Promise.resolve(E.right(caller))),
          TE.chain((caller) => this.deps.bookings.nameHeldSeat(caller, recipientId, person)),
        ),
      ),
      TE.map((recipient) => recipientWire(recipient)),
    );
  }

  /** One of the held seats is given back. */
  giveBackHeldSeat(recipientId: number): TE.TaskEither<AppError, RecipientWire> {
    return pipe(
      this.asCaller((caller) => Promise.resolve(E.right(caller))),
      TE.chain((caller) => this.deps.bookings.giveBackHeldSeat(caller, recipientId)),
      TE.map((recipient) => recipientWire(recipient)),
    );
  }

  /** The participants of an upcoming event the caller booked; a Gremium admin sees those of the whole Gremium. */
  recipients(eventId: number): TE.TaskEither<AppError, EventRecipientsWire> {
    return this.asCaller(async (caller) => {
      const bookers = await this.bookersSeenBy(caller);
      const event = (await this.deps.bookings.eventsOf(bookers, 'future')).find((booked) => booked.eventId === eventId);
      return event === undefined
        ? E.left(notFound(M.noBookingForEvent))
        : E.right({ eventId, recipients: event.recipients.map((recipient) => recipientWire(recipient)) });
    });
  }

  /** Whoever ordered the seat may cancel it, the participant themself, and the admin of the orderer's Gremium. */
  cancelRecipient(recipientId: number): TE.TaskEither<AppError, RecipientWire> {
    return pipe(
      this.asCaller(async (caller) => {
        const found = await this.deps.bookings.findRecipient(recipientId);
        if (found === undefined) return E.left(notFound(M.unknownRecipient));
        const { bookedBy, userId } = found.recipient;
        if (bookedBy === caller.userId || userId === caller.userId) return E.right(caller);
        const booker = bookedBy === null ? undefined : await this.deps.users.findById(bookedBy);
        const sameGremium = caller.gremiumId !== null && booker?.gremiumId === caller.gremiumId;
        return sameGremium && hasRole(caller, 'gremium-admin') ? E.right(caller) : E.left(forbidden(M.notYourBooking));
      }),
      TE.chain((caller) => this.deps.bookings.cancelRecipient(recipientId, caller.userId)),
      TE.map((recipient) => recipientWire(recipient)),
    );
  }

  recommendations(): TE.TaskEither<AppError, RecommendationsWire> {
    return this.asCaller(async (caller) => {
      const [{ future, past }, kept] = await Promise.all([this.deps.bookings.eventsByPeriod([caller.userId]), this.deps.wishlists.entries(caller.userId)]);
      const keptThemes = await this.deps.themes.themesOfEvents(kept.map((entry) => entry.eventId));
      const bookedThemes = await this.deps.themes.themeProfiles([...future, ...past].flatMap((event) => (event.page.kind === 'seminar' ? [event.page.themeId] : [])));
      const candidates = await this.deps.themes.bookableThemes(this.deps.clock.now());
      const byId = new Map(candidates.map((theme) => [theme.themeId, theme]));
      return E.right(
        recommendThemes(candidates, [...bookedThemes, ...keptThemes], RECOMMENDATIONS).flatMap(({ themeId, score }) => {
          const theme = byId.get(themeId);
          return theme === undefined
            ? []
            : [{ themeId, slug: theme.slug, title: theme.title, url: theme.redirectUrl, rubric: { ...theme.rubric }, score }];
        }),
      );
    });
  }

  /** The event of a participation, from the bookings of whoever ordered the seat or sits in it. */
  private async eventOf(eventId: number, recipient: BookingRecipient): Promise<BookedEvent | undefined> {
    const accounts = [recipient.bookedBy, recipient.userId].filter((id) => id !== null);
    for (const period of ['future', 'past'] as const) {
      const event = (await this.deps.bookings.eventsOf(accounts, period)).find((booked) => booked.eventId === eventId);
      if (event !== undefined) return event;
    }
    return undefined;
  }

  private async bookersSeenBy(caller: Account): Promise<readonly number[]> {
    if (caller.gremiumId === null || !hasRole(caller, 'gremium-admin')) return [caller.userId];
    return (await this.deps.gremien.members(caller.gremiumId)).map((member) => member.userId);
  }

  invoices(): TE.TaskEither<AppError, CustomerInvoicesWire> {
    return this.deps.invoices.list(this.context);
  }

  private asCaller<A>(work: (caller: Account) => Promise<Outcome<A>>): TE.TaskEither<AppError, A> {
    return async () => {
      const account = await callerAccount(this.deps.users, this.context.session);
      return E.isLeft(account) ? account : work(account.right);
    };
  }
}
