import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { ConferenceBookingRequest, ConferenceRegistrationRequest } from '../../../application/conference/conference-booking.codecs';
import { decodeInput } from '../../../application/codecs/decode';
import { IdempotencyKeyCodec } from '../../../application/orders/orders.codecs';
import { MAX_CONFERENCE_PARTICIPANTS } from '../../../domain/conference/conference-forms';
import type { AppError } from '../../../domain/errors/app-error';

type Values = Readonly<Record<string, string>>;

export const CONTACT_FIELDS = ['salutation', 'firstname', 'lastname', 'email', 'company'] as const;
export const PARTICIPANT_FIELDS = ['salutation', 'firstname', 'lastname', 'email', 'function'] as const;
export const SIGNUP_FIELDS = ['conferenceUrl', 'salutation', 'firstname', 'lastname', 'email', 'company', 'phone', 'message'] as const;

/** The field names of the booking form are the request's paths, so the service's messages land under their fields. */
export const contactField = (name: (typeof CONTACT_FIELDS)[number]): string => `contact.${name}`;
export const participantField = (index: number, name: (typeof PARTICIPANT_FIELDS)[number]): string => `participants.${String(index)}.${name}`;

const pick = (values: Values, names: readonly string[], nameOf: (name: string) => string): Record<string, string> =>
  Object.fromEntries(
    names.flatMap((name) => {
      const value = values[nameOf(name)];
      return value === undefined ? [] : [[name, value] as const];
    }),
  );

/** How many participant rows a post carries: the highest row index plus one. */
export const postedParticipants = (values: Values): number => {
  const indexes = Object.keys(values).flatMap((name) => {
    const match = /^participants\.(\d{1,2})\./.exec(name);
    return match === null ? [] : [Number(match[1])];
  });
  return Math.min(Math.max(0, ...indexes) + 1, MAX_CONFERENCE_PARTICIPANTS);
};

export interface BookingPost {
  readonly request: ConferenceBookingRequest;
  readonly idempotencyKey: string;
}

/** The booking post as the API's request, with the page's idempotency key; the service checks the consent to the terms. */
export const bookingPost = (values: Values): E.Either<AppError, BookingPost> => {
  const contact = pick(values, CONTACT_FIELDS, (name) => `contact.${name}`);
  const participants = Array.from({ length: postedParticipants(values) }, (_, index) =>
    pick(values, PARTICIPANT_FIELDS, (name) => `participants.${String(index)}.${name}`),
  );
  return pipe(
    decodeInput(IdempotencyKeyCodec, values.idempotencyKey),
    E.chain((idempotencyKey) =>
      pipe(
        decodeInput(ConferenceBookingRequest, { contact, participants, acceptTerms: values.acceptTerms === 'on' }),
        E.map((request) => ({ request, idempotencyKey })),
      ),
    ),
  );
};

/** The sign-up post as the API's request; 'Fachtagungen allgemein' (an empty choice) names none. */
export const signupRequest = (values: Values): E.Either<AppError, ConferenceRegistrationRequest> => {
  const { conferenceUrl, ...fields } = pick(values, SIGNUP_FIELDS, (name) => name);
  return decodeInput(ConferenceRegistrationRequest, conferenceUrl === undefined || conferenceUrl === '' ? fields : { ...fields, conferenceUrl });
};
