import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { Temporal } from 'temporal-polyfill';
import { BERLIN } from '../../domain/calendar/calendar';
import { GERMAN_STATES, isGermanState } from '../../domain/calendar/public-holidays';
import { BOOKING_HORIZON_DAYS, bookingWindow, freeSlots, isBookableStart, SLOT_MINUTES } from '../../domain/consultation/appointment-slots';
import { appointmentFormErrors, CONSULTATION_MESSAGES as M, type Channel } from '../../domain/consultation/appointment-request';
import { conflict, invalid, notFound, rateLimited, type AppError } from '../../domain/errors/app-error';
import { hasErrors } from '../../domain/validation/form-validation';
import type { RequestContext } from '../accounts/accounts.port';
import type { RateLimiter } from '../accounts/rate-limiter';
import type { RateLimitRule } from '../accounts/rate-limit';
import type { Clock } from '../ports/clock';
import type { AppointmentsQuery, AppointmentWire, BookAppointmentRequest, ConsultantQuery, ConsultantWire } from './consultation.codecs';
import type { Consultations, ConsultationsForRequest } from './consultation.port';
import type { AppointmentReferences, ConsultantRecord, ConsultationRepository, StoredAppointment } from './consultation.repository';

export interface ConsultationDependencies {
  readonly repository: ConsultationRepository;
  readonly references: AppointmentReferences;
  readonly clock: Clock;
  readonly limiter: RateLimiter;
}

/** Enough for a council booking a few talks; stops a script from filling the consultants' weeks. */
export const BOOKINGS_PER_ADDRESS: RateLimitRule = { name: 'consultation', limit: 5, windowSeconds: 60 * 60 };

/** Seven days by default: a week of slots is what one page shows. */
const DEFAULT_DAYS = 7;

const consultantWire = (consultant: ConsultantRecord): ConsultantWire => ({
  consultantId: consultant.consultantId,
  slug: consultant.slug,
  name: consultant.name,
  role: consultant.role,
  photoUrl: consultant.photoPath,
  state: { code: consultant.state, name: GERMAN_STATES[consultant.state] },
  topics: consultant.topics.map((topic) => ({ ...topic })),
  regions: consultant.regions.map((code) => ({ code, name: GERMAN_STATES[code] })),
});

const appointmentWire = (appointment: StoredAppointment): AppointmentWire => ({
  reference: appointment.reference,
  consultant: { name: appointment.consultant.name, role: appointment.consultant.role, slug: appointment.consultant.slug },
  start: appointment.start,
  end: appointment.end,
  channel: appointment.channel,
  topic: { slug: appointment.topicSlug, name: appointment.topicName },
  salutation: appointment.salutation,
  firstname: appointment.firstname,
  lastname: appointment.lastname,
  email: appointment.email,
  phone: appointment.phone,
  message: appointment.message,
  bookedAt: appointment.bookedAt,
});

/** How well a consultant fits: both topic and region served beats one of them; ties keep the list's order. */
const fit = (consultant: ConsultantRecord, query: ConsultantQuery): number =>
  (query.topic !== undefined && consultant.topics.some((topic) => topic.slug === query.topic) ? 2 : 0) +
  (query.region !== undefined && consultant.regions.some((region) => region === query.region) ? 1 : 0);

const startOfBerlinDay = (day: Temporal.PlainDate): Temporal.Instant => day.toZonedDateTime({ timeZone: BERLIN }).toInstant();

const useCase = <A>(work: () => Promise<E.Either<AppError, A>>): TE.TaskEither<AppError, A> => work;

/** The consultations in-process, over the repository and the clock. */
export class ConsultationService implements ConsultationsForRequest {
  constructor(private readonly deps: ConsultationDependencies) {}

  forRequest(context: RequestContext): Consultations {
    return {
      consultants: (query) => this.consultants(query),
      availableAppointments: (query) => this.availableAppointments(query),
      book: (request) => this.book(request, context.clientAddress),
      appointment: (reference) => this.appointment(reference),
    };
  }

  private consultants(query: ConsultantQuery): TE.TaskEither<AppError, ConsultantWire[]> {
    return useCase(async () => {
      if (query.region !== undefined && query.region !== '' && !isGermanState(query.region)) return E.left<AppError, ConsultantWire[]>(invalid({ region: M.region }));
      const all = await this.deps.repository.consultants();
      if (query.consultantId !== undefined || query.slug !== undefined) {
        const one = all.find((consultant) => consultant.consultantId === query.consultantId || consultant.slug === query.slug);
        return one === undefined ? E.left<AppError, ConsultantWire[]>(notFound(M.consultantUnknown)) : E.right([consultantWire(one)]);
      }
      const ranked = all.map((consultant, index) => ({ consultant, index, fit: fit(consultant, query) }));
      ranked.sort((a, b) => b.fit - a.fit || a.index - b.index);
      return E.right(ranked.map(({ consultant }) => consultantWire(consultant)));
    });
  }

  private availableAppointments(query: AppointmentsQuery) {
    return useCase(async () => {
      const consultant = await this.consultant(query.consultantId);
      if (consultant === undefined) return E.left<AppError>(notFound(M.consultantUnknown));
      const now = this.deps.clock.now();
      const window = bookingWindow(now);
      // Days before today have nothing to book: the week starts today at the earliest.
      const from = query.from === undefined || Temporal.PlainDate.compare(query.from, window.first) < 0 ? window.first : query.from;
      const to = from.add({ days: Math.min(query.days ?? DEFAULT_DAYS, BOOKING_HORIZON_DAYS) - 1 });
      const taken = await this.deps.repository.takenStarts(consultant.consultantId, startOfBerlinDay(from), startOfBerlinDay(to.add({ days: 1 })));
      const slots = freeSlots({ now, state: consultant.state, from, to, taken });
      return E.right({ consultantId: consultant.consultantId, from, to, firstBookableDay: window.first, lastBookableDay: window.last, slots: [...slots] });
    });
  }

  private book(request: BookAppointmentRequest, clientAddress: string): TE.TaskEither<AppError, AppointmentWire> {
    return useCase(async () => {
      const consultant = await this.consultant(request.consultantId);
      if (consultant === undefined) return E.left(notFound(M.consultantUnknown));
      const form = { ...request, message: request.message ?? '' };
      const errors: Record<string, string> = { ...appointmentFormErrors(form, consultant.topics.map((topic) => topic.slug)) };
      const start = parseInstant(request.start);
      const now = this.deps.clock.now();
      if (start === undefined || !isBookableStart(start, now, consultant.state)) errors.start = M.slot;
      if (hasErrors(errors) || start === undefined) return E.left(invalid(errors));
      const wait = await this.deps.limiter.consume(BOOKINGS_PER_ADDRESS, clientAddress);
      if (wait !== undefined) return E.left(rateLimited(wait, M.tooManyBookings));
      const appointment = {
        reference: this.deps.references.newReference(),
        consultantId: consultant.consultantId,
        start,
        end: start.add({ minutes: SLOT_MINUTES }),
        channel: form.channel.trim() as Channel,
        topicSlug: form.topic.trim(),
        salutation: form.salutation.trim(),
        firstname: form.firstname.trim(),
        lastname: form.lastname.trim(),
        email: form.email.trim(),
        phone: form.phone.trim(),
        message: form.message.trim(),
        bookedAt: now,
      };
      const topicName = consultant.topics.find((topic) => topic.slug === appointment.topicSlug)?.name ?? appointment.topicSlug;
      const outcome = await this.deps.repository.book(appointment, {
        reference: appointment.reference,
        consultant: { name: consultant.name, email: consultant.email },
        visitor: { salutation: appointment.salutation, firstname: appointment.firstname, lastname: appointment.lastname, email: appointment.email },
        phone: appointment.phone,
        start: appointment.start,
        end: appointment.end,
        channel: appointment.channel,
        topic: topicName,
        message: appointment.message,
        bookedAt: now,
      });
      if (outcome === 'taken') return E.left(conflict(M.slotTaken));
      return E.right(appointmentWire({ ...appointment, consultant, topicName }));
    });
  }

  private appointment(reference: string): TE.TaskEither<AppError, AppointmentWire> {
    return useCase(async () => {
      const stored = await this.deps.repository.byReference(reference);
      return stored === undefined ? E.left(notFound(M.appointmentUnknown)) : E.right(appointmentWire(stored));
    });
  }

  private async consultant(consultantId: number): Promise<ConsultantRecord | undefined> {
    return (await this.deps.repository.consultants()).find((consultant) => consultant.consultantId === consultantId);
  }
}

const parseInstant = (text: string): Temporal.Instant | undefined => {
  try {
    return Temporal.Instant.from(text);
  } catch {
    return undefined;
  }
};
