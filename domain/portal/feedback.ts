import type { FieldErrors } from '../errors/app-error';
import { charCount, normalizeInput } from '../validation/field-rule';
import { FORM_FIELDS } from '../validation/field-registry';
import * as E from 'fp-ts/Either';

export const FEEDBACK_MESSAGE_MAX_LENGTH = 5000;
export const FEEDBACK_RATING = { min: 1, max: 5 } as const;

export const FEEDBACK_MESSAGES = {
  messageTooLong: `Die Nachricht darf höchstens ${FEEDBACK_MESSAGE_MAX_LENGTH} Zeichen enthalten.`,
  rating: 'Bitte bewerten Sie mit 1 bis 5 Sternen.',
  thanks: 'Vielen Dank für Ihr Feedback! Wir lesen jede Nachricht.',
} as const;

/**
 * Feedback is for a seminar the user went to: an event that has ended with a seat that was
 * booked (a cancelled, lapsed or waiting participant did not attend).
 */
export const attendedSeat = (recipients: readonly { readonly status: string }[]): boolean =>
  recipients.some((recipient) => recipient.status === 'booked');

export interface Feedback {
  readonly message: string;
  readonly rating: number | null;
}

/** The message follows §5's message rule (at least 2 characters); stars are optional, 1 to 5. */
export const validateFeedback = (input: { readonly message?: string | undefined; readonly rating?: number | undefined }): E.Either<FieldErrors, Feedback> => {
  const message = input.message ?? '';
  const messageProblem =
    FORM_FIELDS.message.rule(message) ??
    (charCount(normalizeInput(message)) > FEEDBACK_MESSAGE_MAX_LENGTH ? FEEDBACK_MESSAGES.messageTooLong : undefined);
  const { rating } = input;
  const ratingProblem =
    rating === undefined || (Number.isInteger(rating) && rating >= FEEDBACK_RATING.min && rating <= FEEDBACK_RATING.max)
      ? undefined
      : FEEDBACK_MESSAGES.rating;
  const errors = {
    ...(messageProblem === undefined ? {} : { message: messageProblem }),
    ...(ratingProblem === undefined ? {} : { rating: ratingProblem }),
  };
  return Object.keys(errors).length > 0 ? E.left(errors) : E.right({ message: normalizeInput(message), rating: rating ?? null });
};
