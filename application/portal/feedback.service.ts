import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { formatDate } from '../../domain/calendar/calendar';
import { invalid, notFound, rateLimited, type AppError } from '../../domain/errors/app-error';
import { FEEDBACK_MESSAGES, attendedSeat, validateFeedback } from '../../domain/portal/feedback';
import type { RequestContext } from '../accounts/accounts.port';
import type { RateLimitRule } from '../accounts/rate-limit';
import type { RateLimiter } from '../accounts/rate-limiter';
import type { UserRepository } from '../accounts/user.repository';
import type { Clock } from '../ports/clock';
import type { BookedEvent, PortalBookings } from './bookings.port';
import { callerAccount } from './caller';
import type { FeedbackRequest, GivenFeedbackWire, ThankYouWire } from './feedback.codecs';
import type { FeedbackRepository } from './feedback.repository';
import { PORTAL_MESSAGES as M } from './messages';
import type { ForRequest, PortalFeedback } from './portal.port';

/** Ten messages an hour per account is more than any person writes; a script is slowed down. */
export const FEEDBACK_PER_ACCOUNT: RateLimitRule = { name: 'feedback', limit: 10, windowSeconds: 60 * 60 };

export interface FeedbackDependencies {
  readonly users: UserRepository;
  readonly feedback: FeedbackRepository;
  readonly limiter: RateLimiter;
  readonly clock: Clock;
  readonly bookings: PortalBookings;
}

/** Feedback from the portal in-process: stored with its seminar, mailed to the team through the outbox, shown back to its author. */
export class FeedbackService implements ForRequest<PortalFeedback> {
  constructor(private readonly deps: FeedbackDependencies) {}

  forRequest(context: RequestContext): PortalFeedback {
    return {
      send: (request: FeedbackRequest): TE.TaskEither<AppError, ThankYouWire> => async () => {
        const account = await callerAccount(this.deps.users, context.session);
        if (E.isLeft(account)) return account;
        const feedback = validateFeedback(request);
        if (E.isLeft(feedback)) return E.left(invalid(feedback.left));
        const seminar = request.eventId === undefined ? undefined : await this.attended(account.right.userId, request.eventId);
        if (seminar === null) return E.left(notFound(M.feedbackUnknownEvent));
        const wait = await this.deps.limiter.consume(FEEDBACK_PER_ACCOUNT, String(account.right.userId));
        if (wait !== undefined) return E.left(rateLimited(wait, M.tooManyFeedbacks));
        const { userId, email, salutation, firstname, lastname } = account.right;
        const receivedAt = this.deps.clock.now();
        await this.deps.feedback.save(
          { userId, eventId: seminar?.eventId ?? null, message: feedback.right.message, rating: feedback.right.rating, receivedAt },
          {
            receivedAt,
            sender: { email, salutation, firstname, lastname },
            message: feedback.right.message,
            ...topicOf(seminar, feedback.right.rating),
          },
        );
        return E.right({ message: FEEDBACK_MESSAGES.thanks });
      },
      given: (eventId: number): TE.TaskEither<AppError, GivenFeedbackWire> => async () => {
        const account = await callerAccount(this.deps.users, context.session);
        if (E.isLeft(account)) return account;
        if ((await this.attended(account.right.userId, eventId)) === null) return E.left(notFound(M.feedbackUnknownEvent));
        const given = await this.deps.feedback.givenFor(account.right.userId, eventId);
        return E.right({ feedback: given.map((entry) => ({ ...entry, receivedAt: entry.receivedAt.toString() })) });
      },
    };
  }

  /** One of the user's attended seminars (domain/portal/feedback), or null: someone else's or one not attended is unknown. */
  private async attended(userId: number, eventId: number): Promise<BookedEvent | null> {
    const past = await this.deps.bookings.eventsOf([userId], 'past');
    return past.find((event) => event.eventId === eventId && attendedSeat(event.recipients)) ?? null;
  }
}

/** The mail's subject line: which seminar (if any) and the stars (if given). */
const topicOf = (seminar: BookedEvent | undefined, rating: number | null): { readonly topic?: string } => {
  const parts = [
    ...(seminar === undefined ? [] : [`Seminar: ${seminar.title} (${formatDate(seminar.startDate)})`]),
    ...(rating === null ? [] : [`Bewertung: ${String(rating)} von 5 Sternen`]),
  ];
  return parts.length === 0 ? {} : { topic: parts.join(' – ') };
};
