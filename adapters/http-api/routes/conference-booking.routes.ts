import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  ConferenceBookingRequest,
  ConferenceBookingWire,
  ConferenceRegistrationRequest,
  ConferenceRegistrationWire,
  ConferenceUrlParams,
} from '../../../application/conference/conference-booking.codecs';
import type { ConferenceBookings, ConferenceBookingsForRequest } from '../../../application/conference/conference-booking.port';
import { CONFERENCE_PATHS as P } from '../../../application/conference/conference.paths';
import { OrderNumberParams } from '../../../application/orders/orders.codecs';
import { decodeInput, respond } from '../respond';
import { sessionOf } from '../session/install-sessions';
import { idempotencyKeyOf } from './idempotency-key';
import { respondCreated } from './portal-respond';

/** Fachtagung sign-up and booking (/api/fachtagung/…); POSTs pass the session and XSRF checks first. */
export const conferenceBookingRoutes = (bookings: ConferenceBookingsForRequest) => (server: FastifyInstance) => {
  const bookingsOf = (request: FastifyRequest): ConferenceBookings => bookings.forRequest(sessionOf(request));

  server.post(P.register, (request, reply) =>
    respondCreated(
      reply,
      pipe(
        TE.fromEither(decodeInput(ConferenceRegistrationRequest, request.body)),
        TE.chain((body) => bookingsOf(request).register(body)),
        TE.map(ConferenceRegistrationWire.encode),
      ),
    ),
  );

  server.post(P.book, (request, reply) =>
    respondCreated(
      reply,
      pipe(
        TE.fromEither(decodeInput(ConferenceUrlParams, request.params)),
        TE.chain(({ url }) =>
          pipe(
            TE.fromEither(idempotencyKeyOf(request)),
            TE.chain((key) =>
              pipe(
                TE.fromEither(decodeInput(ConferenceBookingRequest, request.body)),
                TE.chain((body) => bookingsOf(request).book(url, body, key)),
              ),
            ),
          ),
        ),
        TE.map(ConferenceBookingWire.encode),
      ),
    ),
  );

  server.get(P.booking, (request, reply) =>
    respond(
      reply,
      pipe(
        TE.fromEither(decodeInput(OrderNumberParams, request.params)),
        TE.chain(({ orderNumber }) => bookingsOf(request).booking(orderNumber)),
        TE.map(ConferenceBookingWire.encode),
      ),
    ),
  );
};
