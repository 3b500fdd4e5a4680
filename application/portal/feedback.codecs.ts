import * as t from 'io-ts';
import { PORTAL_MESSAGES as M } from './messages';
import { numberField, objectBody, positiveId, text } from './request.codecs';

/**
 * POST /kundenportal/send-feedback: a message (§5: at least 2 characters), optional stars 1 to
 * 5, and the seminar it is about (one of the caller's attended seminars), if any.
 */
export const FeedbackRequest = objectBody(
  t.exact(t.partial({ message: text(20_000), rating: numberField, eventId: positiveId('EventId', M.feedbackUnknownEvent) })),
  'FeedbackRequest',
);
export type FeedbackRequest = t.TypeOf<typeof FeedbackRequest>;

/** The caller's feedback on one attended seminar, oldest first (receivedAt: ISO instant). */
export const GivenFeedbackWire = t.type(
  { feedback: t.readonlyArray(t.type({ message: t.string, rating: t.union([t.number, t.null]), receivedAt: t.string })) },
  'GivenFeedback',
);
export type GivenFeedbackWire = t.TypeOf<typeof GivenFeedbackWire>;

/** The answer to a form sent (feedback and the /api forms): the German thank-you text to show. */
export const ThankYouWire = t.type({ message: t.string }, 'ThankYou');
export type ThankYouWire = t.TypeOf<typeof ThankYouWire>;
