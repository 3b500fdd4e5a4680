import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { appointmentCalendarEntry } from '../../../application/consultation/appointment-calendar';
import {
  AppointmentReferenceParams,
  AppointmentsQuery,
  AppointmentWire,
  AvailableAppointmentsWire,
  BookAppointmentRequest,
  ConsultantQuery,
  ConsultantsWire,
} from '../../../application/consultation/consultation.codecs';
import { appointmentPagePath, CONSULTATION_PATHS as P } from '../../../application/consultation/consultation.paths';
import type { Consultations, ConsultationsForRequest } from '../../../application/consultation/consultation.port';
import type { Clock } from '../../../application/ports/clock';
import { calendarFile } from '../../../domain/calendar/ics';
import { decodeInput, respond } from '../respond';
import { contextOf, respondCreated, withBody, withParams } from './portal-respond';

const query = (request: FastifyRequest): unknown => request.query;


/** The consultant calls (spec §7) and the appointment's calendar file. */
export const consultationRoutes = (consultations: ConsultationsForRequest, clock: Clock) => (server: FastifyInstance) => {
  const of = (request: FastifyRequest): Consultations => consultations.forRequest(contextOf(request));

  server.get(P.consultants, (request, reply) =>
    respond(reply, pipe(TE.fromEither(decodeInput(ConsultantQuery, query(request))), TE.chain((input) => of(request).consultants(input)), TE.map(ConsultantsWire.encode))),
  );
  server.get(P.appointments, (request, reply) =>
    respond(
      reply,
      pipe(TE.fromEither(decodeInput(AppointmentsQuery, query(request))), TE.chain((input) => of(request).availableAppointments(input)), TE.map(AvailableAppointmentsWire.encode)),
    ),
  );
  server.post(P.book, (request, reply) =>
    respondCreated(reply, pipe(withBody(BookAppointmentRequest, request.body, (body) => of(request).book(body)), TE.map(AppointmentWire.encode))),
  );
  server.get(P.appointment, (request, reply) =>
    respond(reply, pipe(withParams(AppointmentReferenceParams)(request, ({ reference }) => of(request).appointment(reference)), TE.map(AppointmentWire.encode))),
  );

  server.get(P.calendar, async (request, reply) => {
    const found = await withParams(AppointmentReferenceParams)(request, ({ reference }) => of(request).appointment(reference))();
    if (E.isLeft(found)) return respond(reply, TE.left(found.left));
    const appointment = found.right;
    const pageUrl = `${request.protocol}://${request.host}${appointmentPagePath(appointment.reference)}`;
    const entry = appointmentCalendarEntry(
      { ...appointment, consultantName: appointment.consultant.name, topicName: appointment.topic.name },
      pageUrl,
      clock.now(),
    );
    return reply
      .status(200)
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'attachment; filename="Beratungstermin.ics"')
      .header('cache-control', 'private, no-store')
      .send(calendarFile(entry));
  });
};
