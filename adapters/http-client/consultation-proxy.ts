import type * as TE from 'fp-ts/TaskEither';
import {
  AppointmentWire,
  AvailableAppointmentsWire,
  ConsultantsWire,
  type AppointmentsQuery,
  BookAppointmentRequest,
  type ConsultantQuery,
} from '../../application/consultation/consultation.codecs';
import { appointmentApiPath, CONSULTATION_PATHS } from '../../application/consultation/consultation.paths';
import type { Consultations } from '../../application/consultation/consultation.port';
import type { AppError } from '../../domain/errors/app-error';
import { callApi } from './api-call';
import type { HttpTransport } from './transport';

const queryOf = (values: Readonly<Record<string, string | number | undefined>>): string => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
};

/** The consultant appointments over HTTP, for the browser. */
export class ConsultationProxy implements Consultations {
  constructor(private readonly transport: HttpTransport) {}

  consultants(query: ConsultantQuery): TE.TaskEither<AppError, ConsultantsWire> {
    return callApi(this.transport, ConsultantsWire)({ path: `${CONSULTATION_PATHS.consultants}${queryOf(query)}` });
  }

  availableAppointments(query: AppointmentsQuery): TE.TaskEither<AppError, AvailableAppointmentsWire> {
    const { consultantId, from, days } = query;
    return callApi(this.transport, AvailableAppointmentsWire)({ path: `${CONSULTATION_PATHS.appointments}${queryOf({ consultantId, from: from?.toString(), days })}` });
  }

  book(request: BookAppointmentRequest): TE.TaskEither<AppError, AppointmentWire> {
    return callApi(this.transport, AppointmentWire)({ method: 'POST', path: CONSULTATION_PATHS.book, body: BookAppointmentRequest.encode(request) });
  }

  appointment(reference: string): TE.TaskEither<AppError, AppointmentWire> {
    return callApi(this.transport, AppointmentWire)({ path: appointmentApiPath(reference) });
  }
}
