import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { invalid, rateLimited, type AppError } from '../../domain/errors/app-error';
import { FEEDBACK_MESSAGES, validateFeedback } from '../../domain/portal/feedback';
import type { RequestContext } from '../accounts/accounts.port';
import type { RateLimitRule } from '../accounts/rate-limit';
import type { RateLimiter } from '../accounts/rate-limiter';
import type { UserRepository } from '../accounts/user.repository';
import type { Clock } from '../ports/clock';
import { callerAccount } from './caller';
import type { FeedbackRequest, ThankYouWire } from './feedback.codecs';
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
}

/** Feedback from the portal in-process: stored, and mailed to the team through the outbox. */
export class FeedbackService implements ForRequest<PortalFeedback> {
  constructor(private readonly deps: FeedbackDependencies) {}

  forRequest(context: RequestContext): PortalFeedback {
    return {
      send: (request: FeedbackRequest): TE.TaskEither<AppError, ThankYouWire> => async () => {
        const account = await callerAccount(this.deps.users, context.session);
        if (E.isLeft(account)) return account;
        const feedback = validateFeedback(request);
        if (E.isLeft(feedback)) return E.left(invalid(feedback.left));
        const wait = await this.deps.limiter.consume(FEEDBACK_PER_ACCOUNT, String(account.right.userId));
        if (wait !== undefined) return E.left(rateLimited(wait, M.tooManyFeedbacks));
        const { userId, email, salutation, firstname, lastname } = account.right;
        const receivedAt = this.deps.clock.now();
        await this.deps.feedback.save(
          { userId, message: feedback.right.message, rating: feedback.right.rating, receivedAt },
          {
            receivedAt,
            sender: { email, salutation, firstname, lastname },
            message: feedback.right.message,
            ...(feedback.right.rating === null ? {} : { topic: `Bewertung: ${feedback.right.rating} von 5 Sternen` }),
          },
        );
        return E.right({ message: FEEDBACK_MESSAGES.thanks });
      },
    };
  }
}
